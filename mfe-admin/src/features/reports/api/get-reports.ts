import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ReportFilters, reportKeys } from './keys';

/** GET /admin/reports: one page of a status's reports, newest first, with each status's count for the tabs. */
export function getReports(filters: ReportFilters, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/reports', { params: { query: filters }, signal }));
}

/** The page stays on screen while the next one (or the next filter's) loads. */
export const reportsQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.list(filters),
    queryFn: ({ signal }) => getReports(filters, signal),
    placeholderData: keepPreviousData,
  });
