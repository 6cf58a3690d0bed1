import { api, ok } from '@naija-homes/client/api-client';
import { useSession } from '@naija-homes/client/queries/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteKeys } from './keys';

/** GET /favourite/ids: the ids of the signed-in buyer's saved homes. */
export async function getFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  return (await ok(api.GET('/api/v1/favourite/ids', { signal }))).data;
}

export const favouriteIdsQueryOptions = () =>
  queryOptions({ queryKey: favouriteKeys.ids(), queryFn: ({ signal }) => getFavouriteIds(signal), staleTime: 60_000 });

/**
 * The ids of the signed-in buyer's saved homes. One query for the whole page, so every heart agrees; only
 * buyers may save homes, so nobody else asks (the API would answer 401 or 403).
 */
export function useFavouriteIds() {
  const { user, isLoading } = useSession();
  const isBuyer = user?.role === 'BUYER';
  const ids = useQuery({ ...favouriteIdsQueryOptions(), enabled: isBuyer });
  return { ids: ids.data ?? [], user, isBuyer, sessionPending: isLoading };
}
