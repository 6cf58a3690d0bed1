import { describe, expect, test } from 'bun:test';
import { buildPatch, dayAfter, decimalsOnly, normalise, validatePatch } from './form-values';

describe('normalising the editor form (spec §5)', () => {
  test('strings are trimmed and numeric-looking ones become numbers, but rooms and floors stay text', () => {
    expect(normalise('price', ' 6500000.50 ')).toBe(6500000.5);
    expect(normalise('latitude', '6.4474')).toBe(6.4474);
    expect(normalise('bedrooms', ' 4 ')).toBe('4');
    expect(normalise('totalFloors', '12')).toBe('12');
    expect(normalise('city', '  Lekki ')).toBe('Lekki');
    expect(normalise('address', '12')).toBe('12');
    expect(normalise('city', '   ')).toBeUndefined();
    expect(normalise('lotFeatures', ['Corner Lot', 'Corner Lot', ' '])).toEqual(['Corner Lot']);
    expect(normalise('lotFeatures', [])).toBeUndefined();
  });

  test('only changed values are sent; an emptied value is null and an emptied list []', () => {
    const initial = { price: '100', city: 'Lekki', state: 'Lagos', lotFeatures: ['Corner Lot'], deposit: '' };
    const current = { price: '100.00', city: ' Ajah ', state: '', lotFeatures: [], deposit: '' };
    expect(buildPatch(['price', 'city', 'state', 'lotFeatures', 'deposit'], initial, current)).toEqual({
      city: 'Ajah',
      state: null,
      lotFeatures: [],
    });
  });

  test('latitude and longitude travel together', () => {
    const patch = buildPatch(
      ['latitude', 'longitude'],
      { latitude: '6.1', longitude: '3.4' },
      {
        latitude: '6.2',
        longitude: '3.4',
      },
    );
    expect(patch).toEqual({ latitude: 6.2, longitude: 3.4 });
  });

  test('the contract names the field and its first message', () => {
    expect(validatePatch({ city: 'L' })).toEqual({ field: 'city', message: 'City must contain at least 2 characters' });
    expect(validatePatch({ latitude: 20, longitude: 3 })?.field).toBe('latitude');
    expect(validatePatch({ price: 1500, bedrooms: '3' })).toBeNull();
  });

  test('price inputs keep digits and one decimal point; stays end after the next day', () => {
    expect(decimalsOnly('₦6,500,000.5.0 naira')).toBe('6500000.50');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});
