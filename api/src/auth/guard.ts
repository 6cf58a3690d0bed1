// Reads the better-auth session for a request and loads our user row; the guard every route definition gets
// from its `access` (lib/route.ts).
import type { Role } from '@naija-homes/contracts/enums';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, AuthedEnv, UserRow } from '../app-env';
import type { Db } from '../db/client';
import { agents } from '../db/schema';
import { HttpError } from '../lib/errors';
import { findUserRow } from '../modules/users/users.service';
import type { Auth } from './auth';

export type { AppEnv, AppServices, AuthedEnv, UserRow } from '../app-env';

/**
 * Who may call a route:
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any signed-in user who is not blocked;
 * - `approved-agent`: an agent whose profile an admin approved (the agent area's gate, spec §2);
 * - a list of roles: a signed-in, unblocked user with one of them.
 */
export type Access = 'public' | 'signed-in' | 'approved-agent' | readonly Role[];

export async function sessionUser(auth: Auth, db: Db, headers: Headers): Promise<UserRow | null> {
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) return null;
  const user = await findUserRow(db, session.user.id);
  return user ?? null;
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

const publicRoute = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});

/** The middleware a route definition runs before validation: nothing for public routes, else `checkAccess`. */
export function guardFor(access: Access) {
  if (access === 'public') return publicRoute;
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const { auth, db } = c.var.services;
    const user = await sessionUser(auth, db, c.req.raw.headers);
    await checkAccess(db, access, user);
    c.set('user', user as UserRow);
    await next();
  });
}

/** For routes not yet written as definitions: the same checks as `guardFor`, with explicit dependencies. */
export function requireUser(auth: Auth, db: Db, roles?: readonly Role[]) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const user = await sessionUser(auth, db, c.req.raw.headers);
    await checkAccess(db, roles ?? 'signed-in', user);
    c.set('user', user as UserRow);
    await next();
  });
}

export function requireApprovedAgent(auth: Auth, db: Db) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const user = await sessionUser(auth, db, c.req.raw.headers);
    await checkAccess(db, 'approved-agent', user);
    c.set('user', user as UserRow);
    await next();
  });
}
