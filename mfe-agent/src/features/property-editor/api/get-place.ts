import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { propertyEditorKeys } from './keys';

/** GET /geo/place/{id}: a chosen suggestion as country, state, city, address, latitude and longitude. */
export async function getPlace(placeId: string, signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/geo/place/{id}', { params: { path: { id: placeId } }, signal }))).data;
}

/** Read when a suggestion is chosen (`queryClient.fetchQuery`); places do not move. */
export const placeQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: propertyEditorKeys.place(placeId),
    queryFn: ({ signal }) => getPlace(placeId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
