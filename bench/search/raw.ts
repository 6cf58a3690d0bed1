// The raw-SQL side of a benchmark query: exactly the two statements the search service sends for it.
import { propertySearchQuerySchema, SEARCH_RESULT_WINDOW, searchParamsRecord } from '@naija-homes/contracts/search';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchCountSql, searchPageSql } from '../../api/src/modules/search/search.sql';
import type { BenchQuery } from './mix';

export interface RenderedSql {
  sql: string;
  params: unknown[];
}

export interface RawQuery {
  query: BenchQuery;
  page: RenderedSql;
  count: RenderedSql;
}

const dialect = new PgDialect();

/** Parses the query string with the API's own schema and renders the service's page and capped count. */
export function rawQuery(query: BenchQuery, now: Date): RawQuery {
  const parsed = propertySearchQuerySchema.parse(searchParamsRecord(query.params));
  return {
    query,
    page: dialect.sqlToQuery(searchPageSql(parsed, now)),
    count: dialect.sqlToQuery(searchCountSql(parsed, SEARCH_RESULT_WINDOW, now)),
  };
}
