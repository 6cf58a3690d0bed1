import { describe, expect, test } from 'bun:test';
import { searchChips, searchTextPatch } from './search-chips';

describe('search chips', () => {
  test('a typed text moves its understood parts into filters, the rest stays text', () => {
    expect(searchTextPatch('3 bedroom duplex in Lekki Ph 1 under ₦5M')).toEqual({
      search: 'lekki phase 1',
      propertyType: ['detached-duplex', 'semi-detached-duplex', 'terraced-duplex'],
      bedrooms: '3',
      minPrice: undefined,
      maxPrice: '5000000',
    });
    expect(searchTextPatch('shortlet VI')).toEqual({
      search: 'victoria island',
      propertyFor: 'short-let',
      rentPaymentFrequency: undefined,
      leaseTerm: undefined,
    });
    expect(searchTextPatch('self con yearly')).toEqual({
      search: undefined,
      propertyFor: 'rent',
      propertyType: ['self-contain'],
      rentPaymentFrequency: 'annually',
    });
    expect(searchTextPatch('Lekki')).toBeNull();
    expect(searchTextPatch('')).toBeNull();
  });

  test('each understood filter is a chip that removes itself', () => {
    const chips = searchChips({
      search: 'lekki phase 1',
      bedrooms: '3',
      propertyType: 'detached-duplex,semi-detached-duplex,terraced-duplex',
      maxPrice: '5000000',
      propertyFor: 'rent',
      rentPaymentFrequency: 'annually',
      externalFeatures: "Boys' Quarters",
      amenities: 'Serviced,Furnished',
    });
    expect(chips.map((chip) => chip.label)).toEqual([
      'Lekki Phase 1',
      '3 bedrooms',
      'Duplex',
      'under ₦5M',
      'Paid yearly',
      "With BQ (boys' quarters)",
      'Serviced',
      'Furnished',
    ]);
    expect(chips[0]?.remove).toEqual({ search: undefined });
    expect(chips[1]?.remove).toEqual({ bedrooms: undefined });
    expect(chips[3]?.remove).toEqual({ minPrice: undefined, maxPrice: undefined });
    expect(chips[6]?.remove).toEqual({ amenities: ['Furnished'] });
  });

  test('single types, both price bounds, five or more bedrooms', () => {
    const chips = searchChips({
      propertyType: 'self-contain,mini-flat',
      minPrice: '2000000',
      maxPrice: '5000000',
      bedrooms: '5',
    });
    expect(chips.map((chip) => chip.label)).toEqual(['5+ bedrooms', 'Self Contain', 'Mini Flat', '₦2M–₦5M']);
    expect(chips[1]?.remove).toEqual({ propertyType: ['mini-flat'] });
  });

  test('removing a place keeps the other words', () => {
    const [place] = searchChips({ search: 'victoria island adeola' });
    expect(place?.label).toBe('Victoria Island');
    expect(place?.remove).toEqual({ search: 'adeola' });
  });
});
