import type { paths } from '@naija-homes/client/api-client';
import { adminKeys } from '../../../shared/api/admin-keys';

/** The admin user list's filters, as GET /admin/users takes them. */
export type UserFilters = NonNullable<paths['/api/v1/admin/users']['get']['parameters']['query']>;

export const userKeys = {
  all: [...adminKeys.all, 'users'] as const,
  list: (filters: UserFilters) => [...userKeys.all, 'list', filters] as const,
  /** One agent's profile as the review dialog shows it. */
  agentReview: (userId: string) => [...adminKeys.all, 'agent-review', userId] as const,
};
