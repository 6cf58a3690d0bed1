// Listings (spec §3 Property, Residential and Commercial details): the create and edit bodies, the shape the API
// returns and the editor's answers. The option lists are in property-options.ts, the review step's completeness
// rules (which the server enforces at publish) in property-review.ts.

import {
  commercialPropertyTypes,
  electricitySupplies,
  exteriorMaterials,
  flooringTypes,
  hvacSystems,
  leaseTerms,
  listingStatuses,
  lotShapes,
  outdoorFeatures,
  propertyCategories,
  propertyForOptions,
  rentPaymentFrequencies,
  residentialPropertyTypes,
  roofMaterials,
  securityFeatures,
  waterSupplies,
} from './enums';
import { lettersAndSpaces, strictBody } from './fields';
import { availabilities } from './freshness';
import { geoBounds } from './geo';
import { limits } from './limits';
import { listingCountsSchema } from './listing-counts';
import { nairaAmountSchema } from './money';
import { countedPageAnswerSchema, pageQueryFields } from './paging';
import { propertyMessages } from './property-messages';
import {
  accessibilityUtilityFeatures,
  additionalAmenities,
  bathtubTypes,
  builtInFeatures,
  cabinetTopMaterials,
  ceilingTypes,
  counterTopMaterials,
  externalFeatures,
  fireSafetySystems,
  interiorLayouts,
  kitchenAppliances,
  kitchenFeatures,
  lotFeatures,
  restroomsAccessibilityOptions,
  showerTypes,
  toiletTypes,
  vanityTypes,
} from './property-options';
import { z } from './zod';

/** Where a listing's pin may be. */
export const nigeriaBounds = geoBounds;

// In property-messages.ts: a listing's page shows some of them without loading a schema.
export { propertyMessages };

export const propertyTitleSchema = z
  .string({ error: propertyMessages.titleRequired })
  .trim()
  .min(1, propertyMessages.titleRequired)
  .min(limits.titleMin, propertyMessages.titleMin)
  .max(limits.titleMax, propertyMessages.titleMax)
  .regex(lettersAndSpaces, propertyMessages.titleLetters);

/** POST /api/v1/property/create: the Add Property dialog (category defaults to the first). */
export const createPropertySchema = strictBody({
  title: propertyTitleSchema,
  propertyCategory: z.enum(propertyCategories, { error: propertyMessages.categoryRequired }).default('residential'),
});
export type CreateProperty = z.infer<typeof createPropertySchema>;

/** A number that may arrive as text ('1200.50'): the form sends what people type. */
function numberField(label: string, options: { min?: number; max?: number; int?: boolean; positive?: boolean } = {}) {
  let schema = z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`);
  if (options.int) schema = schema.int(`${label} must be a whole number`);
  if (options.positive) schema = schema.gt(0, `${label} must be greater than 0`);
  if (options.min !== undefined) schema = schema.min(options.min, `${label} must be at least ${options.min}`);
  if (options.max !== undefined) schema = schema.max(options.max, `${label} must be at most ${options.max}`);
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d+)?$/, `${label} must be a number`),
      ],
      {
        error: `${label} must be a number`,
      },
    )
    .transform(Number)
    .pipe(schema);
}

/** Naira with at most two decimals (kobo), by the one money rule (money.ts). */
function nairaField(label: string, options: { positive?: boolean } = {}) {
  return nairaAmountSchema(
    label,
    options.positive ? { min: { value: 0.01, message: `${label} must be greater than 0` } } : {},
  );
}

function text(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, `${label} must contain at least ${min} characters`)
    .max(max, `${label} must contain upto ${max} characters`);
}

function place(label: string) {
  return text(label, limits.stateCityMin, limits.stateCityMax).regex(
    lettersAndSpaces,
    `${label} must contain only letters and spaces`,
  );
}

const isoDate = z
  .string({ error: 'Please choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Please choose a date');

const httpUrl = (label: string) =>
  z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(2048, `${label} is too long`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a valid http(s) link` }));

