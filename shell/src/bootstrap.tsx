import './app.css';
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

let attempt = 0;

function start() {
  registerRemotesFromConfig()
    .then((config) => root.render(<App config={config} />))
    .catch((error: unknown) => {
      console.error(error);
      attempt += 1;
      // A new key each time: the retry button starts fresh rather than stuck on "Trying again…".
      root.render(<StartupFailure key={attempt} onRetry={start} />);
    });
}

start();
