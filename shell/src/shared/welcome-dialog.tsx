import { Button } from '@naija-homes/ui-kit/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@naija-homes/ui-kit/components/dialog';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useEffect, useState } from 'react';
import { useAuthHref } from './return-to';

import { hasSeenWelcome, markWelcomeSeen } from './welcome-seen';

/**
 * Greets a first-time visitor once with an invitation to sign up or sign in (spec §1). Someone who has signed in
 * on this device is not a first-time visitor, so it never greets them after they log out.
 */
export function WelcomeDialog({ enabled }: { enabled: boolean }) {
  const [open, setOpen] = useState(false);
  const signInHref = useAuthHref('/sign-in');
  const signUpHref = useAuthHref('/sign-up');
  useEffect(() => {
    if (enabled && !hasSeenWelcome()) setOpen(true);
  }, [enabled]);
  function close(next: boolean) {
    setOpen(next);
    if (!next) markWelcomeSeen();
  }
  return (
    <Dialog open={open && enabled} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Welcome to Naija Homes</DialogTitle>
          <DialogDescription>
            Find homes and offices for sale, rent or short-let across Nigeria, listed by verified agents. Create a free
            account to save homes, message agents and send offers.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild onClick={() => close(false)}>
            <Link to={signUpHref}>Sign up</Link>
          </Button>
          <Button asChild variant="outline" onClick={() => close(false)}>
            <Link to={signInHref}>Sign in</Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
