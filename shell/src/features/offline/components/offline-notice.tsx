import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOffIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useOffline } from '../connection';
import { useLastSearchWhenOffline } from '../last-search';

/**
 * Says so while the app works from what was saved. A fixed bar over the bottom of the screen, so it never moves
 * the page, and it can be hidden (it covers the phone's bottom buttons, e.g. the search's "Show map"). The live
 * region is always there (empty when online) so screen readers hear the notice appear.
 */
export function OfflineNotice() {
  const offline = useOffline();
  const [hidden, setHidden] = useState(false);
  const queryClient = useQueryClient();
  const wasOffline = useRef(offline);
  useLastSearchWhenOffline();

  useEffect(() => {
    if (wasOffline.current && !offline) {
      setHidden(false);
      // Back online: what is on screen is refreshed (in-flight requests are kept, not restarted).
      void queryClient.invalidateQueries({ refetchType: 'active' }, { cancelRefetch: false });
    }
    wasOffline.current = offline;
  }, [offline, queryClient]);

  const shown = offline && !hidden;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center p-2 sm:p-4">
      <div
        className={cn(
          shown &&
            'pointer-events-auto flex max-w-xl items-start gap-1 rounded-card bg-foreground py-1 pr-1 pl-4 text-sm text-surface shadow-lg',
        )}
      >
        <div role="status" aria-live="polite">
          {shown ? (
            <p className="flex items-start gap-2 py-2">
              <WifiOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <strong className="font-semibold">You're offline.</strong> Showing what was saved on this device; we'll
                refresh when you're back online.
              </span>
            </p>
          ) : null}
        </div>
        {shown ? (
          <button
            type="button"
            onClick={() => setHidden(true)}
            aria-label="Hide the offline notice"
            className="grid size-10 shrink-0 place-items-center rounded-full hover:bg-surface/10"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
