import { ApiError, apiRequest } from '@naija-homes/contracts/http';
import { useQuery } from '@tanstack/react-query';

/**
 * A list from the API. An endpoint that this deployment does not serve yet (404) reads as "not available",
 * which the page shows as its empty state instead of an error.
 */
export function useOptionalList<T>(path: string, query: Record<string, string | number | undefined> = {}) {
  return useQuery({
    queryKey: ['public', path, query],
    queryFn: async (): Promise<{ data: T[]; totalPages: number; available: boolean }> => {
      try {
        const response = await apiRequest<{ data: T[]; totalPages?: number }>(path, { query });
        return { data: response.data, totalPages: response.totalPages ?? 1, available: true };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { data: [], totalPages: 0, available: false };
        throw error;
      }
    },
  });
}
