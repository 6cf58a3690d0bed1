import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useStartGoogleSignIn } from '../api/start-google-sign-in';

/** Starts Google sign-in through better-auth; shown only when the server has Google credentials. */
export function GoogleButton() {
  const start = useStartGoogleSignIn({
    onSuccess: (url) => {
      window.location.href = url;
    },
    onError: (error) => toast.error(error.message || 'Google sign-in failed'),
  });
  return (
    // Still busy after success: the browser is leaving for Google.
    <Button type="button" variant="outline" loading={start.isPending || start.isSuccess} onClick={() => start.mutate()}>
      Continue with Google
    </Button>
  );
}
