import { describe, expect, test } from 'bun:test';
import type { Property } from '@naija-homes/contracts/property';
import { buildPatch, dayAfter, decimalsOnly, digitsOnly, formValuesOf, normalise } from './form-values';

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

  test('only the step’s fields are sent', () => {
    expect(buildPatch(['city'], { city: 'Lekki', state: 'Lagos' }, { city: 'Ajah', state: 'Ogun' })).toEqual({
      city: 'Ajah',
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

  test('price inputs keep digits and one decimal point; stays end after the next day', () => {
    expect(decimalsOnly('₦6,500,000.5.0 naira')).toBe('6500000.50');
    expect(digitsOnly('4 rooms')).toBe('4');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the form’s view of a saved property', () => {
  test('numbers become text, null an empty input, lists copies; coordinates split into two inputs', () => {
    const location: Property['location'] = { type: 'Point', coordinates: [3.4723, 6.4474] };
    const saved = { price: 1500, city: null, lotFeatures: ['Corner Lot'], location };
    const values = formValuesOf(saved);
    expect(values).toMatchObject({
      price: '1500',
      city: '',
      lotFeatures: ['Corner Lot'],
      latitude: '6.4474',
      longitude: '3.4723',
    });
  });
});
