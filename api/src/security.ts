// Content Security Policy for the API, the SPA and the Module Federation remotes. Remotes may be loaded from
// other origins (MFE_*_URL, e.g. the dev servers, or a release built for its own origin), so their origins are
// allowed for scripts, styles and fetches.
import type { ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';
import type { Config } from './config';
import { s3PublicOrigin } from './providers/storage/s3';
import { configuredRemoteLocations } from './web/releases';

/**
 * Players and tour hosts a listing's video or 360° link may be shown from, inside the page. Anything else opens
 * in a new tab: an agent's link is not trusted to run inside our pages.
 */
export const embeddableOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://my.matterport.com',
  'https://kuula.co',
  'https://momento360.com',
  'https://www.google.com',
];

/**
 * The origins remotes load from now: MFE_*_URL's, and those of live and fallback releases built for their own
 * origin. Read per response, so moving a remote to its own origin is a deploy, not a restart (web/releases.ts).
 */
function remoteOrigins(config: Config): string[] {
  const { live, fallback } = configuredRemoteLocations(config);
  const origins = new Set<string>();
  for (const { url } of [...Object.values(live), ...Object.values(fallback)]) {
    try {
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    } catch {
      // A relative path: same origin, already allowed.
    }
  }
  return [...origins];
}

/** The remotes' origins, read once per page (four directives name them; each read stats the releases). */
const originsOfResponse = new WeakMap<object, string[]>();

/**
 * A directive's sources with the remotes' origins after `before` and `after` the rest, computed for each response
 * (one value for the whole directive, so no empty slot is left when no remote is elsewhere).
 */
const withRemotes =
  (config: Config, before: string[], after: string[] = []): ContentSecurityPolicyOptionHandler =>
  (ctx) => {
    // The API's answers load no remote: only pages need their origins, and reading them stats the releases.
    if (ctx.req.path.startsWith('/api/')) return [...before, ...after].join(' ');
    let origins = originsOfResponse.get(ctx);
    if (!origins) {
      origins = remoteOrigins(config);
      originsOfResponse.set(ctx, origins);
    }
    return [...before, ...origins, ...after].join(' ');
  };

/** Hosts the maps' base style is read from when one is configured (ADR 019): MAP_STYLE_URL's, or Mapbox's. */
function mapOrigins(config: Config): string[] {
  if (config.mapStyleUrl) return /^https?:\/\//.test(config.mapStyleUrl) ? [new URL(config.mapStyleUrl).origin] : [];
  // Mapbox's TileJSON may name its tile hosts (a.tiles.mapbox.com …) rather than api.mapbox.com.
  if (config.mapbox) {
    return config.mapbox.apiBase
      ? [new URL(config.mapbox.apiBase).origin]
      : ['https://api.mapbox.com', 'https://*.tiles.mapbox.com'];
  }
  return [];
}

export function contentSecurityPolicy(config: Config) {
  // Uploads in a bucket are read by the page too (a panorama is downloaded with progress; a PDF floor plan framed).
  const uploads = config.s3 ? [s3PublicOrigin(config.s3)] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [withRemotes(config, ["'self'"])],
    // Radix and sonner set inline styles.
    styleSrc: [withRemotes(config, ["'self'", "'unsafe-inline'"])],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: [withRemotes(config, ["'self'", 'data:'])],
    connectSrc: [withRemotes(config, ["'self'"], [...uploads, ...mapOrigins(config)])],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...uploads, ...embeddableOrigins],
    // Our own pages may frame our own files (a PDF floor plan); nobody else may frame us.
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", 'https://accounts.google.com'],
  };
}
