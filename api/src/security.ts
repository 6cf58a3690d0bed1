// Content Security Policy for the API, the SPA and the Module Federation remotes. Remotes may be loaded from
// other origins (MFE_*_URL, e.g. the dev servers), so their origins are allowed for scripts, styles and fetches.
import type { Config } from './config';

function remoteOrigins(config: Config): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    try {
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    } catch {
      // A relative path: same origin, already allowed.
    }
  }
  return [...origins];
}

export function contentSecurityPolicy(config: Config) {
  const remotes = remoteOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    // Radix and sonner set inline styles.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", 'https://accounts.google.com'],
  };
}
