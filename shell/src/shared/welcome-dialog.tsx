import { Button } from '@naija-homes/ui-kit/components/button';
import { useReturnFocus } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { whenAppRevealed } from '@naija-homes/ui-kit/lib/first-paint';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { mainContent } from './page-frame';
import { useAuthHref } from './return-to';
import { hasSeenWelcome, markWelcomeSeen, PAINTED_WELCOME_ATTRIBUTE } from './welcome-seen';

const cardClasses = 'w-[calc(100%-2rem)] max-w-lg rounded-card border-0 bg-surface p-0 text-foreground shadow-xl';

/** The greeting itself: the same in the app's dialog and in the server's first paint of it. */
function WelcomeCard({
  titleId,
  descriptionId,
  onClose,
}: {
  titleId: string;
  descriptionId: string;
  onClose?: () => void;
}) {
  const signInHref = useAuthHref('/sign-in');
  const signUpHref = useAuthHref('/sign-up');
  return (
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
        <Button asChild onClick={onClose}>
          <Link to={signUpHref}>Sign up</Link>
        </Button>
        <Button asChild variant="outline" onClick={onClose}>
          <Link to={signInHref}>Sign in</Link>
        </Button>
      </div>
      {/* Without a click handler (the first paint's), the form closes its dialog: no script needed. */}
      <form method="dialog" className="contents">
        <button
          type={onClose ? 'button' : 'submit'}
          aria-label="Close"
          onClick={onClose}
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted"
        >
          <XIcon className="size-4" />
        </button>
      </form>
    </div>
  );
}

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
  // Shown on arrival, it usually has no opener: closing it then puts focus on the page's content, where the skip
  // link leads, rather than nowhere (<body>), so the next Tab starts in the page and a screen reader says where.
  const { remember, restore } = useReturnFocus({ fallback: mainContent });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!enabled) {
      if (element.open) element.close();
      return;
    }
    if (hasSeenWelcome() || element.open) return;
    // Opened once the app shows (a modal under the server's first paint would make the page inert, unseen); the
    // server's painted greeting stands until then. Closing that one counts as seen (shell/src/index.ts).
    return whenAppRevealed(() => {
      if (hasSeenWelcome() || element.open) return;
      remember();
      element.showModal();
    });
  }, [enabled, remember]);
  const close = () => dialog.current?.close();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (native); the click is the backdrop's
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => {
        markWelcomeSeen();
        restore();
      }}
      // A click on the backdrop lands on the dialog element itself: it closes, as the other dialogs do.
      onClick={(event) => event.target === event.currentTarget && close()}
      className={`m-auto ${cardClasses} backdrop:bg-black/50`}
    >
      <WelcomeCard titleId={titleId} descriptionId={descriptionId} onClose={close} />
    </dialog>
  );
}

/**
 * The greeting as the server paints it into a first-time visitor's page, so it shows with the page rather than
 * seconds later: a dialog left open (a modal needs a script) over a backdrop of its own, the card where the app's
 * modal puts it. Its links are plain links and its close button closes it without a script.
 */
export function PaintedWelcome(): ReactNode {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      open
      {...{ [PAINTED_WELCOME_ATTRIBUTE]: '' }}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Grid only while open: a display of its own would outrank the browser's hiding of a closed dialog.
      className="fixed inset-0 z-50 m-0 size-full max-h-none max-w-none place-items-center border-0 bg-black/50 p-0 open:grid"
    >
      <div className={cardClasses}>
        <WelcomeCard titleId={titleId} descriptionId={descriptionId} />
      </div>
    </dialog>
  );
}
