import { describe, expect, test } from 'bun:test';
import { type PublicProperty, publicPropertySchema } from '@naija-homes/contracts/listing';
import { amenityGroups, detailGroups, isLive, priceLabel, toPropertyCard } from './listing-facts';

/** A residential listing with only what the API always sends; tests add the fields they are about. */
function listing(overrides: Partial<PublicProperty> = {}): PublicProperty {
  const base: PublicProperty = {
    _id: 'id-1',
    slug: 'flat-in-yaba',
    title: 'Flat in Yaba',
    propertyCategory: 'residential',
    propertyType: 'mini-flat',
    propertyFor: 'rent',
    price: 1_500_000,
    rentPaymentFrequency: 'annually',
    leaseTerm: null,
    deposit: null,
    maintenanceFees: null,
    agencyFee: null,
    legalFee: null,
    moveInCost: null,
    ownershipDetails: null,
    mortgageInfo: null,
    minimumStay: null,
    maximumStay: null,
    yearBuild: null,
    area: 650,
    totalArea: null,
    totalFloors: null,
    bedrooms: 1,
    bathrooms: 1,
    restrooms: null,
    restroomsAccessibility: null,
    country: 'Nigeria',
    state: 'Lagos',
    city: 'Yaba',
    address: '3 Herbert Macaulay Way',
    location: { type: 'Point', coordinates: [3.38, 6.51] },
    photos: [],
    floorPlan: null,
    panorama: null,
    panoramaFile: null,
    video: null,
    parkingSpaces: null,
    lotSize: null,
    lotShape: null,
    lotFeatures: [],
    exteriorMaterial: null,
    roofMaterial: null,
    outdoorFeatures: [],
    externalFeatures: [],
    waterSupply: null,
    electricitySupply: null,
    accessibilityUtilityFeatures: [],
    distToSchool: null,
    distToHospitals: null,
    distToShopping: null,
    distToTransport: null,
    distToHighway: null,
    flooringType: null,
    ceilingType: null,
    interiorLayout: null,
    kitchenAppliance: [],
    counterTopMaterial: null,
    cabinetTopMaterial: null,
    kitchenFeature: [],
    bathtubType: null,
    showerType: null,
    vanityType: null,
    toiletType: null,
    builtInFeatures: [],
    additionalAmenities: [],
    distToBusiness: null,
    distToAirport: null,
    fireSafetySystems: [],
    hvacSystems: [],
    securityFeatures: [],
    listingStatus: 'active',
    isPublished: true,
    visibilityLevel: 1,
    visibilityLabel: null,
    isVerified: false,
    verifiedAt: null,
    owner: { _id: 'agent-1', fullName: 'Kemi Adeyemi', slug: 'kemi-adeyemi', photo: null, phoneNumber: null },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publishedAt: '2026-11-02T10:00:00.000Z',
    renewedAt: '2026-11-02T10:00:00.000Z',
    availability: 'available',
    unavailableSince: null,
    virtualTourLocked: false,
  };
  return publicPropertySchema.parse({ ...base, ...overrides });
}

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
