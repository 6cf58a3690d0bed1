// How a listing's fields read on its public page: price and purpose, the Property Details groups and the
// Amenities chips. Pure functions, so the rules are tested without a browser.
import { formatLagosDate, formatMiles, formatNaira, formatNumber } from '@naija-homes/contracts/format';
import type { PropertyCard, PublicProperty } from '@naija-homes/contracts/listing';
import { listingPriceParts, optionLabel, purposeLabels } from '@naija-homes/contracts/property-options';

export interface PriceLabel {
  amount: string;
  /** '/ year', '/ night'… or null for a sale. */
  per: string | null;
}

export function priceLabel(property: Pick<PublicProperty, 'price' | 'propertyFor' | 'rentPaymentFrequency'>) {
  const { amount, period } = listingPriceParts(property);
  return { amount, per: period } satisfies PriceLabel;
}

/** Whether visitors can see the listing; otherwise only its owner or an admin is looking at a preview. */
export function isLive(property: Pick<PublicProperty, 'isPublished' | 'listingStatus'>): boolean {
  return property.isPublished && property.listingStatus === 'active';
}

/** The card the compare tray and favourites keep, built from the full listing. */
export function toPropertyCard(property: PublicProperty): PropertyCard {
  return {
    _id: property._id,
    slug: property.slug,
    title: property.title,
    propertyCategory: property.propertyCategory,
    propertyType: property.propertyType,
    propertyFor: property.propertyFor,
    price: property.price,
    rentPaymentFrequency: property.rentPaymentFrequency,
    moveInCost: property.moveInCost,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    restrooms: property.restrooms,
    area: property.area,
    lotSize: property.lotSize,
    address: property.address,
    city: property.city,
    state: property.state,
    location: property.location,
    visibilityLevel: property.visibilityLevel,
    visibilityLabel: property.visibilityLabel,
    isVerified: property.isVerified,
    owner: property.owner,
    publishedAt: property.publishedAt,
    renewedAt: property.renewedAt,
    availability: property.availability,
    photo: property.photos[0]?.cardUrl ?? null,
    photoCount: property.photos.length,
  };
}

const twoDecimals = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

export function formatSquareFeet(value: number): string {
  return `${twoDecimals(value)} sq ft`;
}

export interface Fact {
  label: string;
  value: string;
}
export interface FactGroup {
  id: string;
  title: string;
  facts: Fact[];
}

type P = PublicProperty;
type Formatter = (p: P) => string | null;

const option = (value: string | null) => (value ? optionLabel(value) : null);
const count = (value: number | null) => (value === null ? null : twoDecimals(value));
const naira = (value: number | null) => (value === null ? null : formatNaira(value));
const sqft = (value: number | null) => (value === null ? null : formatSquareFeet(value));
const miles = (value: number | null) => (value === null ? null : formatMiles(value));
const date = (value: string | null) => (value ? formatLagosDate(value) : null);
const text = (value: string | null) => (value?.trim() ? value.trim() : null);

const general: Array<[string, Formatter]> = [
  ['Property type', (p) => option(p.propertyType)],
  ['Category', (p) => optionLabel(p.propertyCategory)],
  ['Listed for', (p) => (p.propertyFor ? purposeLabels[p.propertyFor] : null)],
  ['Price', (p) => naira(p.price)],
  ['Rent payment frequency', (p) => option(p.rentPaymentFrequency)],
  ['Lease term', (p) => option(p.leaseTerm)],
  ['Deposit', (p) => naira(p.deposit)],
  ['Maintenance fees', (p) => naira(p.maintenanceFees)],
  ['Agency fee', (p) => naira(p.agencyFee)],
  ['Legal fee', (p) => naira(p.legalFee)],
  ['Minimum stay', (p) => date(p.minimumStay)],
  ['Maximum stay', (p) => date(p.maximumStay)],
  ['Year built', (p) => (p.yearBuild === null ? null : String(p.yearBuild))],
  ['Square footage', (p) => sqft(p.area)],
  ['Total floors', (p) => count(p.totalFloors)],
  ['Bedrooms', (p) => (p.propertyCategory === 'residential' ? count(p.bedrooms) : null)],
  ['Bathrooms', (p) => (p.propertyCategory === 'residential' ? count(p.bathrooms) : null)],
  ['Ownership details', (p) => text(p.ownershipDetails)],
  ['Mortgage information', (p) => text(p.mortgageInfo)],
];

