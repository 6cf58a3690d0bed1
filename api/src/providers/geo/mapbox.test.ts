// The Mapbox adapter against a local HTTP fake of the Geocoding API v6 (forward and reverse).
import { afterAll, describe, expect, test } from 'bun:test';
import { createGeoProvider, GeoUnavailableError } from './index';
import { createMapboxGeo } from './mapbox';

const token = 'pk.test-token-for-the-fake';

const nigeria = { mapbox_id: 'dXJuOm1ieHBsYzpJbXc', name: 'Nigeria', country_code: 'NG', country_code_alpha_3: 'NGA' };
const lagosRegion = { mapbox_id: 'dXJuOm1ieHBsYzpBUVRt', name: 'Lagos', region_code: 'LA', region_code_full: 'NG-LA' };
const lagosPlace = { mapbox_id: 'dXJuOm1ieHBsYzpEWXhv', name: 'Lagos', wikidata_id: 'Q8673' };
const fctRegion = {
  mapbox_id: 'dXJuOm1ieHBsYzpBUXRz',
  name: 'Federal Capital Territory',
  region_code: 'FC',
  region_code_full: 'NG-FC',
};

function feature(
  mapboxId: string,
  featureType: string,
  [lng, lat]: [number, number],
  properties: Record<string, unknown>,
) {
  return {
    type: 'Feature',
    id: mapboxId,
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: {
      mapbox_id: mapboxId,
      feature_type: featureType,
      coordinates: { longitude: lng, latitude: lat },
      ...properties,
    },
  };
}

const lekkiPhase1 = feature('dXJuOm1ieHBsYzpMZWtraVAx', 'neighborhood', [3.4723, 6.4474], {
  name: 'Lekki Phase 1',
  name_preferred: 'Lekki Phase 1',
  place_formatted: 'Lagos, Nigeria',
  full_address: 'Lekki Phase 1, Lagos, Nigeria',
  bbox: [3.456, 6.435, 3.489, 6.458],
  context: {
    neighborhood: { mapbox_id: 'dXJuOm1ieHBsYzpMZWtraVAx', name: 'Lekki Phase 1' },
    place: lagosPlace,
    region: lagosRegion,
    country: nigeria,
  },
});
const admiraltyWay = feature('dXJuOm1ieGFkcjpBZG1pcmFsdHkxMg', 'address', [3.47311, 6.44692], {
  name: '12 Admiralty Way',
  place_formatted: 'Lekki Phase 1, Lagos, Nigeria',
  full_address: '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  match_code: { address_number: 'matched', street: 'matched', confidence: 'exact' },
  context: {
    address: { mapbox_id: 'dXJuOm1ieGFkcjpBZG1pcmFsdHkxMg', address_number: '12', street_name: 'Admiralty Way' },
    street: { mapbox_id: 'dXJuOm1ieGFkcjpBZG1pcmFsdHk', name: 'Admiralty Way' },
    neighborhood: { mapbox_id: 'dXJuOm1ieHBsYzpMZWtraVAx', name: 'Lekki Phase 1' },
    place: lagosPlace,
    region: lagosRegion,
    country: nigeria,
  },
});
const fct = feature('dXJuOm1ieHBsYzpBUXRz', 'region', [7.1856, 8.8941], {
  name: 'Federal Capital Territory',
  place_formatted: 'Nigeria',
  full_address: 'Federal Capital Territory, Nigeria',
  context: { region: fctRegion, country: nigeria },
});
/** What a fake that ignored country=ng would add; the adapter must drop it. */
const accra = feature('dXJuOm1ieHBsYzpBY2NyYQ', 'place', [-0.187, 5.6037], {
  name: 'Accra',
  full_address: 'Accra, Greater Accra, Ghana',
  context: { region: { name: 'Greater Accra' }, country: { name: 'Ghana', country_code: 'GH' } },
});

const collection = (...features: unknown[]) => ({
  type: 'FeatureCollection',
  features,
  attribution: 'NOTICE: ©Mapbox',
});

