import { api, ok } from '@naija-homes/client/api-client';
import { ANALYTICS_PAGE_SIZE } from '@naija-homes/contracts/agent-insights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsKeys, type ListingTableQuery } from './keys';

/** GET /agent/insights/analytics/listings: a page of my listings with their figures over the range. */
export const listingInsightsQueryOptions = (query: ListingTableQuery) =>
  queryOptions({
    queryKey: analyticsKeys.listings(query),
    queryFn: ({ signal }) =>
      ok(
        api.GET('/api/v1/agent/insights/analytics/listings', {
          params: { query: { ...query, limit: ANALYTICS_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The CSV download's address: the whole table of the range, in the order on screen. */
export function listingInsightsCsvUrl(query: Omit<ListingTableQuery, 'page'>): string {
  const params = new URLSearchParams({ from: query.from, to: query.to, sort: query.sort, order: query.order });
  return `/api/v1/agent/insights/analytics.csv?${params}`;
}
