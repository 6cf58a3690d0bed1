// Registers public/sw.js (what it keeps and why: the comment at its top). Production builds only: in `npm run dev`
// a worker would serve yesterday's bundles; and only where browsers allow one (https, or localhost for a local
// build), which `isSecureContext` says.
const WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  if (process.env.NODE_ENV !== 'production') {
    // A worker left by a production build on the same address would otherwise keep answering the dev server.
    void navigator.serviceWorker.getRegistrations().then((workers) => {
      for (const worker of workers) void worker.unregister();
    });
    return;
  }
  // After the page has loaded and gone quiet: installing downloads the shell again, which must not compete with
  // the first visit's own requests.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(() => void register()) : setTimeout(() => void register());
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

async function register(): Promise<void> {
  try {
    const firstInstall = !navigator.serviceWorker.controller;
    await navigator.serviceWorker.register(WORKER_URL);
    if (!firstInstall) return;
    // This page was not served through the worker, so it never saw what was loaded: hand it the list, and it
    // keeps what it would have kept (the files, the manifests, the last search), mostly from the browser's cache.
    const ready = await navigator.serviceWorker.ready;
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    ready.active?.postMessage({ type: 'naija-homes:keep', urls: [window.location.href, ...urls] });
  } catch (error) {
    // Without a worker the app works as before, only not offline.
    console.warn('The offline copy could not be set up', error);
  }
}
