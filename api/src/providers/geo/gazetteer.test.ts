import { describe, expect, test } from 'bun:test';
import { selectedLocationSchema } from '@naija-homes/contracts/geo';
import { createGazetteerGeo, gazetteerEntries, searchGazetteer } from './gazetteer';

const geo = createGazetteerGeo();
const labels = async (query: string, options?: Parameters<typeof geo.autocomplete>[1]) =>
  (await geo.autocomplete(query, options)).map((suggestion) => suggestion.label);

/** LGAs per state, as the constitution lists them. */
const officialLgaCounts: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'Federal Capital Territory': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) * 111.2;

describe('gazetteer data', () => {
  test('has the 36 states and the FCT, and all 774 LGAs with each state’s official count', () => {
    const states = gazetteerEntries.filter((entry) => entry.kind === 'state');
    expect(states.map((state) => state.name).sort()).toEqual(Object.keys(officialLgaCounts).sort());
    const lgas = gazetteerEntries.filter((entry) => entry.kind === 'lga');
    expect(lgas).toHaveLength(774);
    const counts: Record<string, number> = {};
    for (const lga of lgas) counts[lga.state] = (counts[lga.state] ?? 0) + 1;
    expect(counts).toEqual(officialLgaCounts);
  });

  test('ids and labels are unique', () => {
    expect(new Set(gazetteerEntries.map((entry) => entry.id)).size).toBe(gazetteerEntries.length);
    expect(new Set(gazetteerEntries.map((entry) => entry.label)).size).toBe(gazetteerEntries.length);
  });

  test('every place geocodes to a valid selected location inside Nigeria', async () => {
    for (const entry of gazetteerEntries) {
      const location = await geo.geocode(entry.id);
      expect(location, entry.id).not.toBeNull();
      const { latitude, longitude } = selectedLocationSchema.parse(location);
      expect(latitude, entry.id).toBeGreaterThanOrEqual(4);
      expect(latitude, entry.id).toBeLessThanOrEqual(14);
      expect(longitude, entry.id).toBeGreaterThanOrEqual(2.6);
      expect(longitude, entry.id).toBeLessThanOrEqual(14.7);
    }
  });

  test('each LGA lies near its state and each neighbourhood near its city (catches swapped or mistyped numbers)', () => {
    const stateCentre = new Map(gazetteerEntries.filter((e) => e.kind === 'state').map((e) => [e.state, e]));
    for (const lga of gazetteerEntries.filter((e) => e.kind === 'lga')) {
      expect(km(lga, stateCentre.get(lga.state)!), lga.label).toBeLessThan(250);
    }
    // A city is a town entry, or an LGA of the same name (Port Harcourt).
    const cities = gazetteerEntries.filter((e) => e.kind === 'city' || e.kind === 'lga');
    for (const place of gazetteerEntries.filter((e) => e.kind === 'neighbourhood')) {
      const city = cities.find((c) => c.state === place.state && c.name === place.city);
      expect(city, place.label).toBeDefined();
      expect(km(place, city!), place.label).toBeLessThan(40);
    }
  });
});