function choice<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: `Please choose a valid ${label}` });
}

function choices<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .array(choice(values, label), { error: `Please choose valid ${label}` })
    .max(values.length)
    .transform((list) => [...new Set(list)]);
}

const allPropertyTypes = [...residentialPropertyTypes, ...commercialPropertyTypes] as const;

/** Every field the editor can change; each may also be null to clear it. */
const editableFields = {
  title: propertyTitleSchema,
  propertyType: choice(allPropertyTypes, 'property type'),
  propertyFor: choice(propertyForOptions, 'listing purpose'),
  price: nairaField('Price', { positive: true }),
  rentPaymentFrequency: choice(rentPaymentFrequencies, 'rent payment frequency'),
  leaseTerm: choice(leaseTerms, 'lease term'),
  deposit: nairaField('Deposit'),
  maintenanceFees: nairaField('Maintenance fees'),
  agencyFee: nairaField('Agency fee'),
  legalFee: nairaField('Legal fee'),
  ownershipDetails: text('Ownership details', limits.ownershipMin, limits.ownershipMax),
  mortgageInfo: text('Mortgage information', limits.ownershipMin, limits.ownershipMax),
  minimumStay: isoDate,
  maximumStay: isoDate,
  yearBuild: numberField('Year built', { int: true, min: 1950, max: new Date().getUTCFullYear() }),
  area: numberField('Square footage', { positive: true, max: 10_000_000 }),
  totalArea: numberField('Total square footage', { positive: true, max: 100_000_000 }),
  totalFloors: numberField('Total floors', { int: true, min: 1, max: 200 }),
  bedrooms: numberField('Bedrooms', { int: true, min: 0, max: 100 }),
  bathrooms: numberField('Bathrooms', { int: true, min: 0, max: 100 }),
  restrooms: numberField('Restrooms', { int: true, min: 0, max: 500 }),
  restroomsAccessibility: choice(restroomsAccessibilityOptions, 'restroom accessibility'),
  state: place('State'),
  city: place('City'),
  address: text('Address', 3, 200),
  latitude: numberField('Latitude', { min: nigeriaBounds.minLat, max: nigeriaBounds.maxLat }),
  longitude: numberField('Longitude', { min: nigeriaBounds.minLng, max: nigeriaBounds.maxLng }),
  video: httpUrl('Video'),
  // Residential details
  parkingSpaces: numberField('Parking spaces', { int: true, min: 0, max: 1000 }),
  lotSize: numberField('Lot size', { positive: true, max: 100_000_000 }),
  lotShape: choice(lotShapes, 'lot shape'),
  lotFeatures: choices(lotFeatures, 'lot features'),
  exteriorMaterial: choice(exteriorMaterials, 'exterior material'),
  roofMaterial: choice(roofMaterials, 'roof material'),
  outdoorFeatures: choices(outdoorFeatures, 'outdoor features'),
  externalFeatures: choices(externalFeatures, 'external features'),
  waterSupply: choice(waterSupplies, 'water supply'),
  electricitySupply: choice(electricitySupplies, 'electricity supply'),
  accessibilityUtilityFeatures: choices(accessibilityUtilityFeatures, 'accessibility and utility features'),
  distToSchool: numberField('Distance to school', { min: 0, max: 1000 }),
  distToHospitals: numberField('Distance to hospitals', { min: 0, max: 1000 }),
  distToShopping: numberField('Distance to shopping', { min: 0, max: 1000 }),
  distToTransport: numberField('Distance to transport', { min: 0, max: 1000 }),
  distToHighway: numberField('Distance to highway', { min: 0, max: 1000 }),
  flooringType: choice(flooringTypes, 'flooring type'),
  ceilingType: choice(ceilingTypes, 'ceiling type'),
  interiorLayout: choice(interiorLayouts, 'interior layout'),
  kitchenAppliance: choices(kitchenAppliances, 'kitchen appliances'),
  counterTopMaterial: choice(counterTopMaterials, 'counter top material'),
  cabinetTopMaterial: choice(cabinetTopMaterials, 'cabinet material'),
  kitchenFeature: choices(kitchenFeatures, 'kitchen features'),
  bathtubType: choice(bathtubTypes, 'bathtub type'),
  showerType: choice(showerTypes, 'shower type'),
  vanityType: choice(vanityTypes, 'vanity type'),
  toiletType: choice(toiletTypes, 'toilet type'),
  builtInFeatures: choices(builtInFeatures, 'built-in features'),
  additionalAmenities: choices(additionalAmenities, 'amenities'),
  // Commercial details
  distToBusiness: numberField('Distance to business district', { min: 0, max: 1000 }),
  distToAirport: numberField('Distance to airport', { min: 0, max: 1000 }),
  fireSafetySystems: choices(fireSafetySystems, 'fire safety systems'),
  hvacSystems: choices(hvacSystems, 'HVAC systems'),
  securityFeatures: choices(securityFeatures, 'security features'),
} as const;

