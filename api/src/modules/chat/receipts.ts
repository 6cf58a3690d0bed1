// Receipts of a conversation: a room read by one side (its counts, the other side's ticks, the bell's notice of the
// messages read), and messages delivered to an open app (gathered for a moment, marked in one statement).
import type { ChatMessage } from '@naija-homes/contracts/chat';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { UserRow } from '../../app-env';
import { type Database, executeRows } from '../../db/client';
import { chatMessages, chatRooms, notifications, users } from '../../db/schema';
import { errorFields, type Logger } from '../../lib/logger';
import { unreadCount as unreadNotifications } from '../notifications/notifications.service';
import type { RealtimeEvent } from '../realtime/hub';
import { publishEvent, publishEvents } from '../realtime/publish';
import { newMessageTitle, readableRoom, writableRoom } from './chat.service';

/**
 * POST /room/{id}/read: everything the other side wrote is read. My count in the room goes to 0 and my total down
 * by as much (under the room's row lock, so a message arriving meanwhile is counted once, before or after).
 */
export async function markRoomRead(database: Database, user: UserRow, roomId: string) {
  return database.db.transaction(async (tx) => {
    const room = await readableRoom(tx, user, roomId, true);
    const side = writableRoom(room, user);
    const unread = side === 1 ? room.unreadCount1 : room.unreadCount2;
    const otherId = side === 1 ? room.user2Id : room.user1Id;
    if (unread > 0) {
      await tx
        .update(chatRooms)
        .set(side === 1 ? { unreadCount1: 0 } : { unreadCount2: 0 })
        .where(eq(chatRooms.id, room.id));
    }
    const [me] = await tx
      .update(users)
      .set({ chatsUnreadCount: sql`greatest(${users.chatsUnreadCount} - ${unread}, 0)` })
      .where(eq(users.id, user.id))
      .returning({ chatsUnreadCount: users.chatsUnreadCount });
    const chatsUnreadCount = me?.chatsUnreadCount ?? 0;
    const read = await tx
      .update(chatMessages)
      .set({ status: 'read' })
      .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.senderId, otherId), ne(chatMessages.status, 'read')))
      .returning({ id: chatMessages.id, seq: chatMessages.seq, createdAt: chatMessages.createdAt });
    const newest = read.reduce<{ id: string; seq: number } | null>(
      (best, row) => (!best || row.seq > best.seq ? row : best),
      null,
    );
    // The bell's notice of these messages is read with them (issue 31): a message arriving in the room the reader has
    // open is marked read by their app on receipt, so it does not stay as an unread notification as well.
    let notificationsUnreadCount: number | undefined;
    const since = read.reduce<Date | null>(
      (first, row) => (!first || row.createdAt < first ? row.createdAt : first),
      null,
    );
    if (since) {
      const [other] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, otherId));
      const cleared = other
        ? await tx
            .update(notifications)
            .set({ isRead: true })
            .where(
              and(
                eq(notifications.userId, user.id),
                eq(notifications.isRead, false),
                eq(notifications.title, newMessageTitle(other)),
                gte(notifications.createdAt, since),
              ),
            )
            .returning({ id: notifications.id })
        : [];
      if (cleared.length > 0) notificationsUnreadCount = await unreadNotifications(tx, user.id);
    }
    if (newest) {
      await publishEvent(tx, otherId, 'message-status', { roomId: room.id, status: 'read', upToMessageId: newest.id });
    }
    if (unread > 0 || notificationsUnreadCount !== undefined) {
      // My other tabs and devices drop the badges too.
      await publishEvent(tx, user.id, 'new-chat-notification', {
        roomId: room.id,
        unreadCount: 0,
        chatsUnreadCount,
        ...(notificationsUnreadCount !== undefined ? { notificationsUnreadCount } : {}),
      });
    }
    return { roomId: room.id, chatsUnreadCount };
  });
}

/** A room whose messages from the other side reached one of `reader`'s open apps. */
interface Delivery {
  roomId: string;
  reader: string;
}

/**
 * Marks the other side's sent messages in these rooms delivered, in one statement for them all, and tells each
 * sender (one message-status event per room, naming their newest delivered message).
 */
export async function markDelivered(database: Database, deliveries: Delivery[]): Promise<void> {
  if (!deliveries.length) return;
  const roomIds = sql.join(
    deliveries.map((delivery) => sql`${delivery.roomId}`),
    sql`, `,
  );
  const readers = sql.join(
    deliveries.map((delivery) => sql`${delivery.reader}`),
    sql`, `,
  );
  await database.db.transaction(async (tx) => {
    const rows = await executeRows<{ id: string; room_id: string; sender_id: string; seq: number | string }>(
      tx,
      sql`
      with targets(room_id, reader) as (select * from unnest(array[${roomIds}]::uuid[], array[${readers}]::uuid[]))
      update chat_messages m set status = 'delivered' from targets t
      where m.room_id = t.room_id and m.sender_id <> t.reader and m.status = 'sent'
      returning m.id, m.room_id, m.sender_id, m.seq`,
    );
    const newestByRoom = new Map<string, { id: string; roomId: string; senderId: string; seq: number }>();
    for (const row of rows) {
      const best = newestByRoom.get(row.room_id);
      const seq = Number(row.seq);
      if (!best || seq > best.seq)
        newestByRoom.set(row.room_id, { id: row.id, roomId: row.room_id, senderId: row.sender_id, seq });
    }
    await publishEvents(
      tx,
      [...newestByRoom.values()].map((row) => ({
        userId: row.senderId,
        type: 'message-status' as const,
        data: { roomId: row.roomId, status: 'delivered' as const, upToMessageId: row.id },
      })),
    );
  });
}

/**
 * The realtime hub's "delivered" handler: new-message events that reached a reader's open app are gathered for a
 * moment and marked in one transaction, so receipts cost one write per window, not one per message.
 */
export function deliveryReceipts(database: Database, logger: Logger, windowMs = 200) {
  const pending = new Map<string, Delivery>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    timer = null;
    const batch = [...pending.values()];
    pending.clear();
    try {
      await markDelivered(database, batch);
    } catch (error) {
      logger.warn('could not mark messages delivered', errorFields(error));
    }
  };
  return async (reader: string, events: RealtimeEvent[]): Promise<void> => {
    for (const event of events) {
      if (event.type !== 'new-message') continue;
      const { message } = event.data as { message: ChatMessage };
      if (message.senderId._id === reader || message.status !== 'sent') continue;
      pending.set(`${message.roomId}:${reader}`, { roomId: message.roomId, reader });
    }
    if (pending.size && !timer) {
      timer = setTimeout(() => void flush(), windowMs);
      (timer as { unref?: () => void }).unref?.();
    }
  };
}