describe('gazetteer autocomplete', () => {
  test.each([
    ['Lekki', 'Lekki, Eti-Osa, Lagos'],
    ['lekki phase', 'Lekki Phase 1, Eti-Osa, Lagos'],
    ['Ikeja', 'Ikeja, Lagos'],
    ['ikeja g', 'Ikeja GRA, Ikeja, Lagos'],
    ['Maitama', 'Maitama, Abuja Municipal, FCT'],
    ['Bodija', 'Bodija, Ibadan North, Oyo'],
    ['Wuse 2', 'Wuse 2, Abuja Municipal, FCT'],
    ['Port Harcourt', 'Port Harcourt, Rivers'],
    ['Rumuokoro', 'Rumuokoro, Obio/Akpor, Rivers'],
    ['Independence Layout', 'Independence Layout, Enugu North, Enugu'],
    ['Ugbowo', 'Ugbowo, Egor, Edo'],
    ['Bompai', 'Bompai, Nassarawa, Kano'],
    ['Abuja', 'Abuja, FCT'],
    ['VI', 'Victoria Island, Eti-Osa, Lagos'],
    ['Kano', 'Kano, Kano'],
  ])('%s finds %s first', async (query, first) => {
    expect((await labels(query))[0]).toBe(first);
  });

  test('is case-, accent- and punctuation-insensitive', async () => {
    expect((await labels('LEKKI PHASE 1'))[0]).toBe('Lekki Phase 1, Eti-Osa, Lagos');
    expect((await labels('Égbéda'))[0]).toBe('Egbeda, Alimosho, Lagos');
    expect((await labels('eti osa'))[0]).toBe('Eti-Osa, Lagos');
    expect((await labels('etiosa'))[0]).toBe('Eti-Osa, Lagos');
    expect((await labels('jamaare'))[0]).toBe("Jama'are, Bauchi");
  });

  test('forgives one typo in queries of four or more characters', async () => {
    expect((await labels('Ikoyy'))[0]).toBe('Ikoyi, Eti-Osa, Lagos');
    expect((await labels('gwarimpa'))[0]).toBe('Gwarinpa, Abuja Municipal, FCT');
    expect((await labels('Maitma'))[0]).toBe('Maitama, Abuja Municipal, FCT');
    expect((await labels('lekki phaze'))[0]).toBe('Lekki Phase 1, Eti-Osa, Lagos');
    expect(await labels('ikx')).toEqual([]);
  });

  test('ranks exact before prefix before word prefix, and places before LGAs before states', async () => {
    expect((await labels('lekki')).slice(0, 3)).toEqual([
      'Lekki, Eti-Osa, Lagos',
      'Lekki Phase 1, Eti-Osa, Lagos',
      'Ibeju-Lekki, Lagos',
    ]);
    expect((await labels('lagos')).slice(0, 4)).toEqual([
      'Lagos, Lagos',
      'Lagos State',
      'Lagos Island, Lagos',
      'Lagos Mainland, Lagos',
    ]);
  });

  test('a proximity point decides between equally good matches', async () => {
    const enugu = { lat: 6.45, lng: 7.5 };
    const benin = { lat: 6.33, lng: 5.62 };
    expect((await labels('GRA', { proximity: enugu }))[0]).toBe('GRA, Enugu North, Enugu');
    expect((await labels('GRA', { proximity: benin }))[0]).toBe('GRA, Oredo, Edo');
  });

  test('finds a place by the words of its label', async () => {
    expect(await labels('wuse abuja')).toEqual(['Wuse, Abuja Municipal, FCT', 'Wuse 2, Abuja Municipal, FCT']);
  });

  test('honours the limit: 5 by default, at most 10, at least 1', async () => {
    expect(await geo.autocomplete('ab')).toHaveLength(5);
    expect(await geo.autocomplete('ab', { limit: 3 })).toHaveLength(3);
    expect(await geo.autocomplete('ab', { limit: 50 })).toHaveLength(10);
    expect(await geo.autocomplete('ab', { limit: 0 })).toHaveLength(1);
  });

  test('needs two characters and finds nothing outside Nigeria', async () => {
    expect(await geo.autocomplete('a')).toEqual([]);
    expect(await geo.autocomplete('  ')).toEqual([]);
    expect(await geo.autocomplete('Manchester')).toEqual([]);
    expect(await geo.autocomplete('Accra')).toEqual([]);
  });

  test('suggestions carry id, kind, state and city', async () => {
    const [lekki] = await geo.autocomplete('Lekki Phase 1');
    expect(lekki).toEqual({
      id: 'ng:lagos:eti-osa:lekki-phase-1',
      label: 'Lekki Phase 1, Eti-Osa, Lagos',
      kind: 'neighbourhood',
      state: 'Lagos',
      city: 'Lagos',
    });
    const [fct] = await geo.autocomplete('Federal Capital');
    expect(fct).toMatchObject({
      id: 'ng:federal-capital-territory',
      kind: 'state',
      state: 'Federal Capital Territory',
    });
  });

  test('answers in well under 5 ms (guards the prebuilt index, not a benchmark)', () => {
    const queries = ['le', 'lekki phase', 'ikoyy', 'maitama', 'port harcourt', 'zzzzzzzz', 'gwarimpa', 'wuse abuja'];
    const started = performance.now();
    for (let round = 0; round < 50; round++) for (const query of queries) searchGazetteer(query);
    expect((performance.now() - started) / (50 * queries.length)).toBeLessThan(5);
  });
});

describe('gazetteer geocode and reverse', () => {
  test('geocodes an id to the spec’s selected location', async () => {
    expect(await geo.geocode('ng:lagos:eti-osa:lekki-phase-1')).toEqual({
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Lagos',
      address: 'Lekki Phase 1, Eti-Osa, Lagos',
      latitude: 6.4474,
      longitude: 3.4723,
    });
    expect(await geo.geocode('ng:federal-capital-territory:abuja-municipal:maitama')).toMatchObject({
      state: 'Federal Capital Territory',
      city: 'Abuja',
      address: 'Maitama, Abuja Municipal, FCT',
    });
    expect(await geo.geocode('ng:rivers:obio-akpor')).toMatchObject({ state: 'Rivers', city: 'Port Harcourt' });
    expect(await geo.geocode('ng:kano:dambatta')).toMatchObject({ state: 'Kano', city: 'Dambatta' });
    expect(await geo.geocode('ng:oyo')).toMatchObject({ state: 'Oyo', city: 'Ibadan', address: 'Oyo State' });
  });

  test('an unknown id is null', async () => {
    expect(await geo.geocode('ng:lagos:nowhere')).toBeNull();
    expect(await geo.geocode('mapbox.place.3.4,6.4.abc')).toBeNull();
    expect(await geo.geocode('')).toBeNull();
  });

  test('reverse finds the neighbourhood around a point, else the nearest LGA, and nothing outside Nigeria', async () => {
    expect(await geo.reverse?.(6.448, 3.473)).toEqual({
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Lagos',
      address: 'Lekki Phase 1, Eti-Osa, Lagos',
      latitude: 6.448,
      longitude: 3.473,
    });
    expect(await geo.reverse?.(12.45, 8.52)).toMatchObject({ state: 'Kano', city: 'Dambatta' });
    expect(await geo.reverse?.(51.5, -0.12)).toBeNull();
    expect(await geo.reverse?.(Number.NaN, 3)).toBeNull();
  });
});
