import { ApiError, apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import type { PublicProperty } from '@naija-homes/contracts/search';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /property/slug/{slug}: the listing, or null when it does not exist or is hidden from this viewer (404). */
export async function getProperty(slug: string, signal?: AbortSignal): Promise<PublicProperty | null> {
  try {
    const response = await apiRequest<DataResponse<PublicProperty>>(`/property/slug/${encodeURIComponent(slug)}`, {
      signal,
    });
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

// The listing page and its media viewer share this key, so moving between them costs no request.
export const propertyQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['property', 'slug', slug],
    queryFn: ({ signal }) => getProperty(slug, signal),
    staleTime: 30_000,
    // A 4xx will not change on retry; a flaky mobile connection (5xx, network) might.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useProperty(slug: string) {
  return useQuery(propertyQueryOptions(slug));
}
