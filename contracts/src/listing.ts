// How listings are shown to everyone: result cards (lists, the carousel, favourites, compare), the public
// property page and its similar listings.

import { propertySchema } from './property';
import { searchMessages, searchUnderstoodSchema } from './search';
import { z } from './zod';

/** A result card: what a list, the carousel, favourites and compare need, without the editor's detail. */
export const propertyCardSchema = propertySchema
  .pick({
    _id: true,
    slug: true,
    title: true,
    propertyCategory: true,
    propertyType: true,
    propertyFor: true,
    price: true,
    rentPaymentFrequency: true,
    moveInCost: true,
    bedrooms: true,
    bathrooms: true,
    restrooms: true,
    area: true,
    lotSize: true,
    address: true,
    city: true,
    state: true,
    location: true,
    visibilityLevel: true,
    visibilityLabel: true,
    isVerified: true,
    owner: true,
    publishedAt: true,
    renewedAt: true,
    availability: true,
  })
  .extend({
    /** The card-size main photo, or null for the placeholder. */
    photo: z.string().nullable(),
    photoCount: z.number(),
  })
  .meta({ id: 'PropertySummary' });
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const propertySearchResultSchema = z.object({
  data: z.array(propertyCardSchema),
  /**
   * Exact up to SEARCH_RESULT_WINDOW; beyond it, the window and `totalCapped`. A search with words counts exactly up
   * to a thousand, then says `totalEstimated` and gives an estimate ("about 12,000"), which may pass the window.
   */
  total: z.number(),
  totalCapped: z.boolean(),
  totalEstimated: z.boolean().optional(),
  totalPages: z.number(),
  page: z.number(),
  /** What the search box's text was read as (null without text): the page shows it as removable chips. */
  understood: searchUnderstoodSchema.nullable().optional(),
});
export type PropertySearchResult = z.infer<typeof propertySearchResultSchema>;

/** The public page's property: everything but the owner's editing state, and whether its 360° tour is locked. */
export const publicPropertySchema = propertySchema
  .extend({
    /** The owner's plan does not include 360° tours (Elite or Platinum): the panel shows the upgrade lock. */
    virtualTourLocked: z.boolean(),
  })
  .meta({ id: 'Property' });
export type PublicProperty = z.infer<typeof publicPropertySchema>;

/** GET /api/v1/property/slug/{slug} */
export const publicPropertyResponseSchema = z.object({ data: publicPropertySchema });
export type PublicPropertyResponse = z.infer<typeof publicPropertyResponseSchema>;

/** GET /api/v1/property/slug/{slug}/similar: up to four cards. */
export const similarPropertiesSchema = z.object({ data: z.array(propertyCardSchema) });

/** The {slug} of /api/v1/property/slug/{slug}: anything that cannot be a slug names no listing (404). */
export const propertySlugParamSchema = z.object({
  slug: z.string({ error: searchMessages.notFound }).min(1, searchMessages.notFound).max(200, searchMessages.notFound),
});

/** At most this many markers per map answer: past it the map says how many more there are and asks to zoom in. */
export const MAP_MAX_MARKERS = 500;

/** One marker of the search map: where, what it costs, and enough for its preview card. */
export const mapListingSchema = propertyCardSchema
  .pick({
    _id: true,
    slug: true,
    title: true,
    propertyFor: true,
    price: true,
    rentPaymentFrequency: true,
    bedrooms: true,
    bathrooms: true,
    city: true,
    state: true,
    visibilityLevel: true,
    photo: true,
  })
  .extend({ lat: z.number(), lng: z.number() })
  .meta({ id: 'MapListing' });
export type MapListing = z.infer<typeof mapListingSchema>;

export const propertyMapResultSchema = z.object({
  /** The best-ranked matches with coordinates (higher tiers, then newest), up to MAP_MAX_MARKERS. */
  data: z.array(mapListingSchema),
  /** Every match of the same search (capped like the list's count), so the map can say "500 of 2,340 shown". */
  total: z.number(),
  totalCapped: z.boolean(),
  /** As the list's: an estimate past a thousand matches of a search with words. */
  totalEstimated: z.boolean().optional(),
});
export type PropertyMapResult = z.infer<typeof propertyMapResultSchema>;
