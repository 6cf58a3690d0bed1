// Whether the app is working without a connection: the browser says it is offline, or the service worker (public
// sw.js) had to answer a request from what it saved because the network failed (a dropped connection the phone
// still calls "online"). The latter ends when the worker reaches the network again, or a probe of the server does.
import { useSyncExternalStore } from 'react';
import { serverReachable } from './api/reach-server';

// Soon after the first report (it is often a request caught in the moment the connection came back), then less often.
const PROBE_AFTER_MS = [3_000, 15_000];

let browserOffline = false;
let answeredFromSaved = false;
let probe: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

export function isOffline(): boolean {
  return browserOffline || answeredFromSaved;
}

function update(change: () => void) {
  const before = isOffline();
  change();
  const probing = answeredFromSaved && !browserOffline;
  if (probing && !probe) scheduleProbe(0);
  if (!probing && probe) {
    clearTimeout(probe);
    probe = undefined;
  }
  if (before !== isOffline()) for (const listener of listeners) listener();
}

function scheduleProbe(attempt: number) {
  probe = setTimeout(
    async () => {
      if (await serverReachable()) {
        probe = undefined;
        update(() => (answeredFromSaved = false));
      } else if (probe) scheduleProbe(attempt + 1);
    },
    PROBE_AFTER_MS[Math.min(attempt, PROBE_AFTER_MS.length - 1)],
  );
}

let watching = false;

/** Starts listening; call before the first request (config.json) so the worker's first report is heard. */
export function watchConnection(): void {
  if (watching) return;
  watching = true;
  browserOffline = navigator.onLine === false;
  window.addEventListener('offline', () => update(() => (browserOffline = true)));
  // Back online clears both: react-query refetches what is on screen, failed sections retry.
  window.addEventListener('online', () =>
    update(() => {
      browserOffline = false;
      answeredFromSaved = false;
    }),
  );
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  worker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === 'naija-homes:offline') update(() => (answeredFromSaved = true));
    if (type === 'naija-homes:online') update(() => (answeredFromSaved = false));
  });
  worker?.startMessages();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
