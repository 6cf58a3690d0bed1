import { describe, expect, test } from 'bun:test';
import { adminPropertiesQuerySchema } from './admin-property';
import { listingInsightsQuerySchema, visibilityQuerySchema } from './agent-insights';
import { auditLogQuerySchema } from './audit';
import { bookingsQuerySchema } from './booking';
import { roomsQuerySchema } from './chat';
import { contactMessagesQuerySchema } from './contact';
import { adminArticlesQuerySchema, newsQuerySchema } from './content';
import { firstIssueMessage } from './fields';
import { inspectionsQuerySchema } from './inspection';
import { leadsQuerySchema } from './lead';
import { reportsQuerySchema } from './moderation';
import { subscribersQuerySchema } from './newsletter';
import { offersQuerySchema } from './offer';
import { PAGE_MAX, pageMessages, pageQuerySchema } from './paging';
import { myPropertiesQuerySchema } from './property';
import type { z } from './zod';

const problemOf = (schema: z.ZodType, query: object) => {
  const result = schema.safeParse(query);
  return result.success ? null : firstIssueMessage(result.error);
};

/** Every paged list, with the rows a page holds when ?limit is left out and the most it may ask for. */
const lists: Array<[string, z.ZodType, { default: number; max: number } | null]> = [
  ['offers', offersQuerySchema, { default: 10, max: 100 }],
  ['inspections', inspectionsQuerySchema, { default: 10, max: 100 }],
  ['bookings', bookingsQuerySchema, { default: 10, max: 100 }],
  ['leads', leadsQuerySchema, { default: 10, max: 100 }],
  ['reports', reportsQuerySchema, { default: 10, max: 100 }],
  ['chat rooms', roomsQuerySchema, { default: 20, max: 100 }],
  ['audit log', auditLogQuerySchema, { default: 20, max: 100 }],
  ['contact messages', contactMessagesQuerySchema, { default: 10, max: 100 }],
  ['subscribers', subscribersQuerySchema, { default: 10, max: 100 }],
  ['admin articles', adminArticlesQuerySchema, { default: 10, max: 50 }],
  ['listing insights', listingInsightsQuerySchema, { default: 10, max: 100 }],
  ['visibility', visibilityQuerySchema, { default: 10, max: 100 }],
  ['my properties', myPropertiesQuerySchema, { default: 10, max: 50 }],
  ['admin properties', adminPropertiesQuerySchema, { default: 10, max: 50 }],
  ['page of anything (agents, favourites, reviews, notifications)', pageQuerySchema, { default: 10, max: 100 }],
  ['news', newsQuerySchema, null],
];

describe('one page contract (issue 34)', () => {
  test.each(lists)('%s refuses a wrong page in the one wording', (_name, schema) => {
    expect(problemOf(schema, { page: 'abc' })).toBe(pageMessages.notANumber);
    expect(problemOf(schema, { page: '0' })).toBe(pageMessages.belowOne);
    expect(problemOf(schema, { page: '1.5' })).toBe(pageMessages.notWhole);
    expect(problemOf(schema, { page: String(PAGE_MAX + 1) })).toBe(pageMessages.tooFar);
    expect(pageMessages.tooFar).toBe('page must be at most 10,000');
  });

  test.each(lists)('%s keeps its own page size and bound', (_name, schema, limit) => {
    const parsed = schema.parse({}) as { page: number; limit?: number };
    expect(parsed.page).toBe(1);
    if (!limit) return expect(parsed.limit).toBeUndefined();
    expect(parsed.limit).toBe(limit.default);
    expect(problemOf(schema, { limit: String(limit.max) })).toBeNull();
    expect(problemOf(schema, { limit: String(limit.max + 1) })).toBe(`limit must be at most ${limit.max}`);
    expect(problemOf(schema, { limit: '0' })).toBe('limit must be at least 1');
  });
});
