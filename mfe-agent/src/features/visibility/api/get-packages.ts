import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { visibilityKeys } from './keys';

/** GET /package/all: the plans, by priority (what each would give my listings). */
export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: visibilityKeys.packages(),
    queryFn: async ({ signal }) => (await ok(api.GET('/api/v1/package/all', { signal }))).data,
    staleTime: 5 * 60_000,
  });
