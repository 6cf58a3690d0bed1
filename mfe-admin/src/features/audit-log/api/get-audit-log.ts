import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AuditLogFilters, auditLogKeys } from './keys';

/** GET /admin/audit-log: one page of admin actions, newest first, filtered. */
export function getAuditLog(filters: AuditLogFilters, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/audit-log', { params: { query: filters }, signal }));
}

/** The page stays on screen while the next one (or the next filter's) loads. */
export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: auditLogKeys.list(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
