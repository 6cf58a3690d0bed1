import { isApiError } from '@naija-homes/client/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProperty } from '../../../shared/api/get-property';
import { propertyKeys } from '../../../shared/api/keys';

// The listing page and its media viewer share this key, so moving between them costs no request.
export const propertyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(slug),
    queryFn: ({ signal }) => getProperty(slug, signal),
    staleTime: 30_000,
    // A 4xx will not change on retry; a flaky mobile connection (5xx, network) might.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

export function useProperty(slug: string) {
  return useQuery(propertyQueryOptions(slug));
}
