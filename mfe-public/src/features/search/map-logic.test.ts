import { describe, expect, test } from 'bun:test';
import { distanceMetres, MAP_DEFAULT_ZOOM } from '@naija-homes/contracts/map';
import {
  boundsPatch,
  cameraParam,
  circleRing,
  clusterLayerPlace,
  defaultCamera,
  drawnPolygonPatch,
  markerPrice,
  parseCamera,
  ringBounds,
  searchAreaRing,
} from './map-logic';
import { parseSearch } from './search-logic';

describe('the map camera in the URL', () => {
  test('round-trips as lat,lng,zoom and refuses nonsense', () => {
    const camera = { lat: 6.447412345, lng: 3.472312345, zoom: 12.3456 };
    expect(cameraParam(camera)).toBe('6.44741,3.47231,12.35');
    expect(parseCamera('6.44741,3.47231,12.35')).toEqual({ lat: 6.44741, lng: 3.47231, zoom: 12.35 });
    for (const bad of ['', '6.4,3.4', 'a,b,c', '95,3.4,10', '6.4,3.4,40', '6.4,3.4,1']) {
      expect(parseCamera(bad)).toBeNull();
    }
    expect(defaultCamera.zoom).toBe(MAP_DEFAULT_ZOOM);
  });

  test('the visible area becomes the search bounds, rounded, and parses as the API reads it', () => {
    const patch = boundsPatch({ north: 6.512345, south: 6.398765, east: 3.612345, west: 3.398765 });
    expect(patch).toEqual({ neLat: '6.5123', neLng: '3.6123', swLat: '6.3988', swLng: '3.3988' });
    const parsed = parseSearch(patch as Record<string, string>);
    expect(parsed.success).toBe(true);
  });
});

describe('drawing an area', () => {
  const square = [
    [3.46, 6.43],
    [3.49, 6.43],
    [3.49, 6.46],
    [3.46, 6.46],
    [3.46, 6.43],
  ];

  test('a valid ring becomes the URL polygon and clears the other areas', () => {
    const patch = drawnPolygonPatch(square);
    expect(patch).not.toBeNull();
    expect(patch).toMatchObject({ neLat: undefined, centerLat: undefined, place: undefined });
    const parsed = parseSearch({ polygon: patch?.polygon as string });
    expect(parsed.success && parsed.data.polygon).toEqual(square as [number, number][]);
  });

  test('a self-crossing, too small or unclosed ring gives nothing (the page shows the spec error)', () => {
    expect(
      drawnPolygonPatch([
        [3.46, 6.43],
        [3.49, 6.46],
        [3.49, 6.43],
        [3.46, 6.46],
        [3.46, 6.43],
      ]),
    ).toBeNull();
    expect(
      drawnPolygonPatch([
        [3.46, 6.43],
        [3.49, 6.43],
        [3.46, 6.43],
      ]),
    ).toBeNull();
    expect(drawnPolygonPatch(square.slice(0, -1))).toBeNull();
    expect(drawnPolygonPatch(null)).toBeNull();
    // Corners a few centimetres apart collapse when rounded to a metre: too small to search.
    expect(
      drawnPolygonPatch([
        [3.4600001, 6.43],
        [3.4600002, 6.43],
        [3.4600001, 6.4300002],
        [3.4600001, 6.43],
      ]),
    ).toBeNull();
  });
});

describe('the search area drawn on the map', () => {
  test('a chosen place draws a 30 km circle whose corners are 30 km away', () => {
    const center = { lat: 6.4474, lng: 3.4723 };
    const ring = circleRing(center, 30);
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring[64] as [number, number]);
    for (const [lng, lat] of ring) expect(Math.abs(distanceMetres(center, { lat, lng }) - 30_000)).toBeLessThan(5);
    const [west, south, east, north] = ringBounds(ring);
    expect(west).toBeLessThan(center.lng);
    expect(east).toBeGreaterThan(center.lng);
    expect(north - south).toBeCloseTo(0.5396, 2);
  });

  test('comes from the polygon or the centre of the parsed search', () => {
    const withPlace = parseSearch({ centerLat: '6.4474', centerLng: '3.4723' });
    expect(withPlace.success && searchAreaRing(withPlace.data)?.length).toBe(65);
    const none = parseSearch({ propertyFor: 'rent' });
    expect(none.success && searchAreaRing(none.data)).toBeNull();
    expect(searchAreaRing(null)).toBeNull();
  });
});

test('markers carry their price from zoom 9, in naira with K, M or B', () => {
  expect(markerPrice(2_500_000, 9)).toBe('₦2.5M');
  expect(markerPrice(850_000, 12)).toBe('₦850K');
  expect(markerPrice(1_200_000_000, 15)).toBe('₦1.2B');
  expect(markerPrice(2_500_000, 8.99)).toBeNull();
  expect(markerPrice(null, 12)).toBeNull();
});

describe('the clusters in the base style', () => {
  // The offline base map's order (api/src/modules/map/offline-style.ts): shapes, the city dots, then the names.
  const offline = [
    { id: 'sea', type: 'background' },
    { id: 'states-fill', type: 'fill' },
    { id: 'city-dots', type: 'circle' },
    { id: 'state-names', type: 'symbol', layout: { 'text-font': ['Noto Sans Bold'] } },
    { id: 'lga-names', type: 'symbol', layout: {} },
    { id: 'city-names-1', type: 'symbol', layout: { 'text-font': ['Noto Sans Bold'] } },
    { id: 'city-names-3', type: 'symbol', layout: { 'text-font': ['Noto Sans Regular'] } },
  ];

  test("go under every label layer, so city names are drawn over them, and count in the labels' bold font", () => {
    const { beforeId, font } = clusterLayerPlace(offline);
    expect(beforeId).toBe('state-names');
    const order = offline.map((layer) => layer.id);
    const clustersAt = order.indexOf(beforeId as string);
    for (const label of ['city-names-1', 'city-names-3']) expect(order.indexOf(label)).toBeGreaterThan(clustersAt - 1);
    expect(font).toEqual(['Noto Sans Bold']);
  });

  test('a style without labels puts them on top; one without a plain font stack leaves the counts out', () => {
    expect(clusterLayerPlace([{ id: 'sea', type: 'background' }])).toEqual({ beforeId: undefined, font: null });
    expect(
      clusterLayerPlace([{ id: 'names', type: 'symbol', layout: { 'text-font': ['step', ['zoom'], 'A', 5, 'B'] } }]),
    ).toEqual({ beforeId: 'names', font: null });
  });
});
