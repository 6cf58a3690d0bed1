// The search map's state in the URL and the geometry it draws, kept apart from MapLibre so it can be tested.
import { formatCompact } from '@naija-homes/contracts/format';
import {
  EARTH_RADIUS_M,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  MAP_PRICE_LABEL_MIN_ZOOM,
} from '@naija-homes/contracts/map';
import { type LngLat, polygonRing } from '@naija-homes/contracts/polygon';
import type { PropertySearchQuery } from '@naija-homes/contracts/search';
import type { RawSearch, SearchPatch } from './search-logic';

/**
 * The map's own URL parameters, beside the search's: `at` (the camera as 'lat,lng,zoom'), `view=map` (the map
 * instead of the list on a phone), `place` (the chosen place's name, for the place box) and `follow=0` (the
 * "Search as I move the map" toggle turned off).
 */
export const mapParamKeys = ['view', 'at', 'place', 'follow'] as const;

export interface MapCamera {
  lat: number;
  lng: number;
  zoom: number;
}

export const defaultCamera: MapCamera = { ...MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };

/** 'lat,lng,zoom' from the URL, or null when missing or out of range. */
export function parseCamera(value: string | undefined): MapCamera | null {
  if (!value) return null;
  const parts = value.split(',').map((part) => Number(part));
  if (parts.length !== 3 || parts.some((part) => !Number.isFinite(part))) return null;
  const [lat, lng, zoom] = parts as [number, number, number];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || zoom < MAP_MIN_ZOOM || zoom > MAP_MAX_ZOOM) return null;
  return { lat, lng, zoom };
}

/** The camera as the URL keeps it: about a metre of precision, zoom to two decimals. */
export function cameraParam(camera: MapCamera): string {
  return `${camera.lat.toFixed(5)},${camera.lng.toFixed(5)},${Math.round(camera.zoom * 100) / 100}`;
}

export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** The visible area as the search's bounds (spec §3 "Map bounds"), rounded so a tiny pan is not a new search. */
export function boundsPatch(bounds: Bounds): SearchPatch {
  const round = (value: number) => String(Math.round(value * 10_000) / 10_000);
  return {
    neLat: round(Math.min(90, bounds.north)),
    neLng: round(Math.min(180, bounds.east)),
    swLat: round(Math.max(-90, bounds.south)),
    swLng: round(Math.max(-180, bounds.west)),
  };
}

/** Every area parameter removed: a new area (drawn, chosen place, or the view) replaces the others. */
export const noArea: SearchPatch = {
  neLat: undefined,
  neLng: undefined,
  swLat: undefined,
  swLng: undefined,
  polygon: undefined,
  centerLat: undefined,
  centerLng: undefined,
  radiusKm: undefined,
  place: undefined,
};

/** A drawn ring as the URL's polygon (GeoJSON), or null with the spec's error when it is not a usable area. */
export function drawnPolygonPatch(ring: unknown): SearchPatch | null {
  const checked = polygonRing({ type: 'Polygon', coordinates: [ring] });
  if (!checked) return null;
  const rounded = checked.map(([lng, lat]) => [Math.round(lng * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5]);
  // Rounding may merge corners of a tiny polygon: check again what will actually be sent.
  if (!polygonRing({ type: 'Polygon', coordinates: [rounded] })) return null;
  return { ...noArea, polygon: JSON.stringify({ type: 'Polygon', coordinates: [rounded] }) };
}

/** A circle on the ground as a closed ring of `steps` corners (the 30 km search area around a chosen place). */
export function circleRing(center: { lat: number; lng: number }, km: number, steps = 64): LngLat[] {
  const ring: LngLat[] = [];
  const angular = (km * 1000) / EARTH_RADIUS_M;
  const lat1 = (center.lat * Math.PI) / 180;
  const lng1 = (center.lng * Math.PI) / 180;
  for (let i = 0; i < steps; i += 1) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI]);
  }
  ring.push(ring[0] as LngLat);
  return ring;
}

/** [west, south, east, north] of a ring. */
export function ringBounds(ring: readonly LngLat[]): [number, number, number, number] {
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

/** The area the search is limited to, as a ring to draw: the drawn polygon or the chosen place's circle. */
export function searchAreaRing(query: PropertySearchQuery | null): LngLat[] | null {
  if (!query) return null;
  if (query.polygon) return query.polygon as LngLat[];
  if (query.centerLat !== undefined && query.centerLng !== undefined && query.radiusKm !== undefined) {
    return circleRing({ lat: query.centerLat, lng: query.centerLng }, query.radiusKm);
  }
  return null;
}

/** The price a marker carries from zoom 9 (spec §4): '₦2.5M', '₦850K', or none below that zoom or without a price. */
export function markerPrice(price: number | null, zoom: number): string | null {
  if (price === null || zoom < MAP_PRICE_LABEL_MIN_ZOOM) return null;
  return `₦${formatCompact(price)}`;
}

/** Whether "Search as I move the map" is on (it is unless turned off). */
export const followsMap = (raw: RawSearch) => raw.follow !== '0';

/** A base style's layer as the cluster layers need to know it (MapLibre's layer specification, loosely). */
export interface StyleLayerInfo {
  id: string;
  type: string;
  layout?: { 'text-font'?: unknown } | undefined;
}

/**
 * Where the clusters are drawn in a base style: under its first label layer, so the place names (city names above
 * all) are drawn over the circles instead of being hidden under them, and the font its labels use, for the counts
 * (a base style serves only its own fonts' glyphs). `font` is null when no label layer names a plain font stack.
 */
export function clusterLayerPlace(layers: readonly StyleLayerInfo[]): {
  beforeId: string | undefined;
  font: string[] | null;
} {
  const labels = layers.filter((layer) => layer.type === 'symbol');
  const stack = labels
    .map((layer) => layer.layout?.['text-font'])
    .find(
      (font): font is string[] =>
        Array.isArray(font) && font.length > 0 && font.every((name) => typeof name === 'string'),
    );
  const bold = stack?.find((name) => /bold/i.test(name));
  return { beforeId: labels[0]?.id, font: stack ? [bold ?? (stack[0] as string)] : null };
}
