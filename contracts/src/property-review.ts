// The review step's sections (spec §4): what each step still lacks, from the saved property or the form's values.
// The server runs the same rules at publish and keeps a published listing complete.

import { limits } from './limits';
import { listingHoldSchema, type Property, propertySchema } from './property';
import { z } from './zod';

// ---- Completeness: the review step's sections (spec §4), the same rules at publish on the server ----

export const reviewSectionSchema = z.object({
  key: z.enum(['general', 'exterior', 'interior', 'media']),
  label: z.string(),
  /** The editor step that edits this section (0-based). */
  step: z.number(),
  complete: z.boolean(),
  /** Labels of what is still missing. */
  missing: z.array(z.string()),
});
export type ReviewSection = z.infer<typeof reviewSectionSchema>;

/** What the editor reads (GET /property/{id}): the property, its review sections and an admin's hold on it. */
export const propertyEditorResponseSchema = z.object({
  data: propertySchema,
  review: z.array(reviewSectionSchema),
  hold: listingHoldSchema,
});
/** What every editor write answers: the saved property, its review sections and a message. */
export const savedPropertyResponseSchema = propertyEditorResponseSchema.extend({ message: z.string() });

/** What the rules read: the saved property (or the form's current values). */
export type CompletenessInput = Pick<
  Property,
  | 'propertyCategory'
  | 'propertyType'
  | 'propertyFor'
  | 'price'
  | 'rentPaymentFrequency'
  | 'leaseTerm'
  | 'area'
  | 'totalArea'
  | 'totalFloors'
  | 'bedrooms'
  | 'bathrooms'
  | 'restrooms'
  | 'state'
  | 'city'
  | 'address'
  | 'location'
> & { country?: string | null; photos: readonly unknown[] };

export const fieldLabels: Record<string, string> = {
  propertyType: 'Property type',
  propertyFor: 'Property for',
  price: 'Price',
  rentPaymentFrequency: 'Rent payment frequency',
  leaseTerm: 'Lease term',
  area: 'Square footage',
  totalArea: 'Total square footage',
  totalFloors: 'Total floors',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  restrooms: 'Restrooms',
  country: 'Country',
  state: 'State',
  city: 'City',
  address: 'Address',
  location: 'Location on the map',
  photos: `At least ${limits.photosMinForComplete} photos`,
};

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The required fields of General Details that are still empty (spec §5's list, made effective). */
export function missingGeneralFields(p: CompletenessInput): string[] {
  const required: (keyof CompletenessInput)[] = [
    'propertyType',
    'propertyFor',
    'price',
    'area',
    'country',
    'state',
    'city',
    'address',
    'location',
  ];
  if (p.propertyFor === 'rent') required.push('rentPaymentFrequency', 'leaseTerm');
  if (p.propertyCategory === 'residential') required.push('bedrooms', 'bathrooms');
  else required.push('totalFloors');
  return required.filter((key) => !present(p[key])).map((key) => fieldLabels[key] ?? key);
}

export function reviewSections(p: CompletenessInput): ReviewSection[] {
  const general = missingGeneralFields(p);
  const residential = p.propertyCategory === 'residential';
  const exteriorMissing = residential && !present(p.totalArea) ? [fieldLabels.totalArea as string] : [];
  const interiorMissing = !residential && !present(p.restrooms) ? [fieldLabels.restrooms as string] : [];
  const mediaMissing = p.photos.length < limits.photosMinForComplete ? [fieldLabels.photos as string] : [];
  return [
    { key: 'general', label: 'General Details', step: 0, complete: general.length === 0, missing: general },
    {
      key: 'exterior',
      label: 'Exterior Features',
      step: 1,
      complete: !exteriorMissing.length,
      missing: exteriorMissing,
    },
    {
      key: 'interior',
      label: 'Interior Features',
      step: 2,
      complete: !interiorMissing.length,
      missing: interiorMissing,
    },
    { key: 'media', label: 'Media', step: 3, complete: !mediaMissing.length, missing: mediaMissing },
  ];
}

export function isReadyToPublish(p: CompletenessInput): boolean {
  return reviewSections(p).every((section) => section.complete);
}
