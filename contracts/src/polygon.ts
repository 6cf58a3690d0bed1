// A drawn search area (spec §4 "Draw", §8 'Invalid polygon, Draw again'): the rules a polygon must meet, shared by
// the map's draw tool and the API's query parsing.
import { geoBounds } from './geo';

export const POLYGON_MAX_POINTS = 200;

export type LngLat = [number, number];

/** Whether segments ab and cd cross (touching at shared endpoints of neighbouring edges does not count). */
function segmentsCross(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const orient = (p: LngLat, q: LngLat, r: LngLat) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4 && o1 !== 0 && o2 !== 0 && o3 !== 0 && o4 !== 0) return true;
  const onSegment = (p: LngLat, q: LngLat, r: LngLat) =>
    Math.min(p[0], r[0]) <= q[0] &&
    q[0] <= Math.max(p[0], r[0]) &&
    Math.min(p[1], r[1]) <= q[1] &&
    q[1] <= Math.max(p[1], r[1]);
  if (o1 === 0 && onSegment(a, c, b)) return true;
  if (o2 === 0 && onSegment(a, d, b)) return true;
  if (o3 === 0 && onSegment(c, a, d)) return true;
  if (o4 === 0 && onSegment(c, b, d)) return true;
  return false;
}

/**
 * The outer ring of a drawn area as [lng, lat] points, closed (first = last), or null when it is not a usable
 * polygon: fewer than three distinct corners, unclosed, outside Nigeria's box, crossing itself or of no area.
 */
export function polygonRing(geometry: unknown): LngLat[] | null {
  if (!geometry || typeof geometry !== 'object') return null;
  const { type, coordinates } = geometry as { type?: unknown; coordinates?: unknown };
  if (type !== 'Polygon' || !Array.isArray(coordinates) || coordinates.length < 1) return null;
  const ring = coordinates[0];
  if (!Array.isArray(ring) || ring.length < 4 || ring.length > POLYGON_MAX_POINTS + 1) return null;
  const points: LngLat[] = [];
  for (const position of ring) {
    if (!Array.isArray(position) || position.length < 2) return null;
    const [x, y] = position as unknown[];
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return null;
    // A little margin around Nigeria: a border town's search area may reach over the line.
    if (x < geoBounds.minLng - 1 || x > geoBounds.maxLng + 1 || y < geoBounds.minLat - 1 || y > geoBounds.maxLat + 1)
      return null;
    points.push([x, y]);
  }
  const first = points[0] as LngLat;
  const last = points[points.length - 1] as LngLat;
  if (first[0] !== last[0] || first[1] !== last[1]) return null;
  const corners = points.slice(0, -1);
  if (new Set(corners.map(([x, y]) => `${x},${y}`)).size < 3) return null;
  let twiceArea = 0;
  for (let i = 0; i < corners.length; i += 1) {
    const [x1, y1] = corners[i] as LngLat;
    const [x2, y2] = corners[(i + 1) % corners.length] as LngLat;
    twiceArea += x1 * y2 - x2 * y1;
  }
  if (Math.abs(twiceArea) < 1e-12) return null;
  const n = corners.length;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      // Neighbouring edges share a corner by design.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      const a = corners[i] as LngLat;
      const b = corners[(i + 1) % n] as LngLat;
      const c = corners[j] as LngLat;
      const d = corners[(j + 1) % n] as LngLat;
      if (segmentsCross(a, b, c, d)) return null;
    }
  }
  return points;
}
