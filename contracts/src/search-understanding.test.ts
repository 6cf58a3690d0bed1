// Each rule of reading the search box (issue 36), one expectation per way people write it.
import { describe, expect, test } from 'bun:test';
import { understandSearch, withinOneEdit } from './search-understanding';

const read = (text: string) => understandSearch(text);
const DUPLEX = ['detached-duplex', 'semi-detached-duplex', 'terraced-duplex'];
const BUNGALOW = ['detached-bungalow', 'semi-detached-bungalow', 'terraced-bungalow'];

describe('property words', () => {
  test.each([
    ['self-contain', ['self-contain']],
    ['self contain', ['self-contain']],
    ['self con', ['self-contain']],
    ['selfcon', ['self-contain']],
    ['room self contain', ['self-contain']],
    ['face-me-I-face-you', ['self-contain']],
    ['face me i face you', ['self-contain']],
    ['mini flat', ['mini-flat']],
    ['miniflat', ['mini-flat']],
    ['room and parlour', ['mini-flat']],
    ['room & parlour', ['mini-flat']],
    ['Room and parlor', ['mini-flat']],
    ['duplex', DUPLEX],
    ['bungalow', BUNGALOW],
    ['terrace', ['terraced-duplex', 'terraced-bungalow']],
    ['terraced duplex', ['terraced-duplex']],
    ['semi-detached', ['semi-detached-duplex', 'semi-detached-bungalow']],
    ['semi detached duplex', ['semi-detached-duplex']],
    ['semi-detached bungalow', ['semi-detached-bungalow']],
    ['detached duplex', ['detached-duplex']],
    ['penthouse', ['flat']],
    ['apartment', ['flat']],
    ['flat', ['flat']],
    ['office space', ['office-space', 'co-working-space']],
    ['plot of land', ['land']],
  ])('%s is a type', (text, types) => {
    expect(read(text).filters.propertyType).toEqual(types);
    expect(read(text).text).toBeUndefined();
  });

  test.each([
    ['shortlet', 'short-let'],
    ['short let', 'short-let'],
    ['short-let', 'short-let'],
    ['Shortlets', 'short-let'],
    ['for rent', 'rent'],
    ['to let', 'rent'],
    ['for sale', 'sale'],
  ] as const)('%s is the purpose', (text, purpose) => {
    expect(read(text).filters.propertyFor).toBe(purpose);
  });

  test.each(['BQ', 'B.Q', 'with bq', "boys' quarters", 'boys quarters', "boy's quarter", 'Boys Quaters'])(
    '%s is a boys’ quarters',
    (text) => {
      expect(read(text).filters.externalFeatures).toEqual(["Boys' Quarters"]);
      expect(read(text).text).toBeUndefined();
    },
  );

  test('serviced and fully furnished are amenities', () => {
    expect(read('serviced').filters.amenities).toEqual(['Serviced']);
    expect(read('fully furnished').filters.amenities).toEqual(['Furnished']);
    expect(read('serviced fully furnished apartment').filters).toEqual({
      propertyType: ['flat'],
      amenities: ['Serviced', 'Furnished'],
    });
  });

  test('words with no type in common add up', () => {
    expect(read('duplex or bungalow').filters.propertyType).toEqual([...DUPLEX, ...BUNGALOW]);
  });
});

describe('numbers', () => {
  test.each([
    ['3 bed', 3],
    ['3bed', 3],
    ['3bedroom', 3],
    ['3 bedrooms', 3],
    ['3-bedroom', 3],
    ['three bedroom', 3],
    ['Two Bedroom', 2],
    ['2br', 2],
    ['4 bdrm', 4],
    ['1 bedroom', 1],
    ['7 bedroom', 5],
  ])('%s is %i bedrooms', (text, bedrooms) => {
    expect(read(text).filters.bedrooms).toBe(bedrooms);
    expect(read(text).text).toBeUndefined();
  });

  test.each([
    ['₦2m', 200_000_000],
    ['N2m', 200_000_000],
    ['2m', 200_000_000],
    ['2 million', 200_000_000],
    ['2,000,000', 200_000_000],
    ['2000000', 200_000_000],
    ['1.5m', 150_000_000],
    ['2.35 million', 235_000_000],
    ['500k', 50_000_000],
    ['₦500,000', 50_000_000],
    ['1.2bn', 120_000_000_000],
    ['under ₦5M', 500_000_000],
    ['below 5 million', 500_000_000],
    ['budget 3m', 300_000_000],
  ])('%s is a price of at most %i kobo', (text, kobo) => {
    expect(read(text).filters.maxPriceKobo).toBe(kobo);
    expect(read(text).filters.minPriceKobo).toBeUndefined();
  });

  test('above, from and at least set the lower bound; a range sets both', () => {
    expect(read('above 100m').filters).toEqual({ minPriceKobo: 10_000_000_000 });
    expect(read('at least ₦2,500,000').filters).toEqual({ minPriceKobo: 250_000_000 });
    expect(read('between 2 and 5 million').filters).toEqual({ minPriceKobo: 200_000_000, maxPriceKobo: 500_000_000 });
    expect(read('2-5m').filters).toEqual({ minPriceKobo: 200_000_000, maxPriceKobo: 500_000_000 });
    expect(read('₦5m to ₦2m').filters).toEqual({ minPriceKobo: 200_000_000, maxPriceKobo: 500_000_000 });
  });

  test('small bare numbers stay words: house numbers, phases, "Wuse 2"', () => {
    expect(read('12 Admiralty Way').filters).toEqual({});
    expect(read('12 Admiralty Way').text).toBe('12 admiralty way');
    expect(read('Wuse 2').filters).toEqual({});
    expect(read('lekki phase 1 and 2').filters).toEqual({});
    expect(read('3rd avenue gwarinpa').filters).toEqual({});
  });

  test.each([
    ['per annum', 'annually'],
    ['p.a', 'annually'],
    ['yearly', 'annually'],
    ['annually', 'annually'],
    ['/year', 'annually'],
    ['a year', 'annually'],
    ['monthly', 'monthly'],
    ['per month', 'monthly'],
    ['quarterly', 'quarterly'],
  ] as const)('%s is paid %s, so it is a rental', (text, frequency) => {
    expect(read(text).filters).toEqual({ rentPaymentFrequency: frequency, propertyFor: 'rent' });
  });

  test('a frequency is not inside other words, and a sale has none', () => {
    expect(read('Yaba yearly').text).toBe('yaba');
    expect(read('papa ajao').filters).toEqual({});
    expect(read('duplex for sale yearly').filters).toEqual({ propertyType: DUPLEX, propertyFor: 'sale' });
  });
});

