import { favouriteMessages } from '@naija-homes/contracts/favourite-messages';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { HeartIcon } from 'lucide-react';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useToggleFavourite } from '../api/toggle-favourite';

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
    toggle.mutate({ propertyId, isFavourite: !saved });
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
