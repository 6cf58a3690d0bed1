// Serves the built front ends in `npm start`: shell/dist at / with SPA fallback, each remote's dist under
// /remotes/<x>/. Hashed files are cached for a year; index.html, mf-manifest.json and anything unhashed
// (remoteEntry.js) are revalidated so a redeployed remote is picked up at once. Each text asset is sent as the
// Brotli or gzip copy the build made beside it (scripts/precompress.ts) when the browser accepts it.
// With a page resolver, each client route's HTML is index.html with that route's head, preloads and data
// (shell-html.ts), compressed per request.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type RemoteName, remotes } from '@naija-homes/contracts/web-apps';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { releaseFileOf } from './releases';
import { renderShellHtml, type ShellParts, shellDefaults, shellTemplate } from './shell-html';

const HASHED = /[.-][0-9a-f]{8,}\./i;

function cacheControl(file: string): string {
  const name = file.slice(file.lastIndexOf(sep) + 1);
  if (name === 'index.html' || name === 'mf-manifest.json' || !HASHED.test(name)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

/**
 * Resolves a URL path inside a build's directory, refusing anything that escapes it and the build's server-only
 * files (`server/`: the first paint's bundle, scripts/first-paint-bundle.ts).
 */
function resolveInside(dir: string, urlPath: string): string | null {
  const full = resolveWithin(dir, urlPath);
  return full?.startsWith(join(dir, 'server') + sep) ? null : full;
}

function resolveWithin(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = normalize(join(dir, decoded));
  if (full !== dir && !full.startsWith(dir + sep)) return null;
  return full;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The encodings a request accepts, in our order of preference (q=0 refuses one). */
function acceptedEncodings(header: string | undefined): Array<'br' | 'gzip'> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(ok);
}

// In a release's folder (web/releases.ts) nothing is ever rewritten: every file is kept for a year, but for the
// manifest, short-cached so that a CDN in front never holds a release's address long past a rollback.
function releaseCacheControl(file: string): string {
  return file.endsWith(`${sep}mf-manifest.json`) ? 'public, max-age=60' : 'public, max-age=31536000, immutable';
}

function serve(path: string, acceptEncoding: string | undefined, cache = cacheControl(path)): Response {
  const original = Bun.file(path);
  const headers: Record<string, string> = { 'cache-control': cache };
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = `${path}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (!isFile(copy)) continue;
    return new Response(Bun.file(copy), {
      headers: { ...headers, 'content-type': original.type, 'content-encoding': encoding, vary: 'Accept-Encoding' },
    });
  }
  // Vary even when sent as is: a cache must not hand this plain copy to a browser that takes Brotli.
  const compressible = isFile(`${path}.br`) || isFile(`${path}.gz`);
  return new Response(original, { headers: compressible ? { ...headers, vary: 'Accept-Encoding' } : headers });
}

/** What one route adds to the shell's HTML, and its status (404 for a listing nobody may see). */
export type ShellPageResolver = (
  c: Context<AppEnv>,
  defaults: { title: string; description: string },
) => Promise<ShellParts & { status: 200 | 404 }>;

/** A route's HTML, compressed for the browser as the build's copies are (Brotli at 5: fast enough per request). */
function htmlResponse(html: string, status: 200 | 404, acceptEncoding: string | undefined): Response {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    // Private: the page says whether this browser sent a session cookie, so a shared cache must not hand it on.
    'cache-control': 'private, no-cache',
    vary: 'Accept-Encoding',
  };
  const body = Buffer.from(html);
  const [encoding] = acceptedEncodings(acceptEncoding);
  if (!encoding || body.length < 1024) return new Response(body, { status, headers });
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(body, { level: 6 });
  return new Response(compressed, { status, headers: { ...headers, 'content-encoding': encoding } });
}

export function hasWebBuild(root: string | undefined): root is string {
  return Boolean(root && existsSync(join(root, 'shell', 'dist', 'index.html')));
}

export function webHandler(
  root: string,
  options: { page?: ShellPageResolver; releasesDir?: string | undefined } = {},
): MiddlewareHandler<AppEnv> {
  const shellDir = join(root, 'shell', 'dist');
  const indexPath = join(shellDir, 'index.html');
  const template = shellTemplate(indexPath);
  const { page } = options;
  /** The SPA's HTML for a client route: the route's own when a resolver is given, else index.html as built. */
  async function shellHtml(c: Context<AppEnv>, encodings: string | undefined): Promise<Response> {
    const text = page ? template() : null;
    if (!page || text === null) return serve(indexPath, encodings);
    try {
      const { status, ...parts } = await page(c, shellDefaults(text));
      return htmlResponse(renderShellHtml(text, parts), status, encodings);
    } catch {
      // The resolver falls back by itself; this is the last guard that a page is never a 500.
      return htmlResponse(text, 200, encodings);
    }
  }
  const remoteDirs = Object.entries(remotes).map(([name, remote]) => ({
    name: name as RemoteName,
    prefix: remote.path,
    dir: join(root, remote.dir, 'dist'),
  }));
  const { releasesDir } = options;
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if (path.startsWith('/api/') || path === '/api') return next();
    if (method === 'POST' && isClientRoute(path)) {
      // A painted form (sign-in) sent natively before the app could take it (ui-kit/lib/first-paint.ts): its fields
      // go in a body, never in the address, and the page comes back for the app to take the next try.
      const { pathname, search } = new URL(c.req.url);
      return c.redirect(pathname + search, 303);
    }
    if (method !== 'GET' && method !== 'HEAD') return next();
    const encodings = c.req.header('accept-encoding');
    const remote = remoteDirs.find((r) => path.startsWith(r.prefix));
    if (remote) {
      const rest = path.slice(remote.prefix.length);
      const release = releasesDir ? releaseFileOf(releasesDir, remote.name, rest) : null;
      if (release) {
        const file = resolveInside(release.folder, release.file);
        if (file && isFile(file)) return serve(file, encodings, releaseCacheControl(file));
        return next();
      }
      const file = resolveInside(remote.dir, rest || 'index.html');
      if (file && isFile(file)) return serve(file, encodings);
      return next();
    }
    if (path === '/' || path === '/index.html') return shellHtml(c, encodings);
    const file = resolveInside(shellDir, path);
    if (file && isFile(file)) return serve(file, encodings);
    // Unknown asset paths stay 404; everything else is a client-side route of the SPA.
    if (!isClientRoute(path)) return next();
    return shellHtml(c, encodings);
  };
}

/** A path the SPA's router answers: not a file (a dot in its last segment), not a remote's folder, not the API. */
function isClientRoute(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') && !path.startsWith('/remotes/') && !path.startsWith('/api/') && path !== '/api';
}
