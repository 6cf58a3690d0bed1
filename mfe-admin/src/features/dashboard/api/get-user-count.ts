import { api, ok } from '@naija-homes/client/api-client';
import type { Role } from '@naija-homes/contracts/enums';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dashboardKeys } from './keys';

/** GET /admin/users with a one-row page: the number of accounts, of one role or of all (null). */
export async function getUserCount(role: Role | null, signal?: AbortSignal) {
  const page = await ok(
    api.GET('/api/v1/admin/users', { params: { query: { page: 1, limit: 1, role: role ?? undefined } }, signal }),
  );
  return page.total;
}

export const userCountQueryOptions = (role: Role | null) =>
  queryOptions({
    queryKey: dashboardKeys.userCount(role),
    queryFn: ({ signal }) => getUserCount(role, signal),
    placeholderData: keepPreviousData,
  });
