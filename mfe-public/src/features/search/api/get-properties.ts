import { takeInlinedAnswer } from '@naija-homes/client/queries/inlined-data';
import { type PropertySearchQuery, searchToParams } from '@naija-homes/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withPoint } from '../../../shared/api/point';
import { searchPropertiesQueryOptions } from '../../../shared/api/search-properties';

/** The search the server answered inside the page's HTML (api/src/modules/seo/page-data.ts), once. */
function inlinedResults(query: PropertySearchQuery) {
  const answer = takeInlinedAnswer('/api/v1/property/all', {}, searchToParams(query));
  return answer && { ...answer, data: answer.data.map(withPoint) };
}

/** GET /property/all for the search page (the request itself is shared with the featured carousel). */
export function propertiesQueryOptions(query: PropertySearchQuery) {
  return queryOptions({
    ...searchPropertiesQueryOptions(query),
    // The previous page stays on screen while the next one loads, so paging and sorting never flash empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // On the first visit of /properties, the server sent these results with the page (and counted them).
    initialData: () => inlinedResults(query),
  });
}

/** The results of a valid search; nothing is requested while the URL does not parse. */
export function useProperties(query: PropertySearchQuery | null) {
  return useQuery({
    ...propertiesQueryOptions(query ?? ({} as PropertySearchQuery)),
    enabled: query !== null,
  });
}
