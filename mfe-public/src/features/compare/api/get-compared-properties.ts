import { queryOptions, useQueries } from '@tanstack/react-query';
import { getProperty } from '../../../shared/api/get-property';
import { propertyKeys } from '../../../shared/api/keys';

/** A compared listing in full (the listing page's own entry), or null once it has left the site (404). */
export const comparedPropertyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: propertyKeys.detail(slug),
    queryFn: ({ signal }) => getProperty(slug, signal),
    staleTime: 60_000,
  });

export function useComparedProperties(slugs: string[]) {
  return useQueries({ queries: slugs.map((slug) => comparedPropertyQueryOptions(slug)) });
}
