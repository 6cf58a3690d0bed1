import { describe, expect, test } from 'bun:test';
import { addressWithStreet, streetAndArea } from './street-and-area';

describe('the place search text', () => {
  test('a street before a comma is kept; the area after it is what is searched', () => {
    expect(streetAndArea('12 Admiralty Way, Lekki Phase 1')).toEqual({
      street: '12 Admiralty Way',
      area: 'Lekki Phase 1',
    });
    expect(streetAndArea('Plot 5, Wuse 2, Abuja')).toEqual({ street: 'Plot 5', area: 'Wuse 2, Abuja' });
  });
  test('without a comma, or with nothing after it yet, the whole text is the area', () => {
    expect(streetAndArea('Lekki Phase')).toEqual({ street: null, area: 'Lekki Phase' });
    expect(streetAndArea('12 Admiralty Way, ')).toEqual({ street: null, area: '12 Admiralty Way' });
  });
  test('the picked area keeps the street in front of its address', () => {
    expect(addressWithStreet('12 Admiralty Way', 'Lekki Phase 1, Eti-Osa, Lagos')).toBe(
      '12 Admiralty Way, Lekki Phase 1, Eti-Osa, Lagos',
    );
    expect(addressWithStreet(null, 'Lekki Phase 1, Eti-Osa, Lagos')).toBe('Lekki Phase 1, Eti-Osa, Lagos');
  });
});
