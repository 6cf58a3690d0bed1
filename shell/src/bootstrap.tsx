import './app.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerRemotesFromConfig } from './app/federation';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

registerRemotesFromConfig()
  .then((config) => root.render(<App config={config} />))
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main style={{ padding: 24, fontFamily: 'system-ui' }}>
        <h1>Naija Homes is temporarily unavailable</h1>
        <p>We could not load the site configuration. Please check your connection and reload the page.</p>
      </main>,
    );
  });
