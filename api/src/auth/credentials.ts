// Who is calling (ADR 036): a browser with the session cookie, an app with its session token as a bearer, or a tool
// with an API key as a bearer. One place reads them all, so every route, the idempotency records and the event stream
// agree on the caller.
//
// A request that carries `Authorization` is judged by it alone: its cookies are dropped before the session is read.
// That is what lets such requests come from any website (lib/cors.ts, lib/origin-check.ts): a page on another site
// can make a browser send our cookies, but it cannot make it send a token the page does not have.
import { API_KEY_PREFIX, type ApiKeyScope, apiKeyMessages } from '@naija-homes/contracts/api-key';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserRow } from '../app-env';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { HttpError } from '../lib/errors';
import { findUserRow } from '../modules/users/users.service';
import type { Auth } from './auth';

export type Credential =
  | { kind: 'cookie' }
  | { kind: 'session-token' }
  | { kind: 'api-key'; keyId: string; scope: ApiKeyScope };

export interface Caller {
  user: UserRow;
  credential: Credential;
}

/** Seconds between two writes of a key's "last used": a key used in a loop does not write on every call. */
const LAST_USED_PRECISION_SECONDS = 60;

/** The token of `Authorization: Bearer <token>`, or null when the header is absent or another scheme. */
export function bearerToken(headers: Headers): string | null {
  const token = /^bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1];
  return token ?? null;
}

/** Whether the request authenticates by a header rather than by cookie (so it cannot be a forged cross-site call). */
export function carriesBearer(headers: Headers): boolean {
  return headers.has('authorization');
}

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The headers better-auth reads a session from: a bearer's alone (its plugin turns it into the cookie), else as sent. */
export function sessionHeaders(headers: Headers): Headers {
  if (!carriesBearer(headers)) return headers;
  const copy = new Headers(headers);
  copy.delete('cookie');
  return copy;
}

export async function digestApiKey(key: string): Promise<string> {
  return Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))).toString('hex');
}

async function apiKeyCaller(db: Db, key: string): Promise<Caller | null> {
  const keyHash = await digestApiKey(key);
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, scope: apiKeys.scope, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const user = await findUserRow(db, row.userId);
  if (!user) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_SECONDS * 1000) {
    await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.id));
  }
  return { user, credential: { kind: 'api-key', keyId: row.id, scope: row.scope as ApiKeyScope } };
}

/**
 * The caller of a request, or null for a visitor. An API key that is not (or no longer) valid is a 401 with its own
 * message rather than a visitor: a tool whose key was revoked should learn that, not read the public answers.
 */
export async function resolveCaller(auth: Auth, db: Db, headers: Headers): Promise<Caller | null> {
  const token = bearerToken(headers);
  if (token && isApiKey(token)) {
    const caller = await apiKeyCaller(db, token);
    if (!caller) throw new HttpError(401, apiKeyMessages.invalid);
    return caller;
  }
  const session = await auth.api.getSession({ headers: sessionHeaders(headers), query: { disableCookieCache: true } });
  if (!session) return null;
  const user = await findUserRow(db, session.user.id);
  if (!user) return null;
  return { user, credential: { kind: carriesBearer(headers) ? 'session-token' : 'cookie' } };
}
