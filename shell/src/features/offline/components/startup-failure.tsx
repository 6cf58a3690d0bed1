import { Button } from '@naija-homes/ui-kit/components/button';
import { revealApp } from '@naija-homes/ui-kit/lib/first-paint';
import { useEffect, useState } from 'react';

/**
 * What shows when /config.json (which names the remotes) cannot be read, so nothing else can start: a way to try
 * again in place, which also happens by itself when the connection comes back.
 */
export function StartupFailure({ onRetry }: { onRetry: () => void }) {
  const [trying, setTrying] = useState(false);
  // The server's first paint would hide this message: it shows instead.
  useEffect(revealApp, []);

  useEffect(() => {
    const retry = () => {
      setTrying(true);
      onRetry();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [onRetry]);

  return (
    <main className="mx-auto grid max-w-md gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Naija Homes couldn't start</h1>
      <p className="text-muted-foreground" role="alert">
        We couldn't load the site's settings. Check your connection and try again.
      </p>
      <div>
        <Button
          disabled={trying}
          onClick={() => {
            setTrying(true);
            onRetry();
          }}
        >
          {trying ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    </main>
  );
}
