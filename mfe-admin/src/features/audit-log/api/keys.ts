import type { paths } from '@naija-homes/client/api-client';
import { adminKeys } from '../../../shared/api/admin-keys';

/** The audit log's filters, as GET /admin/audit-log takes them. */
export type AuditLogFilters = NonNullable<paths['/api/v1/admin/audit-log']['get']['parameters']['query']>;

export const auditLogKeys = {
  all: [...adminKeys.all, 'audit-log'] as const,
  list: (filters: AuditLogFilters) => [...auditLogKeys.all, 'list', filters] as const,
};
