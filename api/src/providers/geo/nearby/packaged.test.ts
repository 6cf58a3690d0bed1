// The packaged list: every place where its city says, inside Nigeria, with a unique id; and the provider's answers.
import { describe, expect, test } from 'bun:test';
import { isInNigeriaBox } from '@naija-homes/contracts/geo';
import { distanceMetres, NEARBY_RADIUS_M, nearbyCategories } from '@naija-homes/contracts/map';
import { createPackagedNearby, packagedPlaces, parsePackagedCity } from './packaged';
import { packagedCities } from './packaged-data';

const lekkiPhase1 = { lat: 6.4474, lng: 3.4723 };

describe('the packaged places', () => {
  test('every place lies within the radius of its city’s centre and inside Nigeria', () => {
    expect(packagedPlaces.length).toBeGreaterThan(30);
    const cities = new Map(packagedCities.map((city) => [city.id, city]));
    const misplaced = packagedPlaces.filter((place) => {
      const city = cities.get(place.city);
      return !city || distanceMetres(city, place) > NEARBY_RADIUS_M || !isInNigeriaBox(place.lat, place.lng);
    });
    expect(misplaced).toEqual([]);
  });

  test('ids are unique and names and addresses are clean', () => {
    const ids = packagedPlaces.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const place of packagedPlaces) {
      expect(place.id).toMatch(/^ng:[a-z-]+:(school|supermarket|gym|restaurant):[a-z0-9-]+$/);
      expect(place.name).toBe(place.name.trim());
      expect(place.address ?? '').not.toContain('~');
      expect(place.address ?? '').not.toContain('|');
    }
  });

  test('a Lekki listing has every category within reach', () => {
    for (const category of nearbyCategories) {
      const near = packagedPlaces.filter(
        (place) => place.category === category && distanceMetres(lekkiPhase1, place) <= NEARBY_RADIUS_M,
      );
      expect(near.length, category).toBeGreaterThan(0);
    }
  });

  test('a malformed line fails at load rather than vanishing', () => {
    const city = { id: 'test', name: 'Test', lat: 6.45, lng: 3.4 };
    expect(() => parsePackagedCity({ ...city, places: 'hospital | Somewhere | 6.45 3.40 | Lagos' })).toThrow(
      /cannot read/,
    );
    expect(() => parsePackagedCity({ ...city, places: 'school | Somewhere | 6.45 | Lagos' })).toThrow(/cannot read/);
    expect(parsePackagedCity({ ...city, places: '# a comment\n school | A School | 6.45 3.40 | Area ~' })).toEqual([
      {
        id: 'ng:test:school:a-school',
        city: 'test',
        name: 'A School',
        category: 'school',
        lat: 6.45,
        lng: 3.4,
        address: 'Area',
        approximate: true,
      },
    ]);
  });
});

describe('the packaged provider', () => {
  const provider = createPackagedNearby();

  test('answers the schools near Lekki nearest first, with their distances, all within 15 km', async () => {
    expect(provider.source).toBe('packaged');
    const schools = await provider.nearby({ ...lekkiPhase1, category: 'school', limit: 50 });
    expect(schools.length).toBeGreaterThanOrEqual(5);
    for (const school of schools) {
      expect(school.category).toBe('school');
      expect(school.distanceM).toBe(Math.round(distanceMetres(lekkiPhase1, school)));
      expect(school.distanceM).toBeLessThanOrEqual(NEARBY_RADIUS_M);
    }
    const distances = schools.map((school) => school.distanceM);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Nothing in the list beyond the radius, nothing within it left out.
    const within = packagedPlaces.filter(
      (place) => place.category === 'school' && distanceMetres(lekkiPhase1, place) <= NEARBY_RADIUS_M,
    );
    expect(schools.map((school) => school.id).sort()).toEqual(within.map((place) => place.id).sort());
  });

  test('keeps to the limit', async () => {
    const [first, ...rest] = await provider.nearby({ ...lekkiPhase1, category: 'school', limit: 1 });
    expect(rest).toEqual([]);
    const all = await provider.nearby({ ...lekkiPhase1, category: 'school', limit: 50 });
    expect(first).toEqual(all[0]);
  });

  test('a point far from every packaged city has nothing nearby', async () => {
    for (const category of nearbyCategories) {
      expect(await provider.nearby({ lat: 11.85, lng: 13.16, category, limit: 20 })).toEqual([]);
    }
  });
});
