import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useState } from 'react';

/** Starts Google sign-in through better-auth; shown only when the server has Google credentials. */
export function GoogleButton() {
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      // better-auth's social sign-in lives under /api/auth (not /api/v1), so call it with fetch directly.
      const response = await fetch('/api/auth/sign-in/social', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'google', callbackURL: '/' }),
      });
      const body = (await response.json()) as { url?: string; message?: string };
      if (!response.ok || !body.url) throw new Error(body.message ?? 'Google sign-in is not available');
      window.location.href = body.url;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Google sign-in failed');
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" loading={busy} onClick={start}>
      Continue with Google
    </Button>
  );
}
