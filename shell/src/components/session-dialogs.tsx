import {
  apiRequest,
  LOGIN_PROMPT_EVENT,
  LOGOUT_REQUEST_EVENT,
  type MessageResponse,
} from '@naija-homes/contracts/http';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@naija-homes/ui-kit/components/dialog';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * The logout confirmation and the login prompt. Any app on the page asks for them with a window event, so the
 * remotes never import the shell.
 */
export function SessionDialogs() {
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

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

  async function logout() {
    setBusy(true);
    try {
      await apiRequest<MessageResponse>('/auth/sign-out', { method: 'POST', body: {} });
    } catch (error) {
      // The cookie may already be gone; the person still wants to be signed out here.
      console.warn('sign-out request failed', error);
    } finally {
      queryClient.clear();
      setBusy(false);
      setLogoutOpen(false);
      navigate('/', { replace: true });
      toast.success('You have been logged out');
    }
  }

  const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <>
      <ConfirmDialog
        open={logoutOpen}
        onOpenChange={setLogoutOpen}
        title="Logout"
        description="Are you sure you want to logout?"
        busy={busy}
        onConfirm={logout}
      />
      <Dialog open={loginOpen} onOpenChange={setLoginOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Please sign in</DialogTitle>
            <DialogDescription>Sign in or create a free account to continue.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button asChild onClick={() => setLoginOpen(false)}>
              <Link to={`/sign-in?redirect=${redirect}`}>Sign in</Link>
            </Button>
            <Button asChild variant="outline" onClick={() => setLoginOpen(false)}>
              <Link to="/sign-up">Create account</Link>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
