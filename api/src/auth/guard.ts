// Reads the better-auth session for a request and loads our user row; guards for signed-in users and roles.
import { messages, type Role } from '@naija-homes/contracts';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { agents, type users } from '../db/schema';
import { HttpError } from '../lib/errors';
import { findUserRow } from '../modules/users/users.service';
import type { Auth } from './auth';

export type UserRow = typeof users.$inferSelect;
export type AuthedEnv = { Variables: { user: UserRow } };

export async function sessionUser(auth: Auth, db: Db, headers: Headers): Promise<UserRow | null> {
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!session) return null;
  const user = await findUserRow(db, session.user.id);
  return user ?? null;
}

/** 401 for visitors, 403 for blocked users, 403 for roles not listed (when given). */
export function requireUser(auth: Auth, db: Db, roles?: readonly Role[]) {
  return createMiddleware<AuthedEnv>(async (c, next) => {
    const user = await sessionUser(auth, db, c.req.raw.headers);
    if (!user) throw new HttpError(401, messages.unauthorized);
    if (user.isBlocked) throw new HttpError(403, messages.accountBlocked);
    if (roles && !roles.includes(user.role as Role)) throw new HttpError(403, messages.forbidden);
    c.set('user', user);
    await next();
  });
}

/**
 * The agent area gate on the server (spec §2): an agent whose profile is not approved is refused with 403.
 * Settings, notifications and help-support routes use `requireUser` instead, so they stay reachable.
 */
export function requireApprovedAgent(auth: Auth, db: Db) {
  const agentOnly = requireUser(auth, db, ['AGENT']);
  return createMiddleware<AuthedEnv>(async (c, next) => {
    await agentOnly(c, async () => {
      const [row] = await db
        .select({ status: agents.status })
        .from(agents)
        .where(eq(agents.userId, c.get('user').id));
      if (row?.status !== 'approved') throw new HttpError(403, messages.agentNotApproved);
      await next();
    });
  });
}
