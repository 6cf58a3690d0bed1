// Revalidation for public reads (issue 35): an ETag on every successful answer, and 304 Not Modified when the
// caller already holds it, so an app or a portal polling our listings downloads a listing only when it changed.
//
// The tag is weak (`W/"…"`, a digest of the JSON before compression): the same answer compressed differently is
// still the same answer. Without a route's own policy, `no-cache` says "store, but ask every time" (an edited price
// is never served stale), and `private` keeps an answer read with a session (a saved heart) out of shared caches.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/** What a 304 keeps of the answer it stands for (RFC 9110 §15.4.5). */
const keptOn304 = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

async function weakTag(response: Response): Promise<string> {
  // Hashed where it is read: every public read is tagged, and a digest in another task costs more than it hashes.
  const body = new Uint8Array(await response.clone().arrayBuffer());
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether `If-None-Match` names `tag` (weak comparison: W/ prefixes do not matter), or is `*`. */
function matches(ifNoneMatch: string, tag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

export const publicReadCaching: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200 || !/^(GET|HEAD)$/.test(c.req.method)) return;
  const headers = c.res.headers;
  if (!headers.has('cache-control')) {
    headers.set('Cache-Control', c.req.header('cookie') ? 'private, no-cache' : 'no-cache');
  }
  const tag = headers.get('etag') ?? (await weakTag(c.res));
  headers.set('ETag', tag);
  const ifNoneMatch = c.req.header('if-none-match');
  if (!ifNoneMatch || !matches(ifNoneMatch, tag)) return;
  await c.res.body?.cancel();
  const kept = new Headers();
  for (const name of keptOn304) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  c.res = new Response(null, { status: 304, headers: kept });
};