export type EditablePropertyField = keyof typeof editableFields;
export const editablePropertyFields = Object.keys(editableFields) as EditablePropertyField[];

/** Fields that stay text in forms (spec §5 normalisation) though the server stores numbers. */
export const textualNumberFields = ['bedrooms', 'bathrooms', 'restrooms', 'totalFloors'] as const;

/** The lists of the editor's checkboxes: emptied with [], never null (the database keeps a list, maybe empty). */
export const propertyListFields = [
  'lotFeatures',
  'outdoorFeatures',
  'externalFeatures',
  'accessibilityUtilityFeatures',
  'kitchenAppliance',
  'kitchenFeature',
  'builtInFeatures',
  'additionalAmenities',
  'fireSafetySystems',
  'hvacSystems',
  'securityFeatures',
] as const satisfies readonly EditablePropertyField[];

/** What a listing always has: null is refused with the field's own message, like a missing required value. */
type NotClearable = 'title' | (typeof propertyListFields)[number];
const notClearable = new Set<EditablePropertyField>(['title', ...propertyListFields]);

const updateFields = Object.fromEntries(
  Object.entries(editableFields).map(([key, schema]) => [
    key,
    notClearable.has(key as EditablePropertyField) ? schema.optional() : schema.nullable().optional(),
  ]),
) as {
  [K in EditablePropertyField]: K extends NotClearable
    ? z.ZodOptional<(typeof editableFields)[K]>
    : z.ZodOptional<z.ZodNullable<(typeof editableFields)[K]>>;
};

/**
 * PATCH /api/v1/property/{id}: only changed values (null clears one; [] empties a list; the title cannot be cleared).
 * Photos are removed by id in
 * `deletedPhotos`, reordered with `photoOrder`; `deletedFloorPlan` removes the floor plan.
 */
export const propertyUpdateSchema = strictBody({
  ...updateFields,
  deletedPhotos: z.array(z.string().min(1).max(100)).max(limits.photosMax).optional(),
  photoOrder: z.array(z.string().min(1).max(100)).max(limits.photosMax).optional(),
  deletedFloorPlan: z.boolean().optional(),
  deletedPanorama: z.boolean().optional(),
})
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to update' })
  .superRefine((body, ctx) => {
    if (body.latitude != null && body.longitude == null) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Longitude is required with the latitude' });
    }
    if (body.longitude != null && body.latitude == null) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'Latitude is required with the longitude' });
    }
  });
export type PropertyUpdate = z.infer<typeof propertyUpdateSchema>;

/** PATCH /api/v1/property/virtual-tour/{id}: a 360° panorama by link (clears an uploaded panorama). */
export const virtualTourSchema = strictBody({ panorama: httpUrl('Panorama link') });

