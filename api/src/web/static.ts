// Serves the built front ends in `npm start`: shell/dist at / with SPA fallback, each remote's dist under
// /remotes/<x>/. Hashed files are cached for a year; index.html, mf-manifest.json and anything unhashed
// (remoteEntry.js) are revalidated so a redeployed remote is picked up at once.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { remotes } from '../../../federation.shared';

const HASHED = /[.-][0-9a-f]{8,}\./i;

function cacheControl(file: string): string {
  const name = file.slice(file.lastIndexOf(sep) + 1);
  if (name === 'index.html' || name === 'mf-manifest.json' || !HASHED.test(name)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

/** Resolves a URL path inside a directory, refusing anything that escapes it. */
function resolveInside(dir: string, urlPath: string): string | null {
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

function serve(path: string): Response {
  return new Response(Bun.file(path), { headers: { 'cache-control': cacheControl(path) } });
}

export function hasWebBuild(root: string | undefined): root is string {
  return Boolean(root && existsSync(join(root, 'shell', 'dist', 'index.html')));
}

export function webHandler(root: string): MiddlewareHandler {
  const shellDir = join(root, 'shell', 'dist');
  const remoteDirs = Object.values(remotes).map((remote) => ({
    prefix: remote.path,
    dir: join(root, remote.dir, 'dist'),
  }));
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || path.startsWith('/api/') || path === '/api') return next();
    const remote = remoteDirs.find((r) => path.startsWith(r.prefix));
    if (remote) {
      const file = resolveInside(remote.dir, path.slice(remote.prefix.length) || 'index.html');
      if (file && isFile(file)) return serve(file);
      return next();
    }
    const file = resolveInside(shellDir, path === '/' ? 'index.html' : path);
    if (file && isFile(file)) return serve(file);
    // Unknown asset paths stay 404; everything else is a client-side route of the SPA.
    const last = path.slice(path.lastIndexOf('/') + 1);
    if (last.includes('.') || path.startsWith('/remotes/')) return next();
    return serve(join(shellDir, 'index.html'));
  };
}
