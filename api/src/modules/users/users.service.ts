// Users as the API returns them (contracts `userSchema`), and profile changes.
import type { Role } from '@naija-homes/contracts/enums';
import { messages } from '@naija-homes/contracts/messages';
import { fileMessages, fileRules } from '@naija-homes/contracts/upload';
import { type User, type updateProfileSchema, userMessages } from '@naija-homes/contracts/user';
import { and, count, eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { Db } from '../../db/client';
import { agents, notifications, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { profileImage } from '../../lib/images';
import type { AcceptedFile } from '../../lib/upload';
import { type FileStorage, newFileKey } from '../../providers/storage';

type UserRow = typeof users.$inferSelect;
type AgentRow = typeof agents.$inferSelect;

export function toUserJson(user: UserRow, agent: AgentRow | null, notificationsUnreadCount: number): User {
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.name;
  return {
    _id: user.id,
    slug: user.slug,
    fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
    photo: user.image,
    coverPhoto: user.coverPhoto,
    phoneNumber: user.phoneNumber,
    role: (user.role as Role | null) ?? null,
    provider: user.provider,
    platform: user.platform,
    agreeToTerms: user.agreeToTerms,
    isEmailVerified: user.emailVerified,
    isPhoneVerified: user.isPhoneVerified,
    isBlocked: user.isBlocked,
    bio: user.bio,
    isOnline: user.isOnline,
    lastSeen: user.lastSeen ? user.lastSeen.toISOString() : null,
    chatsUnreadCount: user.chatsUnreadCount,
    notificationsUnreadCount,
    isProfileComplete: user.isProfileComplete,
    agent:
      user.role === 'AGENT' && agent
        ? {
            _id: agent.id,
            status: agent.status as NonNullable<User['agent']>['status'],
            progress: agent.progress,
            isSmileIdVerified: agent.isSmileIdVerified,
          }
        : null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserRow(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The user JSON, or undefined when the id is unknown. */
export async function getUserJson(db: Db, userId: string): Promise<User | undefined> {
  const [row] = await db
    .select({ user: users, agent: agents })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const [unread] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return toUserJson(row.user, row.agent, Number(unread?.value ?? 0));
}

export async function requireUserJson(db: Db, userId: string): Promise<User> {
  const user = await getUserJson(db, userId);
  if (!user) throw new HttpError(401, messages.unauthorized);
  return user;
}

/** Applies the changed profile fields (already validated by contracts `updateProfileSchema`). */
export async function updateProfile(
  db: Db,
  user: UserRow,
  changes: z.output<typeof updateProfileSchema>,
): Promise<void> {
  if (changes.bio !== undefined && user.role !== 'AGENT') throw new HttpError(400, messages.bioAgentsOnly);
  const renaming =
    (changes.firstName !== undefined && changes.firstName !== user.firstName) ||
    (changes.lastName !== undefined && changes.lastName !== user.lastName);
  if (renaming && user.role === 'AGENT') {
    const [agent] = await db
      .select({ verified: agents.isSmileIdVerified })
      .from(agents)
      .where(eq(agents.userId, user.id));
    if (agent?.verified) throw new HttpError(403, userMessages.verifiedNameLocked);
  }
  const firstName = changes.firstName ?? user.firstName;
  const lastName = changes.lastName ?? user.lastName;
  await db
    .update(users)
    .set({
      firstName,
      lastName,
      name: `${firstName} ${lastName}`,
      ...(changes.phoneNumber !== undefined ? { phoneNumber: changes.phoneNumber } : {}),
      ...(changes.bio !== undefined ? { bio: changes.bio === '' ? null : changes.bio } : {}),
    })
    .where(eq(users.id, user.id));
}

export type ProfileImage = 'photo' | 'coverPhoto';

/**
 * Sets or clears the profile photo or cover photo. The new file is stored first; the old one (only if it is one
 * of ours, not a Google avatar) is removed after the row is saved.
 */
export async function setProfileImage(
  db: Db,
  storage: FileStorage,
  userId: string,
  which: ProfileImage,
  file: AcceptedFile | null,
): Promise<void> {
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw new HttpError(401, messages.unauthorized);
  // Decoded and re-encoded before anything is stored: a file that only starts like an image is refused.
  const image = file ? await profileImage(file.bytes, which, fileMessages.onlyTypes(fileRules[which])) : null;
  const stored = image
    ? await storage.put(newFileKey(which === 'photo' ? 'photos' : 'covers', 'webp'), image.bytes, 'image/webp')
    : null;
  const previous = which === 'photo' ? current.image : current.coverPhoto;
  try {
    await db
      .update(users)
      .set(which === 'photo' ? { image: stored?.url ?? null } : { coverPhoto: stored?.url ?? null })
      .where(eq(users.id, userId));
  } catch (error) {
    if (stored) await storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
  const previousKey = previous ? storage.keyOf(previous) : null;
  if (previousKey) await storage.remove(previousKey).catch(() => undefined);
}
