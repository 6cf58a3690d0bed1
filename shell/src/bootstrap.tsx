import './app.css';
import { FIRST_PAINT_ELEMENT_ID, revealApp } from '@naija-homes/ui-kit/lib/first-paint';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromConfig } from './app/federation';
import { StartupFailure } from './features/offline/components/startup-failure';
import { watchConnection } from './features/offline/connection';
import { registerServiceWorker } from './features/offline/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// Before the first request, so the service worker's report of answering it from the saved copy is heard.
watchConnection();
registerServiceWorker();

// The route's page takes the place of the server's first paint when it renders (ui-kit's lazyPage), and errors
// show at once; should neither happen, the app shows anyway rather than leave a page that never answers a tap.
const FIRST_PAINT_LIMIT_MS = 30_000;
setTimeout(revealApp, FIRST_PAINT_LIMIT_MS);

let attempt = 0;

function start() {
  registerRemotesFromConfig()
    .then((config) => {
      // Under the server's first paint nobody waits on this render to see the page: rendered as a transition, React
      // yields to the browser every few milliseconds instead of holding the phone's main thread for the whole tree.
      // Without one, the first commit must come at once (the header, the loading state), so it is not deferred.
      if (document.getElementById(FIRST_PAINT_ELEMENT_ID)) startTransition(() => root.render(<App config={config} />));
      else root.render(<App config={config} />);
    })
    .catch((error: unknown) => {
      console.error(error);
      attempt += 1;
      // A new key each time: the retry button starts fresh rather than stuck on "Trying again…".
      root.render(<StartupFailure key={attempt} onRetry={start} />);
    });
}

start();
