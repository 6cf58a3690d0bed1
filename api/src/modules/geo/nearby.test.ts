// GET /api/v1/geo/nearby over HTTP: the packaged places by default, OpenStreetMap when OVERPASS_URL is set (here a
// local fake of the Overpass API), 400 for bad input and 503 when the live source fails.
import { afterAll, describe, expect, test } from 'bun:test';
import { distanceMetres, mapMessages, NEARBY_RADIUS_M, type NearbyResponse } from '@naija-homes/contracts/map';
import { setupTestApp } from '../../test/app';

const lekki = { lat: 6.4474, lng: 3.4723 };
const nearbyPath = (query: Record<string, string | number>) =>
  `/api/v1/geo/nearby?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

const overpassQueries: string[] = [];
const overpass = Bun.serve({
  port: 0,
  async fetch(request) {
    const query = new URLSearchParams(await request.text()).get('data') ?? '';
    overpassQueries.push(query);
    if (query.includes('"amenity"="restaurant"')) return new Response('overloaded', { status: 500 });
    return Response.json({
      elements: [
        { type: 'way', id: 7, center: { lat: 6.4405, lon: 3.4601 }, tags: { name: 'Grounds School' } },
        { type: 'node', id: 8, lat: 6.4496, lon: 3.4745, tags: { name: 'Corner School' } },
        { type: 'node', id: 9, lat: 6.4475, lon: 3.4724, tags: {} },
      ],
    });
  },
});
afterAll(() => overpass.stop(true));

const packaged = await setupTestApp();
const live = await setupTestApp({ env: { OVERPASS_URL: `${overpass.url.origin}/api/interpreter` } });

describe('nearby places from the packaged list (no Mapbox token, no Overpass URL)', () => {
  test('a Lekki listing gets its schools nearest first, within 15 km, with their distances', async () => {
    const response = await packaged.client().get<NearbyResponse>(nearbyPath({ ...lekki, category: 'school' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.body.source).toBe('packaged');
    const schools = response.body.data;
    expect(schools.length).toBeGreaterThan(0);
    for (const school of schools) {
      expect(school.category).toBe('school');
      expect(school.distanceM).toBeLessThanOrEqual(NEARBY_RADIUS_M);
      expect(school.distanceM).toBe(Math.round(distanceMetres(lekki, school)));
    }
    const distances = schools.map((school) => school.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test('the limit caps the list; the default is 20', async () => {
    const two = await packaged.client().get<NearbyResponse>(nearbyPath({ ...lekki, category: 'school', limit: 2 }));
    expect(two.body.data).toHaveLength(2);
    const all = await packaged.client().get<NearbyResponse>(nearbyPath({ ...lekki, category: 'school' }));
    expect(all.body.data.length).toBeLessThanOrEqual(20);
    expect(two.body.data).toEqual(all.body.data.slice(0, 2));
  });

  test('a point far from every demo city has nothing nearby', async () => {
    const response = await packaged
      .client()
      .get<NearbyResponse>(nearbyPath({ lat: 11.85, lng: 13.16, category: 'restaurant' }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [], source: 'packaged' });
  });

  test('bad input is a 400 with the contract’s message', async () => {
    const client = packaged.client();
    expect(await client.get(nearbyPath({ ...lekki, category: 'hospital' }))).toMatchObject({
      status: 400,
      body: { message: 'Please choose a valid category' },
    });
    expect(await client.get(nearbyPath({ lat: 'abc', lng: lekki.lng, category: 'gym' }))).toMatchObject({
      status: 400,
      body: { message: 'lat must be a number' },
    });
    expect(await client.get(nearbyPath({ lng: lekki.lng, category: 'gym' }))).toMatchObject({ status: 400 });
    // London.
    expect(await client.get(nearbyPath({ lat: 51.5, lng: -0.12, category: 'gym' }))).toMatchObject({
      status: 400,
      body: { message: mapMessages.outsideNigeria },
    });
    expect((await client.get(nearbyPath({ ...lekki, category: 'gym', limit: 0 }))).status).toBe(400);
    expect((await client.get(nearbyPath({ ...lekki, category: 'gym', limit: 51 }))).status).toBe(400);
  });
});

describe('nearby places from OpenStreetMap (OVERPASS_URL set)', () => {
  test('asks Overpass and answers its named places nearest first, as OpenStreetMap, cached for less long', async () => {
    const response = await live.client().get<NearbyResponse>(nearbyPath({ ...lekki, category: 'school' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(response.body.source).toBe('openstreetmap');
    expect(response.body.data.map((place) => place.id)).toEqual(['osm:node/8', 'osm:way/7']);
    expect(overpassQueries.at(-1)).toContain('nwr["amenity"="school"]["name"](around:15000,');
  });

  test('the same place asked again is answered from the cache', async () => {
    const before = overpassQueries.length;
    const response = await live.client().get<NearbyResponse>(nearbyPath({ ...lekki, category: 'school', limit: 1 }));
    expect(response.body.data.map((place) => place.id)).toEqual(['osm:node/8']);
    expect(overpassQueries.length).toBe(before);
  });

  test('Overpass failing is a 503 saying nearby places are unavailable', async () => {
    const response = await live.client().get(nearbyPath({ ...lekki, category: 'restaurant' }));
    expect(response).toMatchObject({ status: 503, body: { message: mapMessages.nearbyUnavailable } });
    expect(response.headers.get('cache-control')).not.toBe('public, max-age=600');
  });
});
