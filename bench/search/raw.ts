// The raw-SQL side of a benchmark query: exactly the statements the search service sends for it (the search
// box's words resolved against the vocabulary first, when there are any; then the page, or the map's markers, and
// the capped count).
import { MAP_MAX_MARKERS } from '@naija-homes/contracts/listing';
import {
  type PropertySearchQuery,
  propertySearchQuerySchema,
  SEARCH_RESULT_WINDOW,
  searchParamsRecord,
} from '@naija-homes/contracts/search';
import { PgDialect } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import {
  MAP_WALK_FROM,
  type SearchTerms,
  searchCountSql,
  searchMapSql,
  searchPageSql,
  searchTermsOf,
  searchTermsSql,
} from '../../api/src/modules/search/search.sql';
import type { BenchQuery } from './mix';

export interface RenderedSql {
  sql: string;
  params: unknown[];
}

export interface RawQuery {
  query: BenchQuery;
  parsed: PropertySearchQuery;
  /** The vocabulary lookup of the search box's words, or null without words. */
  terms: RenderedSql | null;
}

export interface RawStatements {
  page: RenderedSql;
  count: RenderedSql;
  /** A word matched no listing word: the service answers at once, without page or count. */
  empty: boolean;
}

/** Which answer is timed: the list's page (`/property/all`) or the map's markers (`/property/map`). */
export type Endpoint = 'all' | 'map';

const dialect = new PgDialect();

/** Parses the query string with the API's own schema and renders the vocabulary lookup, if any. */
export function rawQuery(query: BenchQuery): RawQuery {
  const parsed = propertySearchQuerySchema.parse(searchParamsRecord(query.params));
  const terms = searchTermsSql(parsed.search);
  return { query, parsed, terms: terms ? dialect.sqlToQuery(terms) : null };
}

/** Resolves the words (a round trip when there are any) and renders the service's page and capped count. */
export async function rawStatements(
  client: postgres.Sql,
  raw: RawQuery,
  now: Date,
  endpoint: Endpoint = 'all',
): Promise<RawStatements> {
  let terms: SearchTerms = [];
  if (raw.terms && raw.parsed.search) {
    const rows = await client.unsafe<{ term: number; word: string }[]>(raw.terms.sql, raw.terms.params as never[]);
    terms = searchTermsOf(raw.parsed.search, rows);
  }
  return {
    page: dialect.sqlToQuery(
      endpoint === 'map'
        ? searchMapSql(raw.parsed, terms, MAP_MAX_MARKERS, now)
        : searchPageSql(raw.parsed, terms, now),
    ),
    count: dialect.sqlToQuery(searchCountSql(raw.parsed, terms, SEARCH_RESULT_WINDOW, now)),
    empty: terms.some((words) => words.length === 0),
  };
}

/** One search as the service runs it: the rows of the page (or the markers) and the capped total. */
export async function runRaw(
  client: postgres.Sql,
  raw: RawQuery,
  now: Date,
  endpoint: Endpoint = 'all',
): Promise<{ ids: string[]; total: number }> {
  const { page, count, empty } = await rawStatements(client, raw, now, endpoint);
  if (empty) return { ids: [], total: 0 };
  if (endpoint === 'map') {
    // As searchPropertyMap: the count first, then the markers, by an ordered walk when many match.
    const counted = await client.unsafe<{ total: number }[]>(count.sql, count.params as never[]);
    const total = Number(counted[0]?.total ?? 0);
    if (total === 0) return { ids: [], total: 0 };
    const rows =
      total >= MAP_WALK_FROM
        ? await client.begin(async (tx) => {
            await tx.unsafe('set local enable_sort = off');
            return tx.unsafe<{ id: string }[]>(page.sql, page.params as never[]);
          })
        : await client.unsafe<{ id: string }[]>(page.sql, page.params as never[]);
    return { ids: rows.map((row) => row.id), total: Math.min(total, SEARCH_RESULT_WINDOW) };
  }
  const [rows, counted] = await Promise.all([
    client.unsafe<{ id: string }[]>(page.sql, page.params as never[]),
    client.unsafe<{ total: number }[]>(count.sql, count.params as never[]),
  ]);
  return { ids: rows.map((row) => row.id), total: Math.min(Number(counted[0]?.total ?? 0), SEARCH_RESULT_WINDOW) };
}
