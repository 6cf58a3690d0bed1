import { describe, expect, test } from 'bun:test';
import { publicProperty as listing } from '../../test/listings';
import { amenityGroups, detailGroups, isLive, priceLabel, toPropertyCard } from './listing-facts';

describe('priceLabel', () => {
  test('rent shows its frequency, short-let is per night, sale has none', () => {
    expect(priceLabel(listing())).toEqual({ amount: '₦1,500,000.00', per: '/ year' });
    expect(priceLabel(listing({ rentPaymentFrequency: 'monthly' })).per).toBe('/ month');
    expect(priceLabel(listing({ propertyFor: 'short-let', rentPaymentFrequency: null })).per).toBe('/ night');
    expect(priceLabel(listing({ propertyFor: 'sale', rentPaymentFrequency: null })).per).toBeNull();
    expect(priceLabel(listing({ price: null })).amount).toBe('Price on request');
  });
});

describe('detailGroups', () => {
  test('a residential listing shows general, exterior and interior facts that are filled in', () => {
    const groups = detailGroups(
      listing({ totalArea: 1200, waterSupply: 'public-water', distToSchool: 1.5, ceilingType: 'pop' }),
    );
    expect(groups.map((group) => group.title)).toEqual(['General', 'Exterior', 'Interior']);
    expect(groups[0]?.facts).toContainEqual({ label: 'Property type', value: 'Mini Flat' });
    expect(groups[0]?.facts).toContainEqual({ label: 'Square footage', value: '650 sq ft' });
    expect(groups[1]?.facts).toEqual([
      { label: 'Total square footage', value: '1,200 sq ft' },
      { label: 'Water supply', value: 'Public Water' },
      { label: 'Distance to school', value: '1.5 miles' },
    ]);
    expect(groups[2]?.facts).toEqual([{ label: 'Ceiling', value: 'POP' }]);
  });

  test('groups with nothing filled in are left out, never shown as N/A', () => {
    const groups = detailGroups(listing());
    expect(groups.map((group) => group.title)).toEqual(['General']);
    expect(JSON.stringify(groups)).not.toContain('N/A');
  });

  test('a commercial listing shows its own group and no bedrooms', () => {
    const groups = detailGroups(
      listing({ propertyCategory: 'commercial', propertyType: 'office-space', restrooms: 4, totalFloors: 3 }),
    );
    expect(groups.map((group) => group.title)).toEqual(['General', 'Commercial']);
    expect(groups[0]?.facts.map((fact) => fact.label)).not.toContain('Bedrooms');
    expect(groups[0]?.facts).toContainEqual({ label: 'Total floors', value: '3' });
    expect(groups[1]?.facts).toContainEqual({ label: 'Restrooms', value: '4' });
  });
});

describe('amenityGroups', () => {
  test('every list field becomes chips; empty lists are left out', () => {
    const groups = amenityGroups(
      listing({
        outdoorFeatures: ['Garden'],
        kitchenAppliance: ['Gas Cooker'],
        kitchenFeature: ['Pantry'],
        hvacSystems: ['Split System'],
      }),
    );
    expect(groups).toEqual([
      { id: 'outdoor', title: 'Outdoor', items: ['Garden'] },
      { id: 'kitchen', title: 'Kitchen', items: ['Gas Cooker', 'Pantry'] },
      { id: 'hvac', title: 'Heating and cooling (HVAC)', items: ['Split System'] },
    ]);
    expect(amenityGroups(listing())).toEqual([]);
  });
});

describe('isLive and toPropertyCard', () => {
  test('a listing is live only when published and active', () => {
    expect(isLive(listing())).toBe(true);
    expect(isLive(listing({ isPublished: false }))).toBe(false);
    expect(isLive(listing({ listingStatus: 'inactive' }))).toBe(false);
  });

  test('the card takes the first photo at card size and counts the photos', () => {
    const photos = [
      { _id: 'a', url: '/a.webp', cardUrl: '/a-card.webp', width: 1600, height: 1067 },
      { _id: 'b', url: '/b.webp', cardUrl: '/b-card.webp', width: 1600, height: 1067 },
    ];
    const card = toPropertyCard(listing({ photos }));
    expect(card.photo).toBe('/a-card.webp');
    expect(card.photoCount).toBe(2);
    expect(toPropertyCard(listing()).photo).toBeNull();
  });
});