describe('places', () => {
  test.each([
    ['VI', 'Victoria Island', 'victoria island'],
    ['PH', 'Port Harcourt', 'port harcourt'],
    ['PHC', 'Port Harcourt', 'port harcourt'],
    ['FCT', 'Abuja', 'abuja'],
    ['Lekki Ph 1', 'Lekki Phase 1', 'lekki phase 1'],
    ['lekki phase one', 'Lekki Phase 1', 'lekki phase 1'],
    ['Lekki Phase 1', 'Lekki Phase 1', 'lekki phase 1'],
    ['Ikoyi/Obalende', 'Ikoyi', 'ikoyi'],
    ['Obalende', 'Ikoyi', 'ikoyi'],
    ['GRA Ikeja', 'Ikeja GRA', 'ikeja gra'],
    ['Ikeja GRA', 'Ikeja GRA', 'ikeja gra'],
    ['GRA PH', 'Port Harcourt GRA', 'port harcourt gra'],
    ['Benin GRA', 'Benin City GRA', 'benin city gra'],
    ['GRA', 'GRA', 'gra'],
  ])('%s is %s', (text, label, words) => {
    expect(read(text).places).toEqual([{ label, words }]);
    expect(read(text).text).toBe(words);
    expect(read(text).filters).toEqual({});
  });
});

describe('misspellings', () => {
  test('within one edit', () => {
    expect(withinOneEdit('lekki', 'leki')).toBe(true);
    expect(withinOneEdit('magodo', 'magoddo')).toBe(true);
    expect(withinOneEdit('duplex', 'dulpex')).toBe(true);
    expect(withinOneEdit('duplex', 'dplx')).toBe(false);
    expect(withinOneEdit('ikoyi', 'ikeja')).toBe(false);
  });

  test.each([
    ['Leki', 'Lekki'],
    ['Magoddo', 'Magodo'],
    ['Surulere', 'Surulere'],
    ['Gbagda', 'Gbagada'],
    ['Gwarimpa', 'Gwarinpa'],
  ])('%s is %s', (text, label) => {
    expect(read(text).places.map((p) => p.label)).toEqual([label]);
  });

  test('property words too; unknown words are left as typed', () => {
    expect(read('dupplex').filters.propertyType).toEqual(DUPLEX);
    expect(read('bungalo').filters.propertyType).toEqual(BUNGALOW);
    expect(read('shortlett').filters.propertyFor).toBe('short-let');
    expect(read('furnised').filters.amenities).toEqual(['Furnished']);
    expect(read('Admiralty').text).toBe('admiralty');
    expect(read('Bourdillon').text).toBe('bourdillon');
  });
});

describe('a whole query', () => {
  test('3 bedroom duplex in Lekki Ph 1 under ₦5M', () => {
    expect(read('3 bedroom duplex in Lekki Ph 1 under ₦5M')).toEqual({
      filters: { bedrooms: 3, propertyType: DUPLEX, maxPriceKobo: 500_000_000 },
      places: [{ label: 'Lekki Phase 1', words: 'lekki phase 1' }],
      text: 'lekki phase 1',
    });
  });

  test('self con in Yaba 400k per annum', () => {
    expect(read('self con in Yaba 400k per annum')).toEqual({
      filters: {
        propertyType: ['self-contain'],
        maxPriceKobo: 40_000_000,
        rentPaymentFrequency: 'annually',
        propertyFor: 'rent',
      },
      places: [{ label: 'Yaba', words: 'yaba' }],
      text: 'yaba',
    });
  });

  test('reading the remaining text again finds the same places and no filters', () => {
    for (const text of [
      '3 bedroom duplex in Lekki Ph 1 under ₦5M',
      '2br shortlet VI',
      'bq terrace GRA PH yearly',
      'mini flat Ikoyi/Obalende 1.5m',
    ]) {
      const first = read(text);
      const again = read(first.text ?? '');
      expect(again.filters).toEqual({});
      expect(again.places).toEqual(first.places);
      expect(again.text).toBe(first.text);
    }
  });

  test('nothing to read', () => {
    expect(read('')).toEqual({ filters: {}, places: [], text: undefined });
    expect(read('   ')).toEqual({ filters: {}, places: [], text: undefined });
  });
});
