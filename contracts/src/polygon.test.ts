// The rules a drawn search area must meet (spec §4 "Apply closes the polygon (invalid gives error)", §8 'Invalid
// polygon, Draw again'): the same function judges the map's draw tool and the API's query.
import { describe, expect, test } from 'bun:test';
import { POLYGON_MAX_POINTS, polygonRing } from './polygon';

const polygon = (ring: number[][]) => ({ type: 'Polygon', coordinates: [ring] });
// A square over Lekki Phase 1, about 3 km a side.
const lekki = [
  [3.46, 6.43],
  [3.49, 6.43],
  [3.49, 6.46],
  [3.46, 6.46],
  [3.46, 6.43],
];

describe('a drawn polygon', () => {
  test('a closed, simple ring inside Nigeria is kept as drawn, either way round', () => {
    expect(polygonRing(polygon(lekki))).toEqual(lekki as [number, number][]);
    expect(polygonRing(polygon([...lekki].reverse()))).toEqual([...lekki].reverse() as [number, number][]);
  });

  test('a triangle is the smallest area', () => {
    expect(
      polygonRing(
        polygon([
          [3.46, 6.43],
          [3.49, 6.43],
          [3.46, 6.46],
          [3.46, 6.43],
        ]),
      ),
    ).not.toBeNull();
    // Two corners are a line, not an area.
    expect(
      polygonRing(
        polygon([
          [3.46, 6.43],
          [3.49, 6.43],
          [3.46, 6.43],
        ]),
      ),
    ).toBeNull();
    // Three corners of which two are the same point.
    expect(
      polygonRing(
        polygon([
          [3.46, 6.43],
          [3.49, 6.43],
          [3.49, 6.43],
          [3.46, 6.43],
        ]),
      ),
    ).toBeNull();
  });

  test('corners in a line have no area', () => {
    expect(
      polygonRing(
        polygon([
          [3.4, 6.4],
          [3.5, 6.5],
          [3.6, 6.6],
          [3.4, 6.4],
        ]),
      ),
    ).toBeNull();
  });

  test('a ring that crosses itself (a bow tie) is refused', () => {
    expect(
      polygonRing(
        polygon([
          [3.46, 6.43],
          [3.49, 6.46],
          [3.49, 6.43],
          [3.46, 6.46],
          [3.46, 6.43],
        ]),
      ),
    ).toBeNull();
    // An edge doubling back over another one.
    expect(
      polygonRing(
        polygon([
          [3.4, 6.4],
          [3.6, 6.4],
          [3.5, 6.4],
          [3.5, 6.5],
          [3.4, 6.4],
        ]),
      ),
    ).toBeNull();
  });

  test('an open ring, a non-polygon and bad numbers are refused', () => {
    expect(polygonRing(polygon(lekki.slice(0, -1)))).toBeNull();
    expect(polygonRing({ type: 'Point', coordinates: [3.4, 6.4] })).toBeNull();
    expect(polygonRing({ type: 'Polygon', coordinates: [] })).toBeNull();
    expect(
      polygonRing(
        polygon([
          [3.46, 6.43],
          [Number.NaN, 6.43],
          [3.46, 6.46],
          [3.46, 6.43],
        ]),
      ),
    ).toBeNull();
    expect(
      polygonRing(
        polygon([
          [3.46, '6.43'],
          [3.49, 6.43],
          [3.46, 6.46],
          [3.46, 6.43],
        ] as never),
      ),
    ).toBeNull();
    expect(polygonRing(null)).toBeNull();
    expect(polygonRing('POLYGON((3 6, 4 6, 4 7, 3 6))')).toBeNull();
  });

  test('an area far outside Nigeria is refused; one reaching a little over the border is kept', () => {
    // Accra, Ghana.
    expect(
      polygonRing(
        polygon([
          [-0.2, 5.5],
          [-0.1, 5.5],
          [-0.1, 5.6],
          [-0.2, 5.5],
        ]),
      ),
    ).toBeNull();
    // Around Badagry, reaching into Benin Republic.
    expect(
      polygonRing(
        polygon([
          [2.5, 6.35],
          [2.95, 6.35],
          [2.95, 6.5],
          [2.5, 6.35],
        ]),
      ),
    ).not.toBeNull();
  });

  test(`at most ${POLYGON_MAX_POINTS} corners`, () => {
    const ring = (corners: number) => {
      const points = Array.from({ length: corners }, (_, i) => {
        const angle = (2 * Math.PI * i) / corners;
        return [3.47 + 0.05 * Math.cos(angle), 6.44 + 0.05 * Math.sin(angle)];
      });
      return [...points, points[0] as number[]];
    };
    expect(polygonRing(polygon(ring(POLYGON_MAX_POINTS)))).not.toBeNull();
    expect(polygonRing(polygon(ring(POLYGON_MAX_POINTS + 1)))).toBeNull();
  });
});