const received: URL[] = [];
const server = Bun.serve({
  port: 0,
  async fetch(request) {
    const url = new URL(request.url);
    received.push(url);
    const params = url.searchParams;
    if (params.get('access_token') !== token) {
      return Response.json({ message: 'Not Authorized - Invalid Token', error_code: 'INVALID_TOKEN' }, { status: 401 });
    }
    if (params.get('country') !== 'ng') return Response.json({ message: 'expected country=ng' }, { status: 400 });
    if (url.pathname === '/search/geocode/v6/forward') {
      switch (params.get('q')) {
        case 'Lekki':
          return Response.json(collection(lekkiPhase1, admiraltyWay, accra));
        case 'Federal Capital':
          return Response.json(collection(fct));
        case 'boom':
          return Response.json({ message: 'Internal Server Error' }, { status: 500 });
        case 'slow':
          await Bun.sleep(500);
          return Response.json(collection());
        case 'garbled':
          return new Response('<html>gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } });
        case 'rejected':
          return Response.json({ message: 'Query too long' }, { status: 422 });
        default:
          return Response.json(collection());
      }
    }
    if (url.pathname === '/search/geocode/v6/reverse') {
      return Response.json(
        params.get('types') === 'neighborhood' ? collection(admiraltyWay, lekkiPhase1) : collection(admiraltyWay),
      );
    }
    return Response.json({ message: 'Not Found' }, { status: 404 });
  },
});
afterAll(() => server.stop(true));

const baseUrl = server.url.origin;
const geo = createMapboxGeo({ token, baseUrl });
const last = () => received.at(-1) as URL;

describe('Mapbox adapter', () => {
  test('searches Nigeria only, with autocomplete, and maps features to suggestions', async () => {
    const suggestions = await geo.autocomplete('Lekki');
    const params = last().searchParams;
    expect(last().pathname).toBe('/search/geocode/v6/forward');
    expect(Object.fromEntries(params)).toMatchObject({
      q: 'Lekki',
      country: 'ng',
      autocomplete: 'true',
      limit: '5',
      types: 'region,district,place,locality,neighborhood,street,address',
      access_token: token,
    });
    expect(suggestions).toEqual([
      {
        id: 'mapbox.neighborhood.3.472300,6.447400.dXJuOm1ieHBsYzpMZWtraVAx',
        label: 'Lekki Phase 1, Lagos',
        kind: 'neighbourhood',
        state: 'Lagos',
        city: 'Lagos',
      },
      {
        id: 'mapbox.address.3.473110,6.446920.dXJuOm1ieGFkcjpBZG1pcmFsdHkxMg',
        label: '12 Admiralty Way, Lekki Phase 1, Lagos',
        kind: 'address',
        state: 'Lagos',
        city: 'Lagos',
      },
    ]);
  });

  test('passes the limit and the proximity point (longitude first)', async () => {
    await geo.autocomplete('Ikeja', { limit: 3, proximity: { lat: 6.6, lng: 3.35 } });
    expect(last().searchParams.get('limit')).toBe('3');
    expect(last().searchParams.get('proximity')).toBe('3.35,6.6');
  });

  test('a state comes back with its official name and its capital as the city', async () => {
    expect(await geo.autocomplete('Federal Capital')).toEqual([
      {
        id: 'mapbox.region.7.185600,8.894100.dXJuOm1ieHBsYzpBUXRz',
        label: 'Federal Capital Territory',
        kind: 'state',
        state: 'Federal Capital Territory',
        city: 'Abuja',
      },
    ]);
  });

  test('asks for permanent results only when configured to', async () => {
    expect(last().searchParams.has('permanent')).toBe(false);
    await createMapboxGeo({ token, baseUrl, permanent: true }).autocomplete('Lekki');
    expect(last().searchParams.get('permanent')).toBe('true');
  });

  test('never sends a query shorter than two characters', async () => {
    const before = received.length;
    expect(await geo.autocomplete('L')).toEqual([]);
    expect(await geo.autocomplete(' ; ')).toEqual([]);
    expect(received.length).toBe(before);
  });

  test('geocodes a suggestion id through the reverse endpoint, keeping the suggestion’s point', async () => {
    const [lekki] = await geo.autocomplete('Lekki');
    const location = await geo.geocode(lekki?.id ?? '');
    expect(last().pathname).toBe('/search/geocode/v6/reverse');
    expect(Object.fromEntries(last().searchParams)).toMatchObject({
      longitude: '3.4723',
      latitude: '6.4474',
      types: 'neighborhood',
      country: 'ng',
      access_token: token,
    });
    expect(location).toEqual({
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Lagos',
      address: 'Lekki Phase 1, Lagos',
      latitude: 6.4474,
      longitude: 3.4723,
    });
  });

  test('an id it did not make, or outside Nigeria, is null without a call', async () => {
    const before = received.length;
    expect(await geo.geocode('ng:lagos:eti-osa:lekki-phase-1')).toBeNull();
    expect(await geo.geocode('mapbox.place.-0.187000,5.603700.dXJuOm1ieHBsYzpBY2NyYQ')).toBeNull();
    expect(await geo.geocode('mapbox.place.3.4,6.4.bad id')).toBeNull();
    expect(received.length).toBe(before);
  });

  test('reverse geocodes a map point and keeps the point', async () => {
    expect(await geo.reverse?.(6.447, 3.4731)).toEqual({
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Lagos',
      address: '12 Admiralty Way, Lekki Phase 1, Lagos',
      latitude: 6.447,
      longitude: 3.4731,
    });
    const before = received.length;
    expect(await geo.reverse?.(51.5, -0.12)).toBeNull();
    expect(received.length).toBe(before);
  });

  test('a rejected token is a configuration error that names MAPBOX_TOKEN and hides the token', async () => {
    const wrong = createMapboxGeo({ token: 'pk.wrong-token', baseUrl });
    const error = await wrong.autocomplete('Lekki').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GeoUnavailableError);
    expect((error as Error).message).toContain('MAPBOX_TOKEN');
    expect((error as Error).message).not.toContain('pk.wrong-token');
  });

  test('a server error or a body that is not JSON is "unavailable", never an empty result', async () => {
    await expect(geo.autocomplete('boom')).rejects.toBeInstanceOf(GeoUnavailableError);
    await expect(geo.autocomplete('garbled')).rejects.toBeInstanceOf(GeoUnavailableError);
  });

  test('a query Mapbox refuses as invalid (422) gives no suggestions', async () => {
    expect(await geo.autocomplete('rejected')).toEqual([]);
  });

  test('a server that does not answer in time is "unavailable"', async () => {
    const impatient = createMapboxGeo({ token, baseUrl, timeoutMs: 50 });
    const error = await impatient.autocomplete('slow').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GeoUnavailableError);
    expect((error as Error).message).toMatch(/did not answer/);
  });

  test('a server that cannot be reached is "unavailable"', async () => {
    const unreachable = createMapboxGeo({ token, baseUrl: 'http://127.0.0.1:1' });
    await expect(unreachable.autocomplete('Lekki')).rejects.toBeInstanceOf(GeoUnavailableError);
  });
});

describe('createGeoProvider', () => {
  test('uses Mapbox when a token is configured, else the offline gazetteer', async () => {
    expect(createGeoProvider().name).toBe('gazetteer');
    expect(createGeoProvider({ mapboxToken: '' }).name).toBe('gazetteer');
    const mapbox = createGeoProvider({ mapboxToken: token, mapboxBaseUrl: baseUrl });
    expect(mapbox.name).toBe('mapbox');
    expect(await mapbox.autocomplete('Lekki')).toHaveLength(2);
  });

  test('an injected fetch is used for every call', async () => {
    const calls: string[] = [];
    const spy = (async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      calls.push(String(input));
      return fetch(input, init);
    }) as typeof fetch;
    const mapbox = createGeoProvider({ mapboxToken: token, mapboxBaseUrl: baseUrl, fetch: spy });
    await mapbox.autocomplete('Lekki');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toStartWith(`${baseUrl}/search/geocode/v6/forward?`);
  });
});
