// Reads the better-auth session for a request and loads our user row; the guard every route definition gets
// from its `access` (lib/route.ts).

import { apiKeyMessages } from '@naija-homes/contracts/api-key';
import type { Role } from '@naija-homes/contracts/enums';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AppServices, AuthedEnv, UserRow } from '../app-env';
import type { Db } from '../db/client';
import { agents } from '../db/schema';
import { HttpError } from '../lib/errors';
import { hitRateLimit } from '../lib/rate-limit';
import type { Auth } from './auth';
import { bearerToken, type Caller, isApiKey, resolveCaller } from './credentials';

export type { AppEnv, AppServices, AuthedEnv, UserRow } from '../app-env';

/**
 * Who may call a route:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in user who is not blocked;
 * - `approved-agent`: an agent whose profile an admin approved (the agent area's gate, spec §2);
 * - a list of roles: a signed-in, unblocked user with one of them.
 */
export type Access = 'public' | 'signed-in' | 'approved-agent' | readonly Role[];

/** The calling user by whatever credential the request carries (auth/credentials.ts), or null for a visitor. */
export async function sessionUser(auth: Auth, db: Db, headers: Headers): Promise<UserRow | null> {
  return (await resolveCaller(auth, db, headers))?.user ?? null;
}

export interface GuardOptions {
  /**
   * False on what only the person may do, never a tool holding a key: managing keys, the password, the account.
   * A session token (an app the person signed in to) is the person.
   */
  apiKeys?: boolean;
}

const readMethods = new Set(['GET', 'HEAD']);

/**
 * What a credential may do beyond the route's access: a key only where keys are accepted, a read-only key only
 * reads, and every key counts against its own budget (so one runaway script slows only itself).
 */
async function checkCredential(
  { database, rateRules }: AppServices,
  method: string,
  caller: Caller | null,
  { apiKeys = true }: GuardOptions,
): Promise<void> {
  const credential = caller?.credential;
  if (credential?.kind !== 'api-key') return;
  if (!apiKeys) throw new HttpError(403, apiKeyMessages.sessionRequired);
  if (credential.scope === 'read' && !readMethods.has(method)) throw new HttpError(403, apiKeyMessages.readOnly);
  await hitRateLimit(database, `api-key:${credential.keyId}`, rateRules.apiKey);
}

async function agentStatus(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ status: agents.status }).from(agents).where(eq(agents.userId, userId));
  return row?.status;
}

/**
 * Who the user is allowed to be for this access: 401 for visitors, 403 for blocked users, for roles not listed,
 * and for agents not yet approved on the agent area's routes (spec §2: settings, notifications and help stay
 * reachable because those routes list the role instead).
 */
export async function checkAccess(db: Db, access: Exclude<Access, 'public'>, user: UserRow | null): Promise<void> {
  if (!user) throw new HttpError(401, messages.unauthorized);
  if (user.isBlocked) throw new HttpError(403, messages.accountBlocked);
  if (access === 'signed-in') return;
  if (access === 'approved-agent') {
    if (user.role !== 'AGENT') throw new HttpError(403, messages.forbidden);
    if ((await agentStatus(db, user.id)) !== 'approved') throw new HttpError(403, messages.agentNotApproved);
    return;
  }
  if (!access.includes(user.role as Role)) throw new HttpError(403, messages.forbidden);
}

/**
 * Public routes need no caller, but a write made with an API key is still the key's: a read-only key may not write
 * there either (a lead, a beacon in its owner's name), and the write counts against the key's budget.
 */
const publicRoute = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.raw.headers);
  if (token && isApiKey(token) && !readMethods.has(c.req.method)) {
    const { auth, db } = c.var.services;
    await checkCredential(c.var.services, c.req.method, await resolveCaller(auth, db, c.req.raw.headers), {});
  }
  await next();
});

/**
 * The middleware a route definition runs before validation: nothing for public routes, else `checkAccess` and what
 * the credential allows (`checkCredential`).
 */
export function guardFor(access: Access, options: GuardOptions = {}) {
  if (access === 'public') return publicRoute;
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const { auth, db } = c.var.services;
    const caller = await resolveCaller(auth, db, c.req.raw.headers);
    await checkAccess(db, access, caller?.user ?? null);
    await checkCredential(c.var.services, c.req.method, caller, options);
    c.set('user', caller?.user as UserRow);
    await next();
  });
}
