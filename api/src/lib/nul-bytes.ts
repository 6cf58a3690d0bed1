import { messages } from '@naija-homes/contracts/messages';
import type { MiddlewareHandler } from 'hono';

/** `\0` written out in JSON, in any case: `\u0000`. */
const escapedNul = /\\u0000/i;

function hasNul(text: string): boolean {
  return text.includes('\0') || escapedNul.test(text);
}

/**
 * No text we keep may hold a NUL character: PostgreSQL refuses it, and no person types one. One rule for every
 * route, before validation: a NUL in the path, the query or a JSON body is a 400 with a clear message rather than a
 * database error. (Files are bytes and are not checked here; their own rules read their content.)
 */
export function refuseNulBytes(): MiddlewareHandler {
  return async (c, next) => {
    let target = c.req.url;
    try {
      target = decodeURIComponent(target);
    } catch {
      // A malformed escape is the router's to refuse; it cannot hide a NUL that decodes.
    }
    if (target.includes('\0')) return c.json({ message: messages.nulCharacter }, 400);
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (type.includes('json') || type.startsWith('text/')) {
      // Hono keeps the text, so the validators read the body from this same copy.
      if (hasNul(await c.req.text())) return c.json({ message: messages.nulCharacter }, 400);
    }
    return next();
  };
}
