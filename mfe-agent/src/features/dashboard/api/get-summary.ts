import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from './keys';

/** GET /agent/insights/summary: listings live, this month against last, the newest leads and offers. */
export async function getDashboardSummary(signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/agent/insights/summary', { signal }))).data;
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.summary(), queryFn: ({ signal }) => getDashboardSummary(signal) });
