import { apiRequest } from '@naija-homes/contracts/http';
import type { FavouriteCard } from '@naija-homes/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { favouriteKeys } from '../../shared/listings/favourite-button';

export const SAVED_HOMES_PAGE_SIZE = 12;

interface FavouritePage {
  data: FavouriteCard[];
  total: number;
  totalPages: number;
}

/** The buyer's saved homes, newest first; under the favourite key, so a heart anywhere refreshes it. */
export function useFavourites(page: number) {
  return useQuery({
    queryKey: favouriteKeys.list(page),
    queryFn: ({ signal }) =>
      apiRequest<FavouritePage>('/favourite/all', { query: { page, limit: SAVED_HOMES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