const exterior: Array<[string, Formatter]> = [
  ['Total square footage', (p) => sqft(p.totalArea)],
  ['Parking spaces', (p) => count(p.parkingSpaces)],
  ['Lot size', (p) => sqft(p.lotSize)],
  ['Lot shape', (p) => option(p.lotShape)],
  ['Exterior material', (p) => option(p.exteriorMaterial)],
  ['Roof material', (p) => option(p.roofMaterial)],
  ['Water supply', (p) => option(p.waterSupply)],
  ['Electricity supply', (p) => option(p.electricitySupply)],
  ['Distance to school', (p) => miles(p.distToSchool)],
  ['Distance to hospitals', (p) => miles(p.distToHospitals)],
  ['Distance to shopping', (p) => miles(p.distToShopping)],
  ['Distance to public transport', (p) => miles(p.distToTransport)],
  ['Distance to highway', (p) => miles(p.distToHighway)],
];

const interior: Array<[string, Formatter]> = [
  ['Flooring', (p) => option(p.flooringType)],
  ['Ceiling', (p) => option(p.ceilingType)],
  ['Interior layout', (p) => option(p.interiorLayout)],
  ['Counter top', (p) => option(p.counterTopMaterial)],
  ['Cabinets', (p) => option(p.cabinetTopMaterial)],
  ['Bathtub', (p) => option(p.bathtubType)],
  ['Shower', (p) => option(p.showerType)],
  ['Vanity', (p) => option(p.vanityType)],
  ['Toilet', (p) => option(p.toiletType)],
];

const commercial: Array<[string, Formatter]> = [
  ['Restrooms', (p) => count(p.restrooms)],
  ['Restroom accessibility', (p) => option(p.restroomsAccessibility)],
  ['Parking spaces', (p) => count(p.parkingSpaces)],
  ['Flooring', (p) => option(p.flooringType)],
  ['Distance to business district', (p) => miles(p.distToBusiness)],
  ['Distance to airport', (p) => miles(p.distToAirport)],
];

function group(id: string, title: string, rows: Array<[string, Formatter]>, property: P): FactGroup {
  const facts = rows.flatMap(([label, format]) => {
    const value = format(property);
    return value === null ? [] : [{ label, value }];
  });
  return { id, title, facts };
}

/** The Property Details groups of the listing's category; a group with nothing filled in is left out. */
export function detailGroups(property: P): FactGroup[] {
  const groups =
    property.propertyCategory === 'residential'
      ? [
          group('general', 'General', general, property),
          group('exterior', 'Exterior', exterior, property),
          group('interior', 'Interior', interior, property),
        ]
      : [group('general', 'General', general, property), group('commercial', 'Commercial', commercial, property)];
  return groups.filter((item) => item.facts.length > 0);
}

export interface ChipGroup {
  id: string;
  title: string;
  items: string[];
}

const chipLists: Array<[string, string, (p: P) => string[]]> = [
  ['outdoor', 'Outdoor', (p) => p.outdoorFeatures],
  ['external', 'External', (p) => p.externalFeatures],
  ['lot', 'Lot', (p) => p.lotFeatures],
  ['kitchen', 'Kitchen', (p) => [...p.kitchenAppliance, ...p.kitchenFeature]],
  ['built-in', 'Built-in', (p) => p.builtInFeatures],
  ['additional', 'Additional amenities', (p) => p.additionalAmenities],
  ['security', 'Security', (p) => p.securityFeatures],
  ['hvac', 'Heating and cooling (HVAC)', (p) => p.hvacSystems],
  ['fire-safety', 'Fire safety', (p) => p.fireSafetySystems],
  ['accessibility', 'Accessibility and utilities', (p) => p.accessibilityUtilityFeatures],
];

/** Every list field as chips, grouped; empty groups are left out. */
export function amenityGroups(property: P): ChipGroup[] {
  return chipLists
    .map(([id, title, read]) => ({ id, title, items: [...new Set(read(property))].map(optionLabel) }))
    .filter((item) => item.items.length > 0);
}
