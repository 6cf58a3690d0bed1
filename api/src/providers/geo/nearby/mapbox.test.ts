// The Mapbox nearby adapter against a local HTTP fake of the Search Box API's category endpoint.
import { afterAll, describe, expect, test } from 'bun:test';
import { distanceMetres } from '@naija-homes/contracts/map';
import { createMapboxNearby } from './mapbox';
import { NearbyUnavailableError } from './types';

const token = 'pk.test-token-for-the-nearby-fake';
const lekki = { lat: 6.4474, lng: 3.4723 };

function poi(mapboxId: string, name: string | undefined, [lng, lat]: [number, number], extra = {}) {
  return {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: {
      ...(name ? { name } : {}),
      mapbox_id: mapboxId,
      feature_type: 'poi',
      address: 'Admiralty Way',
      full_address: 'Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
      place_formatted: 'Lekki Phase 1, Lagos, Nigeria',
      coordinates: { latitude: lat, longitude: lng },
      context: { country: { name: 'Nigeria', country_code: 'NG', country_code_alpha_3: 'NGA' } },
      poi_category: ['fitness center', 'gym'],
      poi_category_ids: ['fitness_center', 'gym'],
      maki: 'fitness-centre',
      ...extra,
    },
  };
}

const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features, attribution: '© Mapbox' });

const received: URL[] = [];
const server = Bun.serve({
  port: 0,
  async fetch(request) {
    const url = new URL(request.url);
    received.push(url);
    if (url.searchParams.get('access_token') !== token) {
      return Response.json({ message: 'Not Authorized - Invalid Token' }, { status: 401 });
    }
    switch (url.pathname) {
      case '/search/searchbox/v1/category/fitness_center':
        return Response.json(
          collection(
            poi('dXJuOm1ieHBvaTpGYXI', 'Far Gym', [3.4268, 6.4342]),
            poi('dXJuOm1ieHBvaTpOZWFy', 'Near Gym', [3.4745, 6.4496]),
            // No name, or not in Nigeria (a fake ignoring country=ng): dropped.
            poi('dXJuOm1ieHBvaTpOb25hbWU', undefined, [3.4724, 6.4475]),
            poi('dXJuOm1ieHBvaTpBY2NyYQ', 'Accra Gym', [-0.187, 5.6037], {
              full_address: 'Oxford Street, Accra, Ghana',
              context: { country: { name: 'Ghana', country_code: 'GH' } },
            }),
            { type: 'Feature', properties: { name: 'no geometry' } },
          ),
        );
      case '/search/searchbox/v1/category/school':
        return Response.json(collection());
      case '/search/searchbox/v1/category/supermarket':
        return Response.json({ message: 'Internal Server Error' }, { status: 500 });
      case '/search/searchbox/v1/category/restaurant':
        await Bun.sleep(500);
        return Response.json(collection());
      default:
        return Response.json({ message: 'Not Found' }, { status: 404 });
    }
  },
});
afterAll(() => server.stop(true));

const baseUrl = server.url.origin;
const mapbox = createMapboxNearby({ token, baseUrl });
const last = () => received.at(-1) as URL;

describe('Mapbox nearby adapter', () => {
  test('asks the category endpoint near the point (longitude first), in Nigeria, with the token', async () => {
    await mapbox.nearby({ ...lekki, category: 'gym', limit: 10 });
    expect(last().pathname).toBe('/search/searchbox/v1/category/fitness_center');
    const params = Object.fromEntries(last().searchParams);
    expect(params).toMatchObject({
      proximity: '3.4723,6.4474',
      limit: '10',
      country: 'ng',
      language: 'en',
      access_token: token,
    });
    // A box of about 15 km around the point.
    const [minLng, minLat, maxLng, maxLat] = (params.bbox ?? '').split(',').map(Number);
    expect(distanceMetres(lekki, { lat: maxLat ?? 0, lng: lekki.lng })).toBeCloseTo(15_000, -2);
    expect(distanceMetres(lekki, { lat: minLat ?? 0, lng: lekki.lng })).toBeCloseTo(15_000, -2);
    expect(distanceMetres(lekki, { lat: lekki.lat, lng: maxLng ?? 0 })).toBeCloseTo(15_000, -2);
    expect(distanceMetres(lekki, { lat: lekki.lat, lng: minLng ?? 0 })).toBeCloseTo(15_000, -2);
  });

  test('each category has its canonical Mapbox category; the limit is at most 25', async () => {
    await mapbox.nearby({ ...lekki, category: 'school', limit: 50 });
    expect(last().pathname).toBe('/search/searchbox/v1/category/school');
    expect(last().searchParams.get('limit')).toBe('25');
  });

  test('reads the GeoJSON features into places, nearest first, dropping unnamed and foreign ones', async () => {
    const places = await mapbox.nearby({ ...lekki, category: 'gym', limit: 10 });
    expect(places).toEqual([
      {
        id: 'mapbox:dXJuOm1ieHBvaTpOZWFy',
        name: 'Near Gym',
        category: 'gym',
        lat: 6.4496,
        lng: 3.4745,
        distanceM: Math.round(distanceMetres(lekki, { lat: 6.4496, lng: 3.4745 })),
        address: 'Admiralty Way, Lekki Phase 1, Lagos',
      },
      expect.objectContaining({ id: 'mapbox:dXJuOm1ieHBvaTpGYXI', name: 'Far Gym' }),
    ]);
    expect(await mapbox.nearby({ ...lekki, category: 'gym', limit: 1 })).toHaveLength(1);
    expect(await mapbox.nearby({ ...lekki, category: 'school', limit: 10 })).toEqual([]);
  });

  test('a rejected token names MAPBOX_TOKEN and never shows the token', async () => {
    const wrong = createMapboxNearby({ token: 'pk.wrong-token', baseUrl });
    const error = await wrong.nearby({ ...lekki, category: 'gym', limit: 5 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NearbyUnavailableError);
    expect((error as Error).message).toContain('MAPBOX_TOKEN');
    expect((error as Error).message).not.toContain('pk.wrong-token');
  });

  test('a server error, a slow server or an unreachable one is "unavailable"', async () => {
    await expect(mapbox.nearby({ ...lekki, category: 'supermarket', limit: 5 })).rejects.toThrow(/answered 500/);
    const impatient = createMapboxNearby({ token, baseUrl, timeoutMs: 50 });
    await expect(impatient.nearby({ ...lekki, category: 'restaurant', limit: 5 })).rejects.toThrow(/did not answer/);
    const unreachable = createMapboxNearby({ token, baseUrl: 'http://127.0.0.1:1' });
    const error = await unreachable.nearby({ ...lekki, category: 'gym', limit: 5 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NearbyUnavailableError);
    expect((error as Error).message).not.toContain(token);
  });
});
