// `/properties?…`: the search page's title from its filters, and its first page of results.
import { type PropertySearchQuery, propertySearchQuerySchema, searchParamsRecord } from '@naija-homes/contracts/search';
import { countedSearch } from '../../search/counted-search';
import { capitalise, placeName, purposePhrase, typeName } from '../listing-words';
import { type PageHead, SITE_NAME } from '../page-head';
import { cardPhotoPreloads } from '../photo-preloads';
import { page, pageDataPaths, type SitePage } from '../shell-page';

/** The search filters a title can say, in the order the canonical address lists them. */
const titleFilters = ['propertyFor', 'propertyCategory', 'propertyType', 'bedrooms', 'search'] as const;

/** `/properties?…`: 'Flats for rent in Lagos', '3-bedroom homes for sale', 'Short-let homes and offices'. */
export function searchHead(baseUrl: string, query: PropertySearchQuery | null): PageHead {
  const type = query?.propertyType?.length === 1 ? (query.propertyType[0] ?? null) : null;
  let noun =
    typeName(type, 'many') ??
    (query?.propertyCategory === 'residential'
      ? 'homes'
      : query?.propertyCategory === 'commercial'
        ? 'commercial properties'
        : 'homes and offices');
  if (query?.bedrooms) noun = `${query.bedrooms}${query.bedrooms >= 5 ? '+' : ''}-bedroom ${noun}`;
  let phrase = query?.propertyFor === 'short-let' ? `short-let ${noun}` : noun;
  if (query?.propertyFor && query.propertyFor !== 'short-let') phrase += ` ${purposePhrase[query.propertyFor]}`;
  if (query?.search) phrase += ` in ${placeName(query.search)}`;
  const heading = capitalise(phrase);

  const canonical = new URLSearchParams();
  for (const key of titleFilters) {
    const value = key === 'propertyType' ? type : query?.[key];
    if (value !== undefined && value !== null) canonical.set(key, String(value));
  }
  const search = canonical.toString();
  return {
    title: `${heading} | ${SITE_NAME}`,
    socialTitle: heading,
    description: `${heading} in Nigeria on ${SITE_NAME}: photos, prices in naira, move-in costs and verified agents you can message.`,
    canonical: `${baseUrl}/properties${search ? `?${search}` : ''}`,
  };
}

/** The search page's query, parsed as the page parses it (mfe-public use-search-state.ts); null when invalid. */
function searchQuery(params: URLSearchParams): PropertySearchQuery | null {
  const parsed = propertySearchQuerySchema.safeParse(searchParamsRecord(params));
  return parsed.success ? parsed.data : null;
}

export const searchPage: SitePage = async ({ services, url, path, request }) => {
  if (path !== '/properties') return null;
  const { baseUrl } = services.config;
  const query = searchQuery(url.searchParams);
  if (!query) return page(searchHead(baseUrl, null));
  // Counted as the API counts it: the app takes this answer instead of asking (mfe-public get-properties.ts).
  const results = await countedSearch(services, query, request.userAgent);
  return page(searchHead(baseUrl, query), {
    preloads: cardPhotoPreloads(results.data[0]?.photo),
    data: { path, answers: { [pageDataPaths.search(query)]: results } },
  });
};
