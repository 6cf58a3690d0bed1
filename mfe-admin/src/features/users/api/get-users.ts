import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type UserFilters, userKeys } from './keys';

/** GET /admin/users: one page of accounts, newest first, filtered by role and agent status, searched by name or email. */
export function getUsers(filters: UserFilters, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/users', { params: { query: filters }, signal }));
}

/** The page stays on screen while the next one (or the next filter's) loads. */
export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) => getUsers(filters, signal),
    placeholderData: keepPreviousData,
  });
