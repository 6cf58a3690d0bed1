import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsKeys } from './keys';

/** GET /agent/insights/analytics: every day of the range with my listings' sums, and the totals. */
export const analyticsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: analyticsKeys.overTime(from, to),
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/v1/agent/insights/analytics', { params: { query: { from, to } }, signal }))).data,
    placeholderData: keepPreviousData,
  });
