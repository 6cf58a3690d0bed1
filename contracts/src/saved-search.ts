// Saved searches with alerts (issue 37): a buyer keeps a search of /properties (its whole URL state: every filter,
// the sort, map bounds, a drawn polygon or a radius area) under a name, and hears of new matches instantly, in a
// daily or weekly digest, or not at all.

import { strictBody } from './fields';
import { countedPageAnswerSchema, pageQueryFields } from './paging';
import { propertySearchQuerySchema, searchParamKeys, searchParamsRecord, searchToParams } from './search';
import { z } from './zod';

export const savedSearchFrequencies = ['instant', 'daily', 'weekly', 'off'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];
export const savedSearchFrequencyLabels: Record<SavedSearchFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'No alerts',
};

export const SAVED_SEARCH_NAME_MAX = 60;
/** How many searches one buyer keeps: enough for every area they follow, few enough to match quickly. */
export const SAVED_SEARCHES_PER_BUYER = 20;
/** The longest search a buyer can save (a drawn polygon of many points is the long one). */
export const SAVED_SEARCH_QUERY_MAX = 4000;

export const savedSearchMessages = {
  nameRequired: 'Please give this search a name',
  nameTooLong: `Name must contain upto ${SAVED_SEARCH_NAME_MAX} characters`,
  frequency: 'Please choose how often to hear of new homes: instant, daily, weekly or off',
  queryTooLong: `This search is too long to save (upto ${SAVED_SEARCH_QUERY_MAX} characters)`,
  duplicate: 'You have already saved this search',
  tooMany: `You can keep up to ${SAVED_SEARCHES_PER_BUYER} saved searches. Please delete one first.`,
  notFound: 'Saved search not found',
  nothingToChange: 'Please change the name or the frequency',
  saved: 'Search saved',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
  unsubscribed: 'You will no longer get alerts for this search',
  badLink: 'This unsubscribe link is not valid',
} as const;

/** Parameters that say which page of results is shown, not what is searched: never part of a saved search. */
const pagingKeys = new Set(['page', 'limit']);

/**
 * The one spelling of a search: the URL parameters the search page understands, in the page's order, paging left
 * out and list values sorted. Two saves of the same search spell it the same, so the database's unique key can
 * tell them apart from two different searches. Throws the search's first message when the query is invalid.
 */
export function canonicalSearchQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const parsed = propertySearchQuerySchema.parse(searchParamsRecord(params));
  const record: Record<string, unknown> = {};
  for (const key of searchParamKeys) {
    if (pagingKeys.has(key)) continue;
    const value = parsed[key];
    record[key] = Array.isArray(value) && key !== 'polygon' ? [...value].sort() : value;
  }
  // The radius is filled in from the default when a centre is given: keep it only when the person chose another.
  return searchToParams(record).toString();
}

const nameSchema = z
  .string({ error: savedSearchMessages.nameRequired })
  .trim()
  .min(1, savedSearchMessages.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, savedSearchMessages.nameTooLong);
const frequencySchema = z.enum(savedSearchFrequencies, { error: savedSearchMessages.frequency });

/** POST /api/v1/saved-search: the search as the /properties URL holds it (`propertyFor=rent&bedrooms=3…`). */
export const savedSearchCreateSchema = strictBody({
  name: nameSchema,
  frequency: frequencySchema,
  query: z
    .string({ error: 'Please choose a search to save' })
    .max(SAVED_SEARCH_QUERY_MAX, savedSearchMessages.queryTooLong)
    .superRefine((value, ctx) => {
      const params = new URLSearchParams(value.startsWith('?') ? value.slice(1) : value);
      const result = propertySearchQuerySchema.safeParse(searchParamsRecord(params));
      if (!result.success)
        ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid search' });
    }),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

/** PATCH /api/v1/saved-search/{id}: a new name, a new frequency, or both. */
export const savedSearchUpdateSchema = strictBody({
  name: nameSchema.optional(),
  frequency: frequencySchema.optional(),
}).refine((body) => body.name !== undefined || body.frequency !== undefined, {
  message: savedSearchMessages.nothingToChange,
});
export type SavedSearchUpdate = z.infer<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    frequency: frequencySchema,
    /** The search's URL parameters: `/properties?${query}` opens it. */
    query: z.string(),
    /** Listings that matched since the buyer last opened this search. */
    newMatches: z.number().int(),
    lastSeenAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ data: savedSearchSchema, message: z.string() });
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

export const savedSearchesQuerySchema = z.object(pageQueryFields({ max: SAVED_SEARCHES_PER_BUYER, default: 20 }));
export const savedSearchesPageSchema = countedPageAnswerSchema(savedSearchSchema);
export type SavedSearchesPage = z.infer<typeof savedSearchesPageSchema>;

/** The signed one-click unsubscribe link of an alert mail (no sign-in). */
export const savedSearchUnsubscribeQuerySchema = z.object({
  token: z.string({ error: savedSearchMessages.badLink }).min(1, savedSearchMessages.badLink).max(200),
});