/** PATCH /api/v1/property/{id}/status: the agent shows or hides a published listing. */
export const listingStatusSchema = strictBody({
  listingStatus: z.enum(['active', 'inactive'], { error: 'Please choose active or inactive' }),
});

export const myPropertiesQuerySchema = z.object({
  ...pageQueryFields({ max: 50, default: 10 }),
  search: z.string().trim().max(100).optional(),
});

export const propertyPhotoSchema = z
  .object({
    _id: z.string(),
    /** The gallery size (WebP, up to 1600 px wide). */
    url: z.string(),
    /** The card size (WebP, 640 px wide). */
    cardUrl: z.string(),
    width: z.number(),
    height: z.number(),
  })
  .meta({ id: 'PropertyPhoto' });
export type PropertyPhoto = z.infer<typeof propertyPhotoSchema>;

const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

export const propertySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  propertyCategory: z.enum(propertyCategories),
  propertyType: nullableString,
  propertyFor: z.enum(propertyForOptions).nullable(),
  /** Naira. */
  price: nullableNumber,
  rentPaymentFrequency: z.enum(rentPaymentFrequencies).nullable(),
  leaseTerm: z.enum(leaseTerms).nullable(),
  deposit: nullableNumber,
  maintenanceFees: nullableNumber,
  agencyFee: nullableNumber,
  legalFee: nullableNumber,
  /** Rentals: what moving in costs on day one (moveInCost in property-options); null otherwise. */
  moveInCost: nullableNumber,
  ownershipDetails: nullableString,
  mortgageInfo: nullableString,
  minimumStay: nullableString,
  maximumStay: nullableString,
  yearBuild: nullableNumber,
  area: nullableNumber,
  totalArea: nullableNumber,
  totalFloors: nullableNumber,
  bedrooms: nullableNumber,
  bathrooms: nullableNumber,
  restrooms: nullableNumber,
  restroomsAccessibility: nullableString,
  country: z.string(),
  state: nullableString,
  city: nullableString,
  address: nullableString,
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
  photos: z.array(propertyPhotoSchema),
  floorPlan: z.object({ url: z.string(), kind: z.enum(['image', 'pdf']) }).nullable(),
  panorama: nullableString,
  panoramaFile: nullableString,
  video: nullableString,
  parkingSpaces: nullableNumber,
  lotSize: nullableNumber,
  lotShape: nullableString,
  lotFeatures: z.array(z.string()),
  exteriorMaterial: nullableString,
  roofMaterial: nullableString,
  outdoorFeatures: z.array(z.string()),
  externalFeatures: z.array(z.string()),
  waterSupply: nullableString,
  electricitySupply: nullableString,
  accessibilityUtilityFeatures: z.array(z.string()),
  distToSchool: nullableNumber,
  distToHospitals: nullableNumber,
  distToShopping: nullableNumber,
  distToTransport: nullableNumber,
  distToHighway: nullableNumber,
  flooringType: nullableString,
  ceilingType: nullableString,
  interiorLayout: nullableString,
  kitchenAppliance: z.array(z.string()),
  counterTopMaterial: nullableString,
  cabinetTopMaterial: nullableString,
  kitchenFeature: z.array(z.string()),
  bathtubType: nullableString,
  showerType: nullableString,
  vanityType: nullableString,
  toiletType: nullableString,
  builtInFeatures: z.array(z.string()),
  additionalAmenities: z.array(z.string()),
  distToBusiness: nullableNumber,
  distToAirport: nullableNumber,
  fireSafetySystems: z.array(z.string()),
  hvacSystems: z.array(z.string()),
  securityFeatures: z.array(z.string()),
  listingStatus: z.enum(listingStatuses),
  isPublished: z.boolean(),
  visibilityLevel: z.number(),
  visibilityLabel: z.enum(['featured', 'priority', 'exclusive']).nullable(),
  /** An admin checked the listing's papers and the site: the 'Verified listing' badge (admin-property.ts). */
  isVerified: z.boolean(),
  verifiedAt: nullableString,
  owner: z.object({
    _id: z.string(),
    fullName: z.string(),
    slug: nullableString,
    photo: nullableString,
    /** The agent's phone, public like on their profile: the WhatsApp button beside chat uses it. */
    phoneNumber: nullableString,
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: nullableString,
  /** The renewal date: publication, 'Still available' or a renewal ('Updated N days ago'; ADR 033). */
  renewedAt: nullableString,
  /** available, or let / sold (shown for 30 days from `unavailableSince`, then out of search). */
  availability: z.enum(availabilities),
  unavailableSince: nullableString,
});
export type Property = z.infer<typeof propertySchema>;

