// The one contract of a paged list (issue 34): every list that takes ?page&limit reads them here, so a wrong page is
// refused in the same words everywhere; only how many rows a page may hold differs, and each list says so itself.
import { z } from './zod';

/** No list pages further than this: past it a person narrows the filters instead. */
export const PAGE_MAX = 10_000;

export const pageMessages = {
  notANumber: 'page must be a number',
  notWhole: 'page must be a whole number',
  belowOne: 'page must be at least 1',
  tooFar: 'page must be at most 10,000',
} as const;

/** ?page: from 1 (the default) to PAGE_MAX. */
export const pageNumberSchema = z.coerce
  .number({ error: pageMessages.notANumber })
  .int(pageMessages.notWhole)
  .min(1, pageMessages.belowOne)
  .max(PAGE_MAX, pageMessages.tooFar)
  .default(1);

export type LimitOptions = {
  /** The most rows one answer may hold. */
  max: number;
  /** How many rows an answer holds when ?limit is left out. */
  default: number;
};

/** ?limit: from 1 to the list's `max`, its `default` when left out (also for lists that page by cursor). */
export function limitSchema(options: LimitOptions) {
  return z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(options.max, `limit must be at most ${options.max}`)
    .default(options.default);
}

/** `page` and `limit` of a list's query, to spread into its `z.object({...})`; most lists hold 1–100, 10 by default. */
export function pageQueryFields(limit: LimitOptions = { max: 100, default: 10 }) {
  return { page: pageNumberSchema, limit: limitSchema(limit) };
}

/** The query of a list that takes nothing but the page (1–100 rows, 10 by default). */
export const pageQuerySchema = z.object(pageQueryFields());

/**
 * A page of a named item is named after it (`Offer` → `OfferPage`), so the API document and SDKs generated from it
 * have one type per list instead of an anonymous object each.
 */
function pageName(item: z.ZodType): { id: string } | undefined {
  const id = z.globalRegistry.get(item)?.id;
  return id ? { id: `${id}Page` } : undefined;
}

const pageFields = {
  totalPages: z.number().int().meta({ description: 'Pages in all at this limit; ask with `page` (1-based)' }),
};

/** The answer of a list: its rows and how many pages there are. */
export function pageAnswerSchema<Item extends z.ZodType>(item: Item) {
  const schema = z.object({ data: z.array(item), ...pageFields });
  const name = pageName(item);
  return name ? schema.meta(name) : schema;
}

/** A list's answer that also says how many rows match in all (for "N results" and the table's count). */
export function countedPageAnswerSchema<Item extends z.ZodType>(item: Item) {
  const schema = z.object({
    data: z.array(item),
    ...pageFields,
    total: z.number().int().meta({ description: 'Rows that match in all' }),
  });
  const name = pageName(item);
  return name ? schema.meta(name) : schema;
}
