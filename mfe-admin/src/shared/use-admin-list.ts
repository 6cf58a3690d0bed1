import { apiRequest, type PagedResponse } from '@naija-homes/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A paged admin list (`{ data, totalPages, total }`), kept on screen while the next page loads. */
export function useAdminList<T>(path: string, query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ['admin', path, query],
    queryFn: () => apiRequest<PagedResponse<T>>(path, { query }),
    placeholderData: keepPreviousData,
  });
}
