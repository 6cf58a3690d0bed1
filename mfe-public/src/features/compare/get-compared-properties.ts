import { ApiError, apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import type { PublicProperty } from '@naija-homes/contracts/search';
import { useQueries } from '@tanstack/react-query';

/** A compared listing in full, or null once it has left the site (404), so the page can say so. */
async function fetchComparedProperty(slug: string, signal: AbortSignal): Promise<PublicProperty | null> {
  try {
    return (await apiRequest<DataResponse<PublicProperty>>(`/property/slug/${encodeURIComponent(slug)}`, { signal }))
      .data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useComparedProperties(slugs: string[]) {
  return useQueries({
    queries: slugs.map((slug) => ({
      queryKey: ['compare', 'property', slug] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchComparedProperty(slug, signal),
      staleTime: 60_000,
    })),
  });
}
