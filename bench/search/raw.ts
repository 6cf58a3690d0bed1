// The raw-SQL side of a benchmark query: exactly the statements the search service sends for it (the search
// box's words resolved against the vocabulary first, when there are any; then the page, or the map's markers, and
// the capped count; for the list, the page's impressions after it, unawaited as in countedSearch).
import { MAP_MAX_MARKERS } from '@naija-homes/contracts/listing';
import {
  applySearchUnderstanding,
  type PropertySearchQuery,
  propertySearchQuerySchema,
  SEARCH_RESULT_WINDOW,
  searchParamsRecord,
} from '@naija-homes/contracts/search';
import { PgDialect } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import { listingEventSql } from '../../api/src/modules/insights/listing-events';
import {
  estimatedRows,
  MAP_WALK_FROM,
  pageWalks,
  roundEstimate,
  type SearchTerms,
  searchCountCap,
  searchCountSql,
  searchEstimateSql,
  searchMapSql,
  searchPageSql,
  searchTermsOf,
  searchTermsSql,
  TEXT_ESTIMATE_FROM,
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
  /** How far `count` is exact; past it, a text search asks `estimate`. */
  cap: number;
  estimate: RenderedSql[];
  /** A word matched no listing word: the service answers at once, without page or count. */
  empty: boolean;
}

/** Which answer is timed: the list's page (`/property/all`) or the map's markers (`/property/map`). */
export type Endpoint = 'all' | 'map';

const dialect = new PgDialect();

/** Parses the query string with the API's own schema and renders the vocabulary lookup, if any. */
export function rawQuery(query: BenchQuery): RawQuery {
  // As the service: the text is read first, its understood parts become filters.
  const parsed = applySearchUnderstanding(propertySearchQuerySchema.parse(searchParamsRecord(query.params))).query;
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
    count: dialect.sqlToQuery(searchCountSql(raw.parsed, terms, searchCountCap(terms, SEARCH_RESULT_WINDOW), now)),
    cap: searchCountCap(terms, SEARCH_RESULT_WINDOW),
    estimate: searchEstimateSql(raw.parsed, terms, now).map((statement) => dialect.sqlToQuery(statement)),
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
  const { page, count, cap, estimate, empty } = await rawStatements(client, raw, now, endpoint);
  if (empty) return { ids: [], total: 0 };
  // As countMatches: a text search is estimated first, and not counted from TEXT_ESTIMATE_FROM on; otherwise exact
  // up to the cap, then (text) the estimate, or (no text) the window.
  const countRows = async () => {
    let estimated = 0;
    if (estimate.length > 0) {
      const plans = await Promise.all(
        estimate.map((statement) =>
          client.unsafe<Record<string, unknown>[]>(statement.sql, statement.params as never[]),
        ),
      );
      estimated = Math.min(...plans.map(estimatedRows));
      if (estimated >= TEXT_ESTIMATE_FROM) return Math.max(cap, roundEstimate(estimated));
    }
    const counted = await client.unsafe<{ total: number }[]>(count.sql, count.params as never[]);
    const matches = Number(counted[0]?.total ?? 0);
    countedMatches = matches;
    if (matches <= cap) return matches;
    if (cap === SEARCH_RESULT_WINDOW) return cap;
    return Math.max(cap, roundEstimate(Math.max(cap + 1, estimated)));
  };
  let countedMatches = 0;
  // As countedSearch: the page's impressions are written after the answer, which does not wait for them.
  const countImpressions = (ids: string[]) => {
    const statement = listingEventSql('impressions', ids, 1, true);
    if (!statement) return;
    const { sql, params } = dialect.sqlToQuery(statement);
    client.unsafe(sql, params as never[]).catch(() => {});
  };
  const walked = async <T>(statement: RenderedSql) =>
    client.begin(async (tx) => {
      await tx.unsafe('set local enable_sort = off');
      return tx.unsafe<T[]>(statement.sql, statement.params as never[]);
    }) as Promise<T[]>;
  if (endpoint === 'map') {
    // As searchPropertyMap: the count first, then the markers, by an ordered walk when many match.
    const total = await countRows();
    if (total === 0) return { ids: [], total: 0 };
    const rows =
      total >= MAP_WALK_FROM
        ? await walked<{ id: string }>(page)
        : await client.unsafe<{ id: string }[]>(page.sql, page.params as never[]);
    return { ids: rows.map((row) => row.id), total };
  }
  if (estimate.length === 0) {
    const [rows, total] = await Promise.all([
      client.unsafe<{ id: string }[]>(page.sql, page.params as never[]),
      countRows(),
    ]);
    countImpressions(rows.map((row) => row.id));
    return { ids: rows.map((row) => row.id), total };
  }
  // As searchProperties: with words, the count first, then the page, walked when the count showed many matches.
  const total = await countRows();
  const rows = pageWalks(raw.parsed, countedMatches)
    ? await walked<{ id: string }>(page)
    : await client.unsafe<{ id: string }[]>(page.sql, page.params as never[]);
  countImpressions(rows.map((row) => row.id));
  return { ids: rows.map((row) => row.id), total };
}
