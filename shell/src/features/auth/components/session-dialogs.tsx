import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useReturnFocus } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { LOGIN_PROMPT_EVENT, LOGOUT_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { Link, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { useEffect, useState } from 'react';
import { mainContent } from '../../../shared/page-frame';
import { useAuthHref } from '../../../shared/return-to';
import { useSignOut } from '../api/sign-out';

/**
 * The logout confirmation and the login prompt. Any app on the page asks for them with a window event, so the
 * remotes never import the shell.
 */
export function SessionDialogs() {
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const navigate = useNavigate();
  const signInHref = useAuthHref('/sign-in');
  const signUpHref = useAuthHref('/sign-up');
  // Opened by another app's button (the heart of a listing): back to that button when the prompt is dismissed.
  const loginReturnFocus = useReturnFocus({ open: loginOpen, fallback: mainContent });
  const signOut = useSignOut({
    onSuccess: () => {
      setLogoutOpen(false);
      navigate('/', { replace: true });
      toast.success('You have been logged out');
    },
  });

  useEffect(() => {
    const openLogout = () => setLogoutOpen(true);
    const openLogin = () => setLoginOpen(true);
    window.addEventListener(LOGOUT_REQUEST_EVENT, openLogout);
    window.addEventListener(LOGIN_PROMPT_EVENT, openLogin);
    return () => {
      window.removeEventListener(LOGOUT_REQUEST_EVENT, openLogout);
      window.removeEventListener(LOGIN_PROMPT_EVENT, openLogin);
    };
  }, []);

  return (
    <>
      <ConfirmDialog
        open={logoutOpen}
        onOpenChange={setLogoutOpen}
        title="Logout"
        description="Are you sure you want to logout?"
        busy={signOut.isPending}
        onConfirm={() => signOut.mutate()}
        // Opened from the account menu, which has closed by then: the page's content takes the focus.
        fallbackFocus={mainContent}
      />
      <Dialog open={loginOpen} onOpenChange={setLoginOpen}>
        <DialogPanel
          onCloseAutoFocus={loginReturnFocus.onCloseAutoFocus}
          title="Please sign in"
          description="Sign in or create a free account to continue."
        >
          <div className="grid gap-2 sm:grid-cols-2">
            <Button asChild onClick={() => setLoginOpen(false)}>
              <Link to={signInHref}>Sign in</Link>
            </Button>
            <Button asChild variant="outline" onClick={() => setLoginOpen(false)}>
              <Link to={signUpHref}>Create account</Link>
            </Button>
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
