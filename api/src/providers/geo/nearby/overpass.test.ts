// The Overpass adapter against a local HTTP fake of the Overpass API's interpreter endpoint.
import { afterAll, describe, expect, test } from 'bun:test';
import { distanceMetres } from '@naija-homes/contracts/map';
import { createOverpassNearby, DEFAULT_OVERPASS_USER_AGENT } from './overpass';
import { NearbyUnavailableError } from './types';

const lekki = { lat: 6.4474, lng: 3.4723 };

interface Received {
  method: string;
  contentType: string;
  userAgent: string;
  query: string;
}
const received: Received[] = [];

/** What the fake answers, by the first tag the query asks for. */
const elements = [
  // A way (a school's grounds) with its centre, about 1.6 km away.
  {
    type: 'way',
    id: 2001,
    center: { lat: 6.4405, lon: 3.4601 },
    nodes: [1, 2, 3, 1],
    tags: { amenity: 'school', name: 'Grounds School', 'addr:street': 'Admiralty Way', 'addr:suburb': 'Lekki' },
  },
  // A node about 300 m away.
  {
    type: 'node',
    id: 1001,
    lat: 6.4496,
    lon: 3.4745,
    tags: { amenity: 'school', name: 'Corner School', 'addr:housenumber': '4', 'addr:street': 'Fola Osibo Road' },
  },
  // No name: dropped.
  { type: 'node', id: 1002, lat: 6.4475, lon: 3.4724, tags: { amenity: 'school' } },
  // A relation with its centre, about 5 km away.
  { type: 'relation', id: 3001, center: { lat: 6.4342, lon: 3.4268 }, tags: { amenity: 'school', name: 'Campus' } },
  // Beyond 15 km (a way whose centre fell outside the radius): dropped.
  { type: 'way', id: 2002, center: { lat: 6.6137, lon: 3.3578 }, tags: { amenity: 'school', name: 'Far School' } },
  // Unreadable: dropped, not fatal.
  { type: 'node', id: 'x', tags: { name: 'Broken' } },
];

const server = Bun.serve({
  port: 0,
  async fetch(request) {
    const url = new URL(request.url);
    const form = new URLSearchParams(await request.text());
    const query = form.get('data') ?? '';
    received.push({
      method: request.method,
      contentType: request.headers.get('content-type') ?? '',
      userAgent: request.headers.get('user-agent') ?? '',
      query,
    });
    if (url.pathname !== '/api/interpreter') return new Response('not found', { status: 404 });
    if (query.includes('"amenity"="school"')) {
      return Response.json({ version: 0.6, generator: 'Overpass API (fake)', elements });
    }
    if (query.includes('"shop"="supermarket"')) return Response.json({ version: 0.6, elements: [] });
    if (query.includes('"leisure"="fitness_centre"')) {
      return new Response('<html>busy</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    }
    if (query.includes('"amenity"="restaurant"')) {
      if (query.includes('6.500000')) await Bun.sleep(500);
      if (query.includes('6.600000')) {
        return Response.json({ elements: [], remark: 'runtime error: Query timed out in "query" at line 1' });
      }
      return new Response('rate limited', { status: 429 });
    }
    return new Response('runtime error', { status: 500 });
  },
});
afterAll(() => server.stop(true));

const url = `${server.url.origin}/api/interpreter`;
const overpass = createOverpassNearby({ url });
const last = () => received.at(-1) as Received;

describe('Overpass adapter', () => {
  test('asks for the category’s named places within 15 km, as a form POST that says who it is', async () => {
    await overpass.nearby({ ...lekki, category: 'school', limit: 10 });
    expect(last().method).toBe('POST');
    expect(last().contentType).toBe('application/x-www-form-urlencoded');
    expect(last().userAgent).toBe(DEFAULT_OVERPASS_USER_AGENT);
    expect(last().query).toBe(
      '[out:json][timeout:5];nwr["amenity"="school"]["name"](around:15000,6.447400,3.472300);out center;',
    );
  });

  test('each category asks for its OpenStreetMap tag', async () => {
    await overpass.nearby({ ...lekki, category: 'supermarket', limit: 10 });
    expect(last().query).toContain('nwr["shop"="supermarket"]["name"](around:15000,');
    await overpass.nearby({ ...lekki, category: 'gym', limit: 10 }).catch(() => undefined);
    expect(last().query).toContain('nwr["leisure"="fitness_centre"]["name"](around:15000,');
    await overpass.nearby({ ...lekki, category: 'restaurant', limit: 10 }).catch(() => undefined);
    expect(last().query).toContain('nwr["amenity"="restaurant"]["name"](around:15000,');
  });

  test('reads nodes and ways or relations by their centre, drops unnamed and far ones, nearest first', async () => {
    const places = await overpass.nearby({ ...lekki, category: 'school', limit: 10 });
    expect(places.map((place) => place.id)).toEqual(['osm:node/1001', 'osm:way/2001', 'osm:relation/3001']);
    expect(places[0]).toEqual({
      id: 'osm:node/1001',
      name: 'Corner School',
      category: 'school',
      lat: 6.4496,
      lng: 3.4745,
      distanceM: Math.round(distanceMetres(lekki, { lat: 6.4496, lng: 3.4745 })),
      address: '4 Fola Osibo Road',
    });
    expect(places[1]).toMatchObject({
      name: 'Grounds School',
      lat: 6.4405,
      lng: 3.4601,
      address: 'Admiralty Way, Lekki',
    });
    expect(places[2]?.address).toBeUndefined();
    for (const place of places) expect(place.distanceM).toBeLessThanOrEqual(15_000);
  });

  test('cuts to the limit after sorting', async () => {
    const places = await overpass.nearby({ ...lekki, category: 'school', limit: 2 });
    expect(places.map((place) => place.id)).toEqual(['osm:node/1001', 'osm:way/2001']);
  });

  test('nothing there is an empty list', async () => {
    expect(await overpass.nearby({ ...lekki, category: 'supermarket', limit: 10 })).toEqual([]);
  });

  test('an error status, a body that is not JSON, or a query that ran out of time is "unavailable"', async () => {
    await expect(overpass.nearby({ ...lekki, category: 'restaurant', limit: 5 })).rejects.toThrow(/429/);
    await expect(overpass.nearby({ ...lekki, category: 'gym', limit: 5 })).rejects.toBeInstanceOf(
      NearbyUnavailableError,
    );
    const partial = overpass.nearby({ lat: 6.6, lng: 3.35, category: 'restaurant', limit: 5 });
    await expect(partial).rejects.toThrow(/could not finish/);
    const broken = createOverpassNearby({ url: `${server.url.origin}/elsewhere` });
    await expect(broken.nearby({ ...lekki, category: 'school', limit: 5 })).rejects.toBeInstanceOf(
      NearbyUnavailableError,
    );
  });

  test('a server that does not answer in time is "unavailable"', async () => {
    const impatient = createOverpassNearby({ url, timeoutMs: 50 });
    const error = await impatient
      .nearby({ lat: 6.5, lng: 3.35, category: 'restaurant', limit: 5 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NearbyUnavailableError);
    expect((error as Error).message).toMatch(/did not answer within 0.05 s/);
  });

  test('a server that cannot be reached is "unavailable"', async () => {
    const unreachable = createOverpassNearby({ url: 'http://127.0.0.1:1/api/interpreter' });
    await expect(unreachable.nearby({ ...lekki, category: 'school', limit: 5 })).rejects.toBeInstanceOf(
      NearbyUnavailableError,
    );
  });
});
