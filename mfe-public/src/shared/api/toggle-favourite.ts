import { api, isApiError, ok } from '@naija-homes/client/api-client';
import { favouriteMessages } from '@naija-homes/contracts/favourite-messages';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { favouriteIdsQueryOptions } from './get-favourite-ids';
import { favouriteKeys } from './keys';

export interface FavouriteChange {
  propertyId: string;
  /** The state the buyer asked for, so a repeated tap cannot flip it back. */
  isFavourite: boolean;
}

/** POST /favourite/toggle: saves a live listing, or removes a saved one. */
export function toggleFavourite(change: FavouriteChange) {
  return ok(api.POST('/api/v1/favourite/toggle', { body: change }));
}

/** Saves or removes a home, showing the change at once and rolling it back if the server refuses. */
export function useToggleFavourite() {
  const client = useQueryClient();
  const idsKey = favouriteIdsQueryOptions().queryKey;
  return useMutation({
    mutationFn: toggleFavourite,
    onMutate: async ({ propertyId, isFavourite }) => {
      await client.cancelQueries({ queryKey: idsKey });
      const previous = client.getQueryData(idsKey);
      client.setQueryData(idsKey, (current = []) => {
        const others = current.filter((id) => id !== propertyId);
        return isFavourite ? [...others, propertyId] : others;
      });
      return { previous };
    },
    onError: (error, _change, context) => {
      // 409: the home was already as asked (another tab or tap got there first), so the heart is right as shown.
      if (isApiError(error, 409)) return;
      if (context?.previous) client.setQueryData(idsKey, context.previous);
      toast.error(error.message);
    },
    onSuccess: (response) => {
      const { propertyId, isFavourite } = response.data;
      client.setQueryData(idsKey, (current = []) => {
        const others = current.filter((id) => id !== propertyId);
        return isFavourite ? [...others, propertyId] : others;
      });
      toast.success(response.message ?? (isFavourite ? favouriteMessages.added : favouriteMessages.removed));
    },
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
