import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DashboardRangeParams, dashboardKeys } from './keys';

/** GET /admin/dashboard: accounts, sign-ups, listings, revenue, deals and live plans for a range. */
export function getDashboard(range: DashboardRangeParams, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/dashboard', { params: { query: range }, signal }));
}

/** The previous range's figures stay on screen while the next range's load. */
export const dashboardQueryOptions = (range: DashboardRangeParams) =>
  queryOptions({
    queryKey: dashboardKeys.figures(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
    placeholderData: keepPreviousData,
  });
