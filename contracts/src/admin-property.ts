// The admin's listings (issue 18): the table with its filters, deactivating a listing with a reason (the agent is
// told and cannot put it back live), reactivating it, and marking it verified after a check.
import { strictBody } from './fields';
import { formatNumber } from './format';
import { pageQueryFields } from './paging';
import { z } from './zod';

export const adminPropertyMessages = {
  deactivated: 'Listing deactivated',
  reactivated: 'Listing reactivated',
  verified: 'Listing marked as verified',
  unverified: 'Verified badge removed',
  alreadyDeactivated: 'This listing is already deactivated by an admin',
  notDeactivated: 'This listing was not deactivated by an admin',
  alreadyVerified: 'This listing is already verified',
  notVerified: 'This listing is not verified',
  onlyPublishedVerified: 'Only a published listing can be verified',
  reasonRequired: 'Tell the agent why the listing is deactivated (at least 10 characters)',
  heldByAdmin: 'An admin deactivated this listing. Contact support to have it reviewed',
  deactivatedTitle: 'Your listing was deactivated',
  deactivatedNotice: (title: string, reason: string) =>
    `Our team deactivated "${title}": ${reason.trim().replace(/[.!?]?$/, '.')} It is hidden from search until an admin reviews it again.`,
  reactivatedTitle: 'Your listing is back',
  reactivatedNotice: (title: string) =>
    `Our team reactivated "${title}". It shows in search again while your plan is live.`,
  verifiedTitle: 'Your listing is verified',
  /** What the admin confirms before marking a listing verified. */
  verifyChecklist: 'I checked the title documents and visited or otherwise confirmed the listing and its agent',
  verifyChecklistRequired: 'Confirm that you checked the listing before marking it verified',
  verifiedNotice: (title: string) =>
    `Our team checked "${title}" and marked it as a Verified listing. Buyers now see the badge on its card and page.`,
} as const;

// Kept with the other listing labels (no schema library on pages that only show a card).
export { VERIFIED_LISTING_LABEL } from './property-options';

// Strict like every body: an unknown field is a 400, never silently dropped.
export const deactivationReasonSchema = strictBody({
  reason: z.string().trim().min(10, adminPropertyMessages.reasonRequired).max(500),
});

/** Where a listing stands for the admin: `deactivated` is an admin's deactivation (with its reason). */
export const adminListingStatuses = ['pending', 'active', 'inactive', 'expired', 'closed', 'deactivated'] as const;
export type AdminListingStatus = (typeof adminListingStatuses)[number];

export const adminPropertySorts = ['newest', 'oldest', 'price-asc', 'price-desc', 'title'] as const;
export type AdminPropertySort = (typeof adminPropertySorts)[number];

export const adminPropertySortLabels: Record<AdminPropertySort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  title: 'Title A–Z',
};

/** The table's count stops here (like search's): past it the admin narrows the filters. */
export const ADMIN_PROPERTIES_COUNT_CAP = 10_000;
export const ADMIN_PROPERTIES_MAX_LIMIT = 50;

export const adminPropertyQueryMessages = {
  status: 'status must be pending, active, inactive or deactivated',
  purpose: 'purpose must be sale, rent or short-let',
  sort: 'sort must be newest, oldest, price-asc, price-desc or title',
  verified: 'verified must be yes or no',
  plan: 'plan must be a plan id',
  pageWindow: `Only the first ${formatNumber(ADMIN_PROPERTIES_COUNT_CAP)} listings can be paged. Please narrow the filters.`,
  text: 'search, city and agent must contain upto 100 characters',
} as const;

const queryText = z
  .string()
  .trim()
  .max(100, adminPropertyQueryMessages.text)
  .optional()
  .transform((value) => (value ? value : undefined));

/** GET /api/v1/admin/properties: every listing, searched, filtered, sorted and paged. */
export const adminPropertiesQuerySchema = z
  .object({
    /** Words of the title, address, city or state (each must match, parts and typos too), or a listing's id or slug. */
    search: queryText,
    status: z.enum(adminListingStatuses, { error: adminPropertyQueryMessages.status }).optional(),
    purpose: z.enum(['sale', 'rent', 'short-let'], { error: adminPropertyQueryMessages.purpose }).optional(),
    city: queryText,
    /** The owner's id, or words of the agent's name or email. */
    agent: queryText,
    /** The package id of the owner's live plan. */
    plan: z.uuid({ error: adminPropertyQueryMessages.plan }).optional(),
    verified: z.enum(['yes', 'no'], { error: adminPropertyQueryMessages.verified }).optional(),
    sort: z.enum(adminPropertySorts, { error: adminPropertyQueryMessages.sort }).default('newest'),
    ...pageQueryFields({ max: ADMIN_PROPERTIES_MAX_LIMIT, default: 10 }),
  })
  .refine((q) => (q.page - 1) * q.limit < ADMIN_PROPERTIES_COUNT_CAP, {
    message: adminPropertyQueryMessages.pageWindow,
    path: ['page'],
  });
export type AdminPropertiesQuery = z.infer<typeof adminPropertiesQuerySchema>;

/** A row of the admin's listings table. */
export const adminPropertySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The card-size main photo, or null for the placeholder. */
  photo: z.string().nullable(),
  agent: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  city: z.string().nullable(),
  state: z.string().nullable(),
  propertyFor: z.enum(['sale', 'rent', 'short-let']).nullable(),
  /** Naira. */
  price: z.number().nullable(),
  rentPaymentFrequency: z.string().nullable(),
  listingStatus: z.enum(['pending', 'active', 'inactive', 'expired', 'closed']),
  isPublished: z.boolean(),
  /** The admin's reason when an admin deactivated it (the agent cannot put it back live), else null. */
  moderationReason: z.string().nullable(),
  moderatedAt: z.string().nullable(),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  /** The owner's live plan, or null (shown N/A). */
  plan: z.string().nullable(),
  /** Whether visitors find it now: published, active and the owner's plan live. */
  inSearch: z.boolean(),
  /** Buyers' reports of the listing still waiting in the moderation queue. */
  openReports: z.number(),
  createdAt: z.string(),
});
export type AdminProperty = z.infer<typeof adminPropertySchema>;

export const adminPropertiesPageSchema = z.object({
  data: z.array(adminPropertySchema),
  /** Exact up to ADMIN_PROPERTIES_COUNT_CAP; beyond it, the cap and `totalCapped`. */
  total: z.number(),
  totalCapped: z.boolean(),
  totalPages: z.number(),
  page: z.number(),
});
export type AdminPropertiesPage = z.infer<typeof adminPropertiesPageSchema>;

/** The answer to deactivate, reactivate, verify and unverify: the row as it is now, and what to tell the admin. */
export const adminPropertyActionSchema = z.object({ data: adminPropertySchema, message: z.string() });
export type AdminPropertyAction = z.infer<typeof adminPropertyActionSchema>;

/** What the filters offer: cities that have listings (with how many) and the plans. */
export const adminPropertyFacetsSchema = z.object({
  cities: z.array(z.object({ city: z.string(), count: z.number() })),
  plans: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AdminPropertyFacets = z.infer<typeof adminPropertyFacetsSchema>;

/** The status chip of a row: an admin's deactivation wins, then the listing's own status. */
export function adminListingStatusOf(
  row: Pick<AdminProperty, 'listingStatus' | 'moderationReason'>,
): AdminListingStatus {
  return row.moderationReason !== null ? 'deactivated' : row.listingStatus;
}
