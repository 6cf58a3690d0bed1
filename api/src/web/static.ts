// Serves the built front ends in `npm start`: shell/dist at / with SPA fallback, each remote's dist under
// /remotes/<x>/. Hashed files are cached for a year; index.html, mf-manifest.json and anything unhashed
// (remoteEntry.js) are revalidated so a redeployed remote is picked up at once. Each text asset is sent as the
// Brotli or gzip copy the build made beside it (scripts/precompress.ts) when the browser accepts it.
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

function serve(path: string, acceptEncoding: string | undefined): Response {
  const original = Bun.file(path);
  const headers: Record<string, string> = { 'cache-control': cacheControl(path) };
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
    const encodings = c.req.header('accept-encoding');
    const remote = remoteDirs.find((r) => path.startsWith(r.prefix));
    if (remote) {
      const file = resolveInside(remote.dir, path.slice(remote.prefix.length) || 'index.html');
      if (file && isFile(file)) return serve(file, encodings);
      return next();
    }
    const file = resolveInside(shellDir, path === '/' ? 'index.html' : path);
    if (file && isFile(file)) return serve(file, encodings);
    // Unknown asset paths stay 404; everything else is a client-side route of the SPA.
    const last = path.slice(path.lastIndexOf('/') + 1);
    if (last.includes('.') || path.startsWith('/remotes/')) return next();
    return serve(join(shellDir, 'index.html'), encodings);
  };
}
