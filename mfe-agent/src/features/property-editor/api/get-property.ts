import { api, isApiError, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { propertyEditorKeys } from './keys';

/** GET /property/{id}: the listing for its owner's editor, with its review sections. */
export function getProperty(id: string, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/property/{id}', { params: { path: { id } }, signal }));
}

export type PropertyEditorData = Awaited<ReturnType<typeof getProperty>>;

export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyEditorKeys.property(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    // A missing or someone else's property will not appear on a retry.
    retry: (failures, error) => !(isApiError(error) && error.status < 500) && failures < 2,
  });
