import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { propertyStatsKeys } from './keys';

/** GET /property/stats: counts of my listings. */
export async function getPropertyStats(signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/property/stats', { signal }))).data;
}

export const propertyStatsQueryOptions = () =>
  queryOptions({ queryKey: propertyStatsKeys.all, queryFn: ({ signal }) => getPropertyStats(signal) });
