// Notifications of a user: notify() for every event that concerns them (stored, and pushed live to their open
// apps), the list (paged, with the unread count), mark read.
import { messages } from '@naija-homes/contracts/messages';
import type { Notification } from '@naija-homes/contracts/notification';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { totalPages } from '../../lib/pagination';
import { publishEvent } from '../realtime/publish';

type NotificationRow = typeof notifications.$inferSelect;

function toJson(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Tells a user about something that concerns them: the bell's list gets it and their open apps hear
 * `new-notification` with the new unread count once the caller's transaction commits. Mail, where a person would
 * expect one, is the caller's to send after the commit.
 */
export async function notify(db: Db | Tx, userId: string, notice: { title: string; message: string }) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, ...notice })
    .returning();
  if (!row) return;
  const notification = toJson(row);
  await publishEvent(db, userId, 'new-notification', { notification, unreadCount: await unreadCount(db, userId) });
  return notification;
}

/** Tells every admin (not blocked) about something waiting for the team: a report, a profile to review, a message. */
export async function notifyAdmins(db: Db | Tx, notice: { title: string; message: string }): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.isBlocked, false)));
  for (const admin of admins) await notify(db, admin.id, notice);
}

export async function unreadCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return Number(row?.value ?? 0);
}

export async function listNotifications(db: Db, userId: string, page: number, limit: number) {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadCount(db, userId),
  ]);
  return { data: rows.map(toJson), totalPages: totalPages(Number(total?.value ?? 0), limit), unreadCount: unread };
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** Marks one of the user's notifications read; someone else's (or an unknown id) is 404, never revealed. */
export async function markRead(db: Db, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, messages.notFound);
  return toJson(row);
}