/**
 * An admin's hold on the agent's own listing (ADR 022): out of search for `reason` since `since` (UTC ISO) until an
 * admin lifts it; the agent cannot put it back live, only edit it and ask for a review. Null when there is none.
 */
export const listingHoldSchema = z.object({ reason: z.string(), since: z.string() }).nullable();
export type ListingHold = z.infer<typeof listingHoldSchema>;

/** The subject of the help request that asks our team to review a held listing (kept within the subject's 100). */
export function holdReviewSubject(title: string): string {
  const prefix = 'Please review my deactivated listing: ';
  const room = 100 - prefix.length;
  return prefix + (title.length > room ? `${title.slice(0, room - 1)}…` : title);
}

/** A row of My Properties. */
export const myPropertySchema = propertySchema
  .pick({
    _id: true,
    slug: true,
    title: true,
    propertyCategory: true,
    propertyFor: true,
    price: true,
    rentPaymentFrequency: true,
    listingStatus: true,
    isPublished: true,
    createdAt: true,
    city: true,
    state: true,
    renewedAt: true,
    availability: true,
    unavailableSince: true,
  })
  .extend({
    /** When the agent was asked to confirm it (60 days after renewal), until they confirm or renew. */
    freshnessAskedAt: z.string().nullable(),
    /** When a live, available listing leaves search unless confirmed; null otherwise. */
    expiresAt: z.string().nullable(),
    /** When it expired (or closed after let/sold). */
    expiredAt: z.string().nullable(),
    /** Whether the one-click renewal applies: expired, closed, let/sold, or asked to confirm. */
    canRenew: z.boolean(),
    photo: z.string().nullable(),
    /** Whether visitors find it now: published, active and the owner's plan live (what search shows). */
    inSearch: z.boolean(),
    hold: listingHoldSchema,
  })
  .meta({ id: 'MyProperty' });
export type MyProperty = z.infer<typeof myPropertySchema>;

/** One page of My Properties. */
export const myPropertiesPageSchema = countedPageAnswerSchema(myPropertySchema);

/**
 * The agent dashboard's counts of their listings; the live ones by purpose are the public profile's own
 * (listing-counts.ts: one definition), so the dashboard and the profile agree.
 */
export const propertyStatsSchema = z
  .object({
    total: z.number(),
    published: z.number(),
    /** Live in search: published, active and the owner's plan live (equals propertiesCount). */
    active: z.number(),
    /** Published and active, but out of search because the owner's plan has lapsed. */
    hiddenByPlan: z.number(),
    /** Live listings asked 'still available?' and not yet answered (ADR 033). */
    awaitingConfirmation: z.number(),
    /** Out of search as expired: not confirmed 14 days after the ask. */
    expired: z.number(),
    /** Live and marked let or sold (shown so for 30 days). */
    letOrSold: z.number(),
  })
  .extend(listingCountsSchema.shape);
export type PropertyStats = z.infer<typeof propertyStatsSchema>;

/** The Add Property dialog's answer: the new listing's id, category and slug. */
export const createdPropertySchema = z.object({
  data: z.object({ _id: z.string(), propertyCategory: z.enum(propertyCategories), slug: z.string() }),
  message: z.string(),
});
