import { messages } from '@naija-homes/contracts/messages';
import type { MiddlewareHandler } from 'hono';
import { carriesBearer } from '../auth/credentials';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says a request comes from: `Origin`, else the origin of `Referer`; null when neither. */
export function requestOrigin(headers: Headers): string | null {
  const origin = headers.get('origin');
  if (origin) return origin;
  const referer = headers.get('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Refuses state-changing requests that a browser sent from another website (cross-site request forgery). Browsers
 * name the origin of every cross-origin POST, PUT, PATCH and DELETE, body-less and text/plain ones included (which
 * they do not preflight), so a request is refused when its Origin (or Referer) is neither the address it was sent
 * to nor one of `trustedOrigins`.
 * A request that names no origin at all did not come from a page (curl, a server, a mobile app) and carries no
 * victim's cookies by accident, so it is let through to the usual session checks. Webhooks are signed instead.
 * A call to our own API (/api/v1) that carries `Authorization` is judged by that header alone, cookies ignored
 * (auth/credentials.ts): a forging page cannot supply it, so it may come from anywhere.
 */
export function originCheck({
  trustedOrigins,
  exempt = [],
}: {
  trustedOrigins: readonly string[];
  exempt?: readonly string[];
}): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || exempt.some((prefix) => c.req.path.startsWith(prefix))) return next();
    if (c.req.path.startsWith('/api/v1/') && carriesBearer(c.req.raw.headers)) return next();
    const origin = requestOrigin(c.req.raw.headers);
    // Same origin as the address the browser asked (its Host): a page of ours, whatever name it was reached by.
    const sameOrigin = origin === new URL(c.req.url).origin;
    if (origin !== null && !sameOrigin && !trusted.has(origin)) {
      return c.json({ message: messages.crossSiteRefused }, 403);
    }
    return next();
  };
}
