import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DashboardRangeParams, dashboardKeys } from './keys';

/** GET /admin/dashboard/activity: listing views, search impressions and contact clicks for a range. */
export function getListingActivity(range: DashboardRangeParams, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/dashboard/activity', { params: { query: range }, signal }));
}

export const listingActivityQueryOptions = (range: DashboardRangeParams) =>
  queryOptions({
    queryKey: dashboardKeys.activity(range),
    queryFn: ({ signal }) => getListingActivity(range, signal),
    placeholderData: keepPreviousData,
  });
