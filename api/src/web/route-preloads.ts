// The downloads a route's first visit makes, as preload links for its HTML (issue 19: cut the waterfall). Without
// them the browser finds each step only when the previous one has run: the shell's entry, then its bootstrap
// chunk, then the remote's manifest, its entry, its exposed routes, then the page's chunks; on a phone's 150 ms
// round trips that is most of a second before the page can render. Read from each app's build
// (dist/mf-manifest.json and dist/preload-manifest.json, preload-manifest.rsbuild.ts). Shared modules are not
// preloaded: which copy the federation loads is decided at run time (see preload-manifest.rsbuild.ts).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PreloadManifest, RemoteName } from '@naija-homes/contracts/web-apps';
import type { RemoteLocation } from './releases';
import type { PreloadLink } from './shell-html';

/** The part of Module Federation's mf-manifest.json read here. */
interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

interface AppBuild {
  publicPath: string;
  remoteEntry: string | null;
  groups: PreloadManifest['groups'];
}

/** The remote a route runs, and its page's chunk group (the page module's `webpackChunkName`) where known. */
export interface RouteChunks {
  remote: RemoteName;
  page?: string;
}

const cache = new Map<string, { mtimeMs: number; build: AppBuild | null }>();

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** An app's build, read again only when its preload manifest changes (a rebuild); null when it is not built. */
function appBuild(distDir: string): AppBuild | null {
  const path = join(distDir, 'preload-manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(distDir);
  if (cached?.mtimeMs === mtimeMs) return cached.build;
  let build: AppBuild | null = null;
  try {
    const preload = readJson<PreloadManifest>(path);
    const federation = readJson<FederationManifest>(join(distDir, 'mf-manifest.json'));
    const entry = federation.metaData?.remoteEntry;
    build = {
      publicPath: federation.metaData?.publicPath ?? '/',
      remoteEntry: entry?.name ? `${entry.path ?? ''}${entry.name}` : null,
      groups: preload.groups ?? {},
    };
  } catch {
    // Mid-rebuild one file can be missing or half written: no preloads until the build settles.
  }
  cache.set(distDir, { mtimeMs, build });
  return build;
}

function linkFor(href: string): PreloadLink {
  if (href.endsWith('.css')) return { rel: 'preload', href, as: 'style' };
  return { rel: 'preload', href, as: 'script' };
}

const groupFiles = (build: AppBuild, name: string) =>
  (build.groups[name] ?? []).map((file) => `${build.publicPath}${file}`);

/** Where each remote is loaded from (web/releases.ts): the build it names by folder is the one read here. */
export type LiveRemotes = Readonly<Record<RemoteName, RemoteLocation>>;

/**
 * The preload links for a page of the shell served from `root`: the shell's bootstrap chunk, then, for a route
 * served by a remote whose live build this server holds (built beside it, or a release it serves), the remote's
 * manifest, entry, exposed routes and the page's chunks.
 */
export function routePreloads(root: string, live: LiveRemotes, route: RouteChunks | null): PreloadLink[] {
  const shell = appBuild(join(root, 'shell', 'dist'));
  if (!shell) return [];
  const shellLinks = groupFiles(shell, 'bootstrap').map(linkFor);
  if (!route) return shellLinks;
  const location = live[route.remote];
  if (!location.dir) return shellLinks;
  const build = appBuild(location.dir);
  if (!build?.remoteEntry) return shellLinks;
  const files = [
    `${build.publicPath}${build.remoteEntry}`,
    ...groupFiles(build, '__federation_expose_routes'),
    ...(route.page ? groupFiles(build, route.page) : []),
  ];
  return [
    // The federation runtime fetches the manifest with fetch(url, {}): a CORS-mode request with same-origin
    // credentials, which is what crossorigin="anonymous" makes of the preload.
    { rel: 'preload', href: location.url, as: 'fetch', crossorigin: 'anonymous' },
    ...shellLinks,
    ...[...new Set(files)].map(linkFor),
  ];
}

/**
 * The stylesheets a server's first paint of the route needs before it shows (web/first-paint.ts): the shell's and
 * the remote's. Null when the route's remote is not served from a build this server holds, or a build names no
 * stylesheet: the page would paint unstyled.
 */
export function routeStylesheets(root: string, live: LiveRemotes, route: RouteChunks | null): string[] | null {
  const dir = route ? live[route.remote].dir : null;
  if (!dir) return null;
  const shell = appBuild(join(root, 'shell', 'dist'));
  const remote = appBuild(dir);
  if (!shell || !remote) return null;
  const styles = (files: string[]) => files.filter((file) => file.endsWith('.css'));
  const shellStyles = styles(groupFiles(shell, 'bootstrap'));
  const remoteStyles = styles(groupFiles(remote, '__federation_expose_routes'));
  return shellStyles.length && remoteStyles.length ? [...shellStyles, ...remoteStyles] : null;
}

/** The files of one of the shell's own pages (sign-in and the like): its bootstrap chunk's and the page's. */
function accountPageFiles(root: string, page: string): string[] | null {
  const shell = appBuild(join(root, 'shell', 'dist'));
  return shell && [...new Set([...groupFiles(shell, 'bootstrap'), ...groupFiles(shell, page)])];
}

/** The preload links for one of the shell's own pages. */
export function accountPagePreloads(root: string, page: string): PreloadLink[] {
  return (accountPageFiles(root, page) ?? []).map(linkFor);
}

/** The stylesheets a server's first paint of one of the shell's own pages needs: the shell's. Null when none is known. */
export function accountPageStylesheets(root: string, page: string): string[] | null {
  const styles = (accountPageFiles(root, page) ?? []).filter((file) => file.endsWith('.css'));
  return styles.length ? styles : null;
}
