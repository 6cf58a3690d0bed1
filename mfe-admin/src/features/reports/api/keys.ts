import type { paths } from '@naija-homes/client/api-client';
import { adminKeys } from '../../../shared/api/admin-keys';

/** The moderation queue's filters, as GET /admin/reports takes them. */
export type ReportFilters = NonNullable<paths['/api/v1/admin/reports']['get']['parameters']['query']>;

export const reportKeys = {
  all: [...adminKeys.all, 'reports'] as const,
  list: (filters: ReportFilters) => [...reportKeys.all, 'list', filters] as const,
};
