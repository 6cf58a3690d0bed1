// Query keys that several features of this remote read or refresh. A key used by one feature lives in that
// feature's api/keys.ts; a key another app reads comes from @naija-homes/client/queries.

/** Listings. Search results are keyed by their URL parameters, so the key, the request and the address agree. */
export const propertyKeys = {
  all: ['property'] as const,
  search: (params: URLSearchParams) => [...propertyKeys.all, 'search', params.toString()] as const,
  /** The search map's markers, keyed like the search (without its page, size and order). */
  map: (params: URLSearchParams) => [...propertyKeys.all, 'map', params.toString()] as const,
  /** One listing by slug: the listing page, its media viewer and the compare page share it. */
  detail: (slug: string) => [...propertyKeys.all, 'slug', slug] as const,
  /** The home page carousel. */
  featured: () => [...propertyKeys.all, 'featured'] as const,
};

/** The buyer's saved homes: the hearts on every card and the saved-homes list, refreshed together. */
export const favouriteKeys = {
  all: ['favourite'] as const,
  ids: () => [...favouriteKeys.all, 'ids'] as const,
  list: (page: number) => [...favouriteKeys.all, 'all', page] as const,
};

/** Agents: the directory and the profiles (a posted review refreshes the profile's rating). */
export const agentKeys = {
  all: ['agent'] as const,
  list: (query: { page: number; limit: number; search?: string | undefined }) =>
    [...agentKeys.all, 'list', query] as const,
  profile: (slug: string) => [...agentKeys.all, 'slug', slug] as const,
  listings: (slug: string, page: number) => [...agentKeys.profile(slug), 'properties', page] as const,
};
