// The live sources' in-process cache, and the factory's choice of source.
import { describe, expect, test } from 'bun:test';
import { distanceMetres, NEARBY_MAX_LIMIT } from '@naija-homes/contracts/map';
import { withNearbyCache } from './cache';
import { createNearbyProvider, type NearbyProvider, type NearbyRequest, NearbyUnavailableError } from './index';

const lekki = { lat: 6.4474, lng: 3.4723 };
const places = [
  { id: 'osm:node/1', name: 'Near', category: 'school' as const, lat: 6.4496, lng: 3.4745 },
  { id: 'osm:node/2', name: 'Far', category: 'school' as const, lat: 6.4342, lng: 3.4268 },
];

/** A source that counts its calls and can be told to fail. */
function countingSource() {
  const calls: NearbyRequest[] = [];
  let failing = false;
  const source: NearbyProvider = {
    source: 'openstreetmap',
    async nearby(request) {
      calls.push(request);
      await Bun.sleep(5);
      if (failing) throw new NearbyUnavailableError('down');
      return places.map((place) => ({ ...place, distanceM: Math.round(distanceMetres(request, place)) }));
    },
  };
  return { source, calls, fail: (value: boolean) => (failing = value) };
}

describe('the nearby cache', () => {
  test('asks once for points within about 100 m, and measures from each request’s own point', async () => {
    const { source, calls } = countingSource();
    const cached = withNearbyCache(source);
    expect(cached.source).toBe('openstreetmap');
    const first = await cached.nearby({ ...lekki, category: 'school', limit: 1 });
    // About 40 m away, in the same 0.001° cell.
    const nearby = { lat: lekki.lat - 0.0003, lng: lekki.lng - 0.0002 };
    const second = await cached.nearby({ ...nearby, category: 'school', limit: 5 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ lat: 6.447, lng: 3.472, category: 'school', limit: NEARBY_MAX_LIMIT });
    const [near] = places as [(typeof places)[number]];
    expect(first).toEqual([{ ...near, distanceM: Math.round(distanceMetres(lekki, near)) }]);
    expect(second.map((place) => place.distanceM)).toEqual(
      places.map((place) => Math.round(distanceMetres(nearby, place))),
    );
    // Another category, or a point farther away, is another key.
    await cached.nearby({ ...lekki, category: 'gym', limit: 5 });
    await cached.nearby({ lat: lekki.lat + 0.01, lng: lekki.lng, category: 'school', limit: 5 });
    expect(calls).toHaveLength(3);
  });

  test('concurrent requests share one call; a failure is not kept', async () => {
    const { source, calls, fail } = countingSource();
    const cached = withNearbyCache(source);
    fail(true);
    const failures = await Promise.allSettled([
      cached.nearby({ ...lekki, category: 'school', limit: 5 }),
      cached.nearby({ ...lekki, category: 'school', limit: 5 }),
    ]);
    expect(failures.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toHaveLength(1);
    fail(false);
    expect(await cached.nearby({ ...lekki, category: 'school', limit: 5 })).toHaveLength(2);
    expect(calls).toHaveLength(2);
  });

  test('entries expire, and the least recently used goes when full', async () => {
    let now = 0;
    const { source, calls } = countingSource();
    const cached = withNearbyCache(source, { maxEntries: 2, ttlMs: 1000, now: () => now });
    const at = (lat: number) => cached.nearby({ lat, lng: 3.4, category: 'school', limit: 5 });
    await at(6.4);
    await at(6.5);
    await at(6.4); // 6.4 is now the most recently used
    await at(6.6); // evicts 6.5
    expect(calls).toHaveLength(3);
    await at(6.4);
    expect(calls).toHaveLength(3);
    await at(6.5);
    expect(calls).toHaveLength(4);
    now = 1001;
    await at(6.5);
    expect(calls).toHaveLength(5);
  });
});

describe('createNearbyProvider', () => {
  test('Mapbox when a token is set, else Overpass when its URL is set, else the packaged list', () => {
    expect(createNearbyProvider().source).toBe('packaged');
    expect(createNearbyProvider({ mapboxToken: '', overpassUrl: '' }).source).toBe('packaged');
    expect(createNearbyProvider({ overpassUrl: 'http://127.0.0.1:1/api/interpreter' }).source).toBe('openstreetmap');
    expect(
      createNearbyProvider({ mapboxToken: 'pk.test', overpassUrl: 'http://127.0.0.1:1/api/interpreter' }).source,
    ).toBe('mapbox');
  });

  test('an injected fetch is used for the live source', async () => {
    const calls: string[] = [];
    const spy = (async (input: Parameters<typeof fetch>[0]) => {
      calls.push(String(input));
      return Response.json({ elements: [] });
    }) as typeof fetch;
    const provider = createNearbyProvider({ overpassUrl: 'http://overpass.test/api/interpreter', fetch: spy });
    expect(await provider.nearby({ ...lekki, category: 'school', limit: 5 })).toEqual([]);
    expect(calls).toEqual(['http://overpass.test/api/interpreter']);
  });
});
