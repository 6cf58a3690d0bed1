import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingKeys } from './keys';

/** GET /package/all: the plans, by priority. */
export async function getPackages(signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/package/all', { signal }))).data;
}

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.packages(),
    queryFn: ({ signal }) => getPackages(signal),
    staleTime: 5 * 60_000,
  });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}
