import { formatLagosDate, formatMiles, formatNumber } from '@naija-homes/contracts/format';
import type { PublicProperty } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { formatListingPrice, optionLabel, placeLine, purposeLabels } from '@naija-homes/contracts/property-options';

export interface CompareRow {
  key: string;
  label: string;
  value: (property: PublicProperty) => string;
}

const NA = 'N/A';
const count = (value: number | null) => (value === null ? NA : String(value));
const sqft = (value: number | null) =>
  value === null ? NA : `${formatNumber(value, { maximumFractionDigits: 2 })} sq ft`;
const miles = (value: number | null) => (value === null ? NA : formatMiles(value));
const label = (value: string | null) => (value ? optionLabel(value) : NA);
const list = (...lists: string[][]) => {
  const items = lists.flat();
  return items.length ? items.map(optionLabel).join(', ') : NA;
};

function location(p: PublicProperty): string {
  return placeLine(p.address, p.city, p.state);
}

/** The rows of the comparison, in the order a buyer weighs them. */
export const compareRows: CompareRow[] = [
  { key: 'price', label: 'Price', value: (p) => formatListingPrice(p) },
  { key: 'purpose', label: 'Purpose', value: (p) => (p.propertyFor ? purposeLabels[p.propertyFor] : NA) },
  { key: 'category', label: 'Category', value: (p) => optionLabel(p.propertyCategory) },
  { key: 'type', label: 'Type', value: (p) => label(p.propertyType) },
  { key: 'bedrooms', label: 'Bedrooms', value: (p) => count(p.bedrooms) },
  { key: 'bathrooms', label: 'Bathrooms', value: (p) => count(p.bathrooms) },
  { key: 'restrooms', label: 'Restrooms', value: (p) => count(p.restrooms) },
  { key: 'area', label: 'Area', value: (p) => sqft(p.area) },
  { key: 'totalArea', label: 'Total area', value: (p) => sqft(p.totalArea) },
  { key: 'lotSize', label: 'Lot size', value: (p) => sqft(p.lotSize) },
  { key: 'yearBuild', label: 'Year built', value: (p) => count(p.yearBuild) },
  { key: 'floors', label: 'Total floors', value: (p) => count(p.totalFloors) },
  {
    key: 'location',
    label: 'Location',
    value: (p) => location(p) || messages.locationNotSpecified,
  },
  { key: 'parking', label: 'Parking spaces', value: (p) => count(p.parkingSpaces) },
  { key: 'lease', label: 'Lease term', value: (p) => label(p.leaseTerm) },
  {
    key: 'deposit',
    label: 'Deposit',
    value: (p) => (p.deposit === null ? NA : formatListingPrice({ ...p, price: p.deposit, propertyFor: 'sale' })),
  },
  { key: 'water', label: 'Water supply', value: (p) => label(p.waterSupply) },
  { key: 'electricity', label: 'Electricity', value: (p) => label(p.electricitySupply) },
  { key: 'amenities', label: 'Amenities', value: (p) => list(p.additionalAmenities) },
  { key: 'external', label: 'External features', value: (p) => list(p.externalFeatures, p.outdoorFeatures) },
  { key: 'utilities', label: 'Utilities and accessibility', value: (p) => list(p.accessibilityUtilityFeatures) },
  {
    key: 'security',
    label: 'Security and HVAC',
    value: (p) => list(p.securityFeatures, p.hvacSystems, p.fireSafetySystems),
  },
  { key: 'school', label: 'Distance to schools', value: (p) => miles(p.distToSchool) },
  { key: 'hospital', label: 'Distance to hospitals', value: (p) => miles(p.distToHospitals) },
  { key: 'business', label: 'Distance to business district', value: (p) => miles(p.distToBusiness) },
  { key: 'agent', label: 'Agent', value: (p) => p.owner.fullName },
  { key: 'listed', label: 'Listed', value: (p) => (p.publishedAt ? formatLagosDate(p.publishedAt) : NA) },
];

/**
 * The rows for the columns on screen (null: a listing still loading or no longer available). Rows where every
 * listing says N/A tell nothing and are left out; the others are marked when the listings differ.
 */
export function visibleRows(columns: (PublicProperty | null)[]) {
  return compareRows
    .map((row) => {
      const values = columns.map((property) => (property ? row.value(property) : null));
      const known = values.filter((value): value is string => value !== null);
      return { ...row, values, differs: known.length > 1 && new Set(known).size > 1 };
    })
    .filter((row) => row.values.some((value) => value !== null && value !== NA));
}
