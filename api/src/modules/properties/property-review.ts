// The review step's sections of a saved listing (spec §4): the same completeness rules as the editor's, from
// contracts, read off the database row.
import type { Property } from '@naija-homes/contracts/property';
import { reviewSections } from '@naija-homes/contracts/property-review';
import type { PropertyRow } from '../../db/schema/properties';

function completenessOf(row: PropertyRow) {
  return {
    propertyCategory: row.propertyCategory as Property['propertyCategory'],
    propertyType: row.propertyType,
    propertyFor: row.propertyFor as Property['propertyFor'],
    price: row.priceKobo,
    rentPaymentFrequency: row.rentPaymentFrequency as Property['rentPaymentFrequency'],
    leaseTerm: row.leaseTerm as Property['leaseTerm'],
    area: row.area,
    totalArea: row.totalArea,
    totalFloors: row.totalFloors,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    restrooms: row.restrooms,
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    location: row.location
      ? { type: 'Point' as const, coordinates: [row.location.x, row.location.y] as [number, number] }
      : null,
    photos: row.photos,
  };
}

/** What a published listing would lack after an edit, photos aside (the last-photo rule covers them). */
export function missingAfterEdit(row: PropertyRow): string[] {
  return reviewSections(completenessOf(row))
    .filter((section) => section.key !== 'media')
    .flatMap((section) => section.missing);
}

export function propertyReview(row: PropertyRow) {
  return reviewSections(completenessOf(row));
}
