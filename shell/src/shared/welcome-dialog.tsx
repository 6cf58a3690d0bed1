import { Button } from '@naija-homes/ui-kit/components/button';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { XIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useAuthHref } from './return-to';
import { hasSeenWelcome, markWelcomeSeen } from './welcome-seen';

/**
 * Greets a first-time visitor once with an invitation to sign up or sign in (spec §1). Someone who has signed in
 * on this device is not a first-time visitor, so it never greets them after they log out.
 *
 * A native modal <dialog> rather than the ui-kit Dialog: it is on every first visit, and the browser gives it the
 * focus trap, Escape, inert background and top layer without the dialog library's code on the first page.
 */
export function WelcomeDialog({ enabled }: { enabled: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const signInHref = useAuthHref('/sign-in');
  const signUpHref = useAuthHref('/sign-up');
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (enabled && !hasSeenWelcome() && !element.open) element.showModal();
    if (!enabled && element.open) element.close();
  }, [enabled]);
  const close = () => dialog.current?.close();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (native); the click is the backdrop's
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={markWelcomeSeen}
      // A click on the backdrop lands on the dialog element itself: it closes, as the other dialogs do.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-card border-0 bg-surface p-0 text-foreground shadow-xl backdrop:bg-black/50"
    >
      <div className="relative grid gap-4 p-6">
        <div className="grid gap-1.5 pr-6">
          <h2 id={titleId} className="text-lg font-semibold">
            Welcome to Naija Homes
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            Find homes and offices for sale, rent or short-let across Nigeria, listed by verified agents. Create a free
            account to save homes, message agents and send offers.
          </p>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild onClick={close}>
            <Link to={signUpHref}>Sign up</Link>
          </Button>
          <Button asChild variant="outline" onClick={close}>
            <Link to={signInHref}>Sign in</Link>
          </Button>
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={close}
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted"
        >
          <XIcon className="size-4" />
        </button>
      </div>
    </dialog>
  );
}
