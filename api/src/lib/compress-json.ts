// Compresses the API's JSON (and CSV) answers for browsers that accept it: a search page of listings is ~20 kB as
// JSON and a fifth of that compressed, which a phone on slow mobile data feels. Event streams, empty answers,
// small bodies and anything already encoded pass untouched.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(?:application\/json|text\/csv)/i;
const MIN_BYTES = 1024;

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || res.status === 204 || res.status === 304 || c.req.method === 'HEAD') return;
    if (!COMPRESSIBLE.test(type) || res.headers.has('content-encoding')) return;
    const accepts = (c.req.header('accept-encoding') ?? '').toLowerCase();
    const encoding = /\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accepts)
      ? 'br'
      : /\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accepts)
        ? 'gzip'
        : null;
    if (!encoding) {
      res.headers.append('vary', 'Accept-Encoding');
      return;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const compressed =
      body.length < MIN_BYTES
        ? null
        : encoding === 'br'
          ? // Quality 5: most of Brotli's gain at a fraction of its highest setting's time, per request.
            brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(body, { level: 6 });
    // Hono copies the old answer's headers (all but its type) onto the new one when c.res is set: adjust them after.
    c.res = new Response(compressed ?? body, {
      status: res.status,
      statusText: res.statusText,
      headers: { 'content-type': type },
    });
    c.res.headers.append('vary', 'Accept-Encoding');
    if (!compressed) return;
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
  };
}
