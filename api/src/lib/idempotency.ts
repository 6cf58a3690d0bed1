// Idempotency-Key on writes (issue 35, ADR 035): an integration that retries a POST after a timeout (did the listing
// get created or not?) sends the same key, and gets the first answer again instead of a second draft.
//
// The record is claimed in PostgreSQL before the handler runs (one row per caller and key, the primary key decides
// races), so it holds across API processes: twenty copies at once leave one effect, the others answer 409 while it
// runs and the first answer after. The same key with another method, path or body is a 422. A first attempt that
// failed in a way worth retrying (5xx, 429, a 409 of its own race) is forgotten so that the retry runs for real.
import { IDEMPOTENCY_KEY_HOURS, idempotencyMessages } from '@naija-homes/contracts/idempotency';
import { and, eq, sql } from 'drizzle-orm';
import type { HonoRequest, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { sessionUser } from '../auth/guard';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';
import { clientIp } from './http';

const visibleAscii = /^[\x21-\x7e]{1,255}$/;
/** A claim still without an answer after this long belongs to a request that died with its process. */
const ABANDONED_AFTER_SECONDS = 120;

/** Answers that do not count as the request's outcome: the retry must run again. */
const forgotten = (status: number) => status >= 500 || status === 429 || status === 409;

async function digest(method: string, url: URL, body: Uint8Array): Promise<string> {
  const head = new TextEncoder().encode(`${method} ${url.pathname}${url.search}\n`);
  const whole = new Uint8Array(head.byteLength + body.byteLength);
  whole.set(head, 0);
  whole.set(body, head.byteLength);
  return Buffer.from(await crypto.subtle.digest('SHA-256', whole)).toString('hex');
}

/**
 * What makes two requests the same request: a JSON body's bytes with its media type; a form's parts (names, file
 * names, types and contents) in order, since a client sending the same photos again draws a new multipart boundary.
 */
async function canonicalBody(request: HonoRequest): Promise<Uint8Array> {
  const type = request.header('content-type') ?? '';
  const encoder = new TextEncoder();
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    // A JSON body was read already (the NUL check keeps it in Hono's cache); anything else is read from a copy.
    const bytes = request.raw.bodyUsed ? await request.arrayBuffer() : await request.raw.clone().arrayBuffer();
    const head = encoder.encode(`${type}\n`);
    const whole = new Uint8Array(head.byteLength + bytes.byteLength);
    whole.set(head, 0);
    whole.set(new Uint8Array(bytes), head.byteLength);
    return whole;
  }
  let form: FormData;
  try {
    // A copy: the upload itself reads the request's own stream.
    form = await request.raw.clone().formData();
  } catch {
    return encoder.encode('multipart/form-data: unreadable');
  }
  const parts: string[] = [];
  for (const [name, value] of form.entries()) {
    const part: unknown = value;
    if (part instanceof File) {
      const contents = Buffer.from(await crypto.subtle.digest('SHA-256', await part.arrayBuffer())).toString('hex');
      parts.push(`${name}:${JSON.stringify(part.name)}:${part.type}:${contents}`);
    } else {
      parts.push(`${name}=${JSON.stringify(String(part))}`);
    }
  }
  return encoder.encode(`multipart/form-data\n${parts.join('\n')}`);
}

/**
 * Mounted on /api; acts on a POST that carries `Idempotency-Key`. Sign-in and the other account calls set cookies,
 * which a replay would not: they, and the signed webhooks, take no key.
 */
export function idempotency({ exempt }: { exempt: readonly string[] }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || key === undefined || exempt.some((prefix) => c.req.path.startsWith(prefix))) {
      return next();
    }
    if (!visibleAscii.test(key)) throw new HttpError(400, idempotencyMessages.keyInvalid);
    const { auth, db, config } = c.var.services;
    const user = await sessionUser(auth, db, c.req.raw.headers);
    const scope = user ? `user:${user.id}` : `client:${clientIp(c, config.trustProxyHops)}`;
    const url = new URL(c.req.url);
    const request = `POST ${url.pathname}`;
    const requestHash = await digest('POST', url, await canonicalBody(c.req));
    const record = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

    // A key older than its lifetime names nothing any more; a claim whose request never finished (its process was
    // stopped mid-request) is abandoned after two minutes, so that the retry runs rather than waiting a day.
    await db.delete(idempotencyKeys).where(
      and(
        record,
        sql`(${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})
            or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})))`,
      ),
    );
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ scope, key, request, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [first] = await db.select().from(idempotencyKeys).where(record);
      // Gone between the two statements: its first attempt failed and was forgotten; this one may run again.
      if (!first) throw new HttpError(409, idempotencyMessages.inProgress);
      if (first.request !== request || first.requestHash !== requestHash) {
        throw new HttpError(422, idempotencyMessages.keyReused);
      }
      if (first.status === null) throw new HttpError(409, idempotencyMessages.inProgress);
      return new Response(first.responseBody, {
        status: first.status,
        headers: { 'content-type': first.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }

    await next();
    const response = c.res;
    if (forgotten(response.status)) {
      await db.delete(idempotencyKeys).where(record);
      return;
    }
    await db
      .update(idempotencyKeys)
      .set({
        status: response.status,
        responseBody: await response.clone().text(),
        contentType: response.headers.get('content-type'),
      })
      .where(record);
  };
}

/** Forgets keys past their lifetime (the booking sweep calls it once a minute). */
export async function pruneIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`)
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
