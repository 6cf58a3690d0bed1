// Who may read the API's answers from a page on another website (docs/security.md, issue 35).
//
// - Public reads (a GET or HEAD of a route whose access is 'public': listings, agents, places, the map) answer any
//   origin with `Access-Control-Allow-Origin: *` and never with credentials: a portal or an agency's site can show
//   our listings, and since a browser sends no cookies on such a call, nobody's session is read by it.
// - Calls authenticated by `Authorization` (an API key or an app's session token) from any origin, without
//   credentials: such a call is judged by its header alone (auth/credentials.ts), so no cookie can be ridden by it.
// - Everything else, and any call with cookies, only for TRUSTED_ORIGINS, which get their own origin back with
//   credentials allowed. The CSRF defence (lib/origin-check.ts) stays as it is for cookie writes.
import type { MiddlewareHandler } from 'hono';
import { carriesBearer } from '../auth/credentials';

/** Headers a page on another origin may read: how long to wait, which request it was, what to revalidate with. */
const exposedHeaders = [
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
  'x-request-id',
  'etag',
  'last-modified',
  'set-auth-token',
  'idempotent-replayed',
].join(', ');
const trustedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const trustedHeaders = 'authorization, content-type, idempotency-key, if-none-match, if-modified-since';
const publicReadHeaders = 'if-none-match, if-modified-since';
const preflightMaxAge = '600';

/** The API's CORS: trusted origins with credentials; public reads for anyone (with `publicReadCors` on the route). */
export function apiCors(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!origin) return next();
    const isTrusted = trusted.has(origin);
    const preflightMethod = c.req.method === 'OPTIONS' ? c.req.header('access-control-request-method') : undefined;
    if (preflightMethod) {
      const headers = new Headers({ Vary: 'Origin', 'Access-Control-Max-Age': preflightMaxAge });
      if (isTrusted) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', trustedMethods);
        headers.set('Access-Control-Allow-Headers', trustedHeaders);
      } else if (asksForAuthorization(c.req.header('access-control-request-headers'))) {
        // A call that will carry its own credential: any method, never with cookies.
        headers.set('Access-Control-Allow-Origin', '*');
        headers.set('Access-Control-Allow-Methods', trustedMethods);
        headers.set('Access-Control-Allow-Headers', trustedHeaders);
      } else if (/^(GET|HEAD)$/i.test(preflightMethod)) {
        // A read with a revalidation header: harmless to allow for any path, since only a public route's answer
        // carries the `*` that lets the page read it.
        headers.set('Access-Control-Allow-Origin', '*');
        headers.set('Access-Control-Allow-Methods', 'GET, HEAD');
        headers.set('Access-Control-Allow-Headers', publicReadHeaders);
      }
      // Any other method from an untrusted origin: an answer without permission, so the browser sends nothing.
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (isTrusted) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      c.res.headers.set('Access-Control-Expose-Headers', exposedHeaders);
    } else if (carriesBearer(c.req.raw.headers)) {
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      c.res.headers.set('Access-Control-Expose-Headers', exposedHeaders);
    }
  };
}

function asksForAuthorization(requestHeaders: string | undefined): boolean {
  return (requestHeaders ?? '').split(',').some((name) => name.trim().toLowerCase() === 'authorization');
}

/** On a public GET route (lib/route.ts adds it): any origin may read the answer, without credentials. */
export const publicReadCors: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.req.header('origin') || c.res.headers.has('access-control-allow-origin')) return;
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Access-Control-Expose-Headers', exposedHeaders);
};
