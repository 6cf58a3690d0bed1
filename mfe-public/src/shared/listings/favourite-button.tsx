import { apiRequest, type DataResponse, LOGIN_PROMPT_EVENT } from '@naija-homes/contracts/http';
import { type FavouriteToggleResult, favouriteMessages } from '@naija-homes/contracts/search';
import { fetchSession } from '@naija-homes/contracts/session';
import { sessionQueryKey } from '@naija-homes/contracts/user';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HeartIcon } from 'lucide-react';

/** Every favourite query starts with this, so one invalidation refreshes the hearts and the saved-homes list. */
export const favouriteKeys = {
  all: ['favourite'] as const,
  ids: ['favourite', 'ids'] as const,
  list: (page: number) => ['favourite', 'all', page] as const,
};

function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 30_000 });
}

/**
 * The ids of the signed-in buyer's saved homes. One query for the whole page, so every heart agrees; only
 * buyers may save homes, so nobody else asks (the API would answer 401 or 403).
 */
export function useFavouriteIds() {
  const session = useSession();
  const user = session.data ?? null;
  const isBuyer = user?.role === 'BUYER';
  const ids = useQuery({
    queryKey: favouriteKeys.ids,
    queryFn: async () => (await apiRequest<DataResponse<string[]>>('/favourite/ids')).data,
    enabled: isBuyer,
    staleTime: 60_000,
  });
  return { ids: ids.data ?? [], user, isBuyer, sessionPending: session.isPending };
}

/** Saves or removes a home, showing the change at once and rolling it back if the server refuses. */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) =>
      apiRequest<DataResponse<FavouriteToggleResult>>('/favourite/toggle', { method: 'POST', body: { propertyId } }),
    onMutate: async (propertyId) => {
      await client.cancelQueries({ queryKey: favouriteKeys.ids });
      const previous = client.getQueryData<string[]>(favouriteKeys.ids);
      client.setQueryData<string[]>(favouriteKeys.ids, (current = []) =>
        current.includes(propertyId) ? current.filter((id) => id !== propertyId) : [...current, propertyId],
      );
      return { previous };
    },
    onError: (error, _propertyId, context) => {
      if (context?.previous) client.setQueryData(favouriteKeys.ids, context.previous);
      toast.error(error.message);
    },
    onSuccess: (response) => {
      const { propertyId, isFavourite } = response.data;
      client.setQueryData<string[]>(favouriteKeys.ids, (current = []) => {
        const others = current.filter((id) => id !== propertyId);
        return isFavourite ? [...others, propertyId] : others;
      });
      toast.success(response.message ?? (isFavourite ? favouriteMessages.added : favouriteMessages.removed));
    },
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}

/** The heart on cards and pages (spec §4): visitors get the login prompt; other roles cannot save homes. */
export function FavouriteButton({ propertyId, className }: { propertyId: string; className?: string }) {
  const { ids, user, isBuyer, sessionPending } = useFavouriteIds();
  const toggle = useToggleFavourite();
  const saved = isBuyer && ids.includes(propertyId);
  const blocked = Boolean(user) && !isBuyer;
  const label = blocked ? favouriteMessages.buyersOnly : saved ? 'Remove from saved homes' : 'Save to saved homes';

  function onClick() {
    if (sessionPending) return;
    if (!user) {
      window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT));
      return;
    }
    if (blocked) {
      toast.info(favouriteMessages.buyersOnly);
      return;
    }
    toggle.mutate(propertyId);
  }

  return (
    // aria-disabled rather than disabled: the button stays focusable and hoverable so the reason can be read.
    <button
      type="button"
      data-slot="favourite-button"
      aria-pressed={isBuyer ? saved : undefined}
      aria-disabled={blocked || undefined}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-surface/95 text-foreground shadow-md transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        blocked && 'cursor-not-allowed opacity-60',
        className,
      )}
    >
      <HeartIcon
        aria-hidden="true"
        className={cn('size-5', saved ? 'fill-destructive text-destructive' : 'text-foreground')}
      />
    </button>
  );
}
