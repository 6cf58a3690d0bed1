// Creates verified accounts directly (first admin, demo users, tests). Idempotent by email.
import type { AgentStatus, Role } from '@naija-homes/contracts/enums';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { insertPasswordUser } from '../../auth/password-users';
import type { Db } from '../client';
import { agents, users } from '../schema';

export interface AccountSeed {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  phoneNumber?: string | null;
  bio?: string | null;
  /** Progress is not given: it follows from the steps (100 once submitted or approved). */
  agent?: { status: AgentStatus; isSmileIdVerified?: boolean };
}

/** Returns the user's id and whether it was created now. */
export async function ensureAccount(db: Db, seed: AccountSeed): Promise<{ id: string; created: boolean }> {
  const email = seed.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return { id: existing.id, created: false };
  const passwordHash = await hashPassword(seed.password);
  const id = await db.transaction(async (tx) => {
    const userId = await insertPasswordUser(
      tx,
      {
        email,
        emailVerified: true,
        firstName: seed.firstName,
        lastName: seed.lastName,
        phoneNumber: seed.phoneNumber ?? null,
        role: seed.role,
        bio: seed.bio ?? null,
      },
      passwordHash,
    );
    if (seed.role === 'AGENT') {
      await tx.insert(agents).values({
        userId,
        status: seed.agent?.status ?? 'incomplete',
        progress: seed.agent && seed.agent.status !== 'incomplete' ? 100 : seed.agent?.isSmileIdVerified ? 25 : 0,
        isSmileIdVerified: seed.agent?.isSmileIdVerified ?? false,
      });
    }
    return userId;
  });
  return { id, created: true };
}
