import { isApiError } from '@naija-homes/client/api-client';
import { takeInlinedAnswer } from '@naija-homes/client/queries/inlined-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProperty } from '../../../shared/api/get-property';
import { propertyKeys } from '../../../shared/api/keys';
import { withPoint } from '../../../shared/api/point';

// The listing page and its media viewer share this key, so moving between them costs no request.
export const propertyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(slug),
    queryFn: ({ signal }) => getProperty(slug, signal),
    staleTime: 30_000,
    // On the first visit of the listing's page, the server sent the listing with it (read as getProperty reads it).
    initialData: () => {
      const answer = takeInlinedAnswer('/api/v1/property/slug/{slug}', { slug });
      return answer ? withPoint(answer.data) : undefined;
    },
    // A 4xx will not change on retry; a flaky mobile connection (5xx, network) might.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });

export function useProperty(slug: string) {
  return useQuery(propertyQueryOptions(slug));
}
