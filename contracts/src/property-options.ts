import {
  commercialPropertyTypes,
  type propertyCategories,
  type propertyForOptions,
  residentialPropertyTypes,
} from './enums';
import { formatCompactNaira, formatNaira } from './format';
import type { Property } from './property';

export type PropertyCategory = (typeof propertyCategories)[number];
export type PropertyFor = (typeof propertyForOptions)[number];

// Option lists the spec names without values (§3): the choices Nigerian listings actually use.
export const ceilingTypes = ['pop', 'suspended', 'plaster', 'wooden', 'pvc', 'other'] as const;
export const interiorLayouts = ['open-plan', 'traditional', 'split-level', 'en-suite-rooms', 'other'] as const;
export const kitchenAppliances = [
  'Refrigerator',
  'Gas Cooker',
  'Electric Cooker',
  'Oven',
  'Microwave',
  'Extractor Hood',
  'Dishwasher',
  'Washing Machine',
] as const;
export const counterTopMaterials = ['granite', 'marble', 'quartz', 'wood', 'laminate', 'tile', 'other'] as const;
export const cabinetTopMaterials = ['wood', 'mdf', 'aluminium', 'laminate', 'other'] as const;
export const kitchenFeatures = ['Island', 'Pantry', 'Breakfast Bar', 'Store', 'Water Heater'] as const;
export const bathtubTypes = ['none', 'built-in', 'freestanding', 'jacuzzi'] as const;
export const showerTypes = ['none', 'walk-in', 'rain-shower', 'handheld', 'shower-over-bath'] as const;
export const vanityTypes = ['none', 'single', 'double', 'floating'] as const;
export const toiletTypes = ['water-closet', 'wall-hung', 'close-coupled', 'squat'] as const;
export const lotFeatures = [
  'Corner Lot',
  'Gated Estate',
  'Tarred Road',
  'Waterfront',
  'Level Ground',
  'Cul-de-sac',
] as const;
export const externalFeatures = [
  "Boys' Quarters",
  'Gate House',
  'Garage',
  'Car Port',
  'Generator House',
  'Balcony',
  'Rooftop Terrace',
] as const;
export const accessibilityUtilityFeatures = [
  'Wheelchair Ramp',
  'Elevator',
  'Inverter/Solar',
  'Water Treatment',
  'Fibre Internet',
  'Estate Security',
] as const;
export const builtInFeatures = ['Fitted Wardrobes', 'Shelving', 'Study', 'Home Theatre', 'Walk-in Closet'] as const;
export const additionalAmenities = [
  'Swimming Pool',
  'Gym',
  'Playground',
  'Serviced',
  'Furnished',
  '24/7 Power',
  'Ample Parking',
  'Conference Room',
  'Reception',
] as const;
export const fireSafetySystems = [
  'Fire Extinguishers',
  'Smoke Detectors',
  'Sprinklers',
  'Fire Alarm',
  'Fire Exit',
] as const;
export const restroomsAccessibilityOptions = ['accessible', 'not-accessible'] as const;

/** Nigeria's bounding box: coordinates outside it are a mistake in a Nigerian listing. */

/** How a listing's purpose reads on cards, badges and tables. */
export const purposeLabels: Record<PropertyFor, string> = {
  sale: 'For sale',
  rent: 'For rent',
  'short-let': 'Short-let',
};

const rentPeriods = { monthly: 'month', quarterly: 'quarter', annually: 'year' } as const;

/** What a listing's price is per: rent by its payment frequency, a short-let per night, a sale once (null). */
export function pricePeriod(
  property: Pick<Property, 'propertyFor' | 'rentPaymentFrequency'>,
): 'night' | 'month' | 'quarter' | 'year' | null {
  if (property.propertyFor === 'short-let') return 'night';
  if (property.propertyFor === 'rent' && property.rentPaymentFrequency)
    return rentPeriods[property.rentPaymentFrequency];
  return null;
}

type Priced = Pick<Property, 'price' | 'propertyFor' | 'rentPaymentFrequency'>;

export interface MoveInCost {
  /** One payment period's rent (the listed price). */
  rent: number;
  deposit: number;
  agencyFee: number;
  legalFee: number;
  serviceCharge: number;
  total: number;
}

/**
 * What a renter pays on day one (the database's move_in_cost_kobo is the same sum): a payment period's rent plus
 * the deposit (caution), agency and legal fees and the service charge. Null unless the listing is for rent.
 */
export function moveInCost(
  property: Pick<Property, 'propertyFor' | 'price' | 'deposit' | 'agencyFee' | 'legalFee' | 'maintenanceFees'>,
): MoveInCost | null {
  if (property.propertyFor !== 'rent' || property.price === null) return null;
  const parts = {
    rent: property.price,
    deposit: property.deposit ?? 0,
    agencyFee: property.agencyFee ?? 0,
    legalFee: property.legalFee ?? 0,
    serviceCharge: property.maintenanceFees ?? 0,
  };
  const total = Math.round(Object.values(parts).reduce((sum, part) => sum + part, 0) * 100) / 100;
  return { ...parts, total };
}

/**
 * A listing's price in its two parts, for layouts that style them apart: '₦3,500,000.00' and '/ year' (spec §9:
 * symbol and two decimals); `compact` gives '₦3.5M'. `period` is null for a sale or a missing price.
 */
export function listingPriceParts(
  property: Priced,
  options: { compact?: boolean; missing?: string } = {},
): { amount: string; period: string | null } {
  if (property.price === null) return { amount: options.missing ?? 'Price on request', period: null };
  const amount = options.compact ? formatCompactNaira(property.price) : formatNaira(property.price);
  const period = pricePeriod(property);
  return { amount, period: period ? `/ ${period}` : null };
}

/** The one way a listing's price reads everywhere: '₦3,500,000.00 / year', '₦45,000.00 / night', '₦89,500,000.00'. */
export function formatListingPrice(property: Priced, options: { compact?: boolean; missing?: string } = {}): string {
  const { amount, period } = listingPriceParts(property, options);
  return period ? `${amount} ${period}` : amount;
}

/**
 * Where a listing is, in one line: the address, then the city and the state unless an earlier part already names
 * them (an address picked from the gazetteer reads 'Lekki Phase 1, Eti-Osa, Lagos'; Lagos is not repeated twice).
 */
export function placeLine(...parts: Array<string | null | undefined>): string {
  const present = parts.filter((part): part is string => Boolean(part?.trim())).map((part) => part.trim());
  return present
    .filter(
      (part, index) => !present.slice(0, index).some((earlier) => earlier.toLowerCase().includes(part.toLowerCase())),
    )
    .join(', ');
}

/** The editor's steps, in order (spec §2). */
export const editorSteps = ['General Details', 'Exterior Features', 'Interior Features', 'Media', 'Publish'] as const;

export function propertyTypesFor(category: PropertyCategory): readonly string[] {
  return category === 'residential' ? residentialPropertyTypes : commercialPropertyTypes;
}

/** '3-bedroom-flat-in-lekki' style labels for option values: 'semi-detached-duplex' → 'Semi Detached Duplex'. */
export function optionLabel(value: string): string {
  if (/[A-Z]/.test(value)) return value;
  const special: Record<string, string> = { pop: 'POP', mdf: 'MDF', pvc: 'PVC' };
  return value
    .split('-')
    .map((word) => special[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The badge a verified listing carries on its card and page. */
export const VERIFIED_LISTING_LABEL = 'Verified listing';
