// Chat rooms between a buyer (user1, who starts it) and an agent (user2). Unread counts are kept per side and, for
// the header badge, per user; both move in the same transaction as the message, with atomic increments, so they stay
// exact under concurrent sends and reads. Every change is pushed to both sides over their event streams. Reading and
// delivery receipts are in receipts.ts.
import {
  type ChatMessage,
  chatMessages as chatTexts,
  type MessagesPage,
  type Room,
  type RoomsPage,
} from '@naija-homes/contracts/chat';
import { messages } from '@naija-homes/contracts/messages';
import { and, desc, eq, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRow } from '../../app-env';
import type { Database, Db, Tx } from '../../db/client';
import { agents as agentProfiles, chatMessages, chatRooms, properties, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { totalPages } from '../../lib/pagination';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import { recordChatStarted } from '../insights/listing-beacons';
import { notify } from '../notifications/notifications.service';
import { onlineUserIds } from '../realtime/hub';
import { publishEvents } from '../realtime/publish';
import { isRoomInView } from './room-views';

type RoomRow = typeof chatRooms.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const user1 = alias(users, 'user1');
const user2 = alias(users, 'user2');

const personColumns = (table: typeof user1 | typeof user2) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  image: table.image,
  slug: table.slug,
  role: table.role,
  lastSeen: table.lastSeen,
});
type Person = {
  id: string;
  firstName: string;
  lastName: string;
  image: string | null;
  slug: string;
  role: string | null;
  lastSeen: Date | null;
};

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
/** The bell's notice of a conversation's first unread message (read with the room: see `markRoomRead`). */
export const newMessageTitle = (sender: { firstName: string; lastName: string }) =>
  `New message from ${fullName(sender)}`;

function personJson(person: Person, online: Set<string>) {
  return {
    _id: person.id,
    fullName: fullName(person),
    photo: person.image,
    slug: person.slug,
    role: person.role,
    isOnline: online.has(person.id),
    lastSeen: person.lastSeen?.toISOString() ?? null,
  };
}

function roomJson(row: { room: RoomRow; user1: Person; user2: Person }, online: Set<string>): Room {
  return {
    _id: row.room.id,
    user1: personJson(row.user1, online),
    user2: personJson(row.user2, online),
    unreadCount1: row.room.unreadCount1,
    unreadCount2: row.room.unreadCount2,
    lastMessage: row.room.lastMessage,
    updatedAt: row.room.updatedAt.toISOString(),
  };
}

function messageJson(row: MessageRow, sender: { firstName: string; lastName: string }): ChatMessage {
  return {
    _id: row.id,
    roomId: row.roomId,
    senderId: { _id: row.senderId, fullName: fullName(sender) },
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    status: row.status as ChatMessage['status'],
    clientMessageId: row.clientMessageId,
  };
}

function roomsWithPeople(db: Db | Tx) {
  return db
    .select({ room: chatRooms, user1: personColumns(user1), user2: personColumns(user2) })
    .from(chatRooms)
    .innerJoin(user1, eq(user1.id, chatRooms.user1Id))
    .innerJoin(user2, eq(user2.id, chatRooms.user2Id));
}

async function loadRoom(db: Db | Tx, roomId: string): Promise<Room> {
  const [row] = await roomsWithPeople(db).where(eq(chatRooms.id, roomId));
  if (!row) throw new HttpError(404, messages.notFound);
  const online = await onlineUserIds(db, [row.user1.id, row.user2.id]);
  return roomJson(row, online);
}

/** A room the user may read: theirs, or any room for an admin. Someone else's is a 404, never revealed. */
export async function readableRoom(db: Db | Tx, user: UserRow, roomId: string, lock = false): Promise<RoomRow> {
  if (!isUuid(roomId)) throw new HttpError(404, messages.notFound);
  const query = db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
  // NO KEY UPDATE: it does not wait for the key-share locks that inserting a message takes on its room.
  const [room] = lock ? await query.for('no key update') : await query;
  const mine = room && (room.user1Id === user.id || room.user2Id === user.id);
  if (!room || (!mine && user.role !== 'ADMIN')) throw new HttpError(404, messages.notFound);
  return room;
}

export function writableRoom(room: RoomRow, user: UserRow): 1 | 2 {
  if (room.user1Id === user.id) return 1;
  if (room.user2Id === user.id) return 2;
  throw new HttpError(403, chatTexts.adminsReadOnly);
}

/** What a sender writes: the text, and the app's id for it when it gave one. */
export interface MessageDraft {
  text: string;
  clientMessageId?: string | undefined;
}

export interface SentMessage {
  message: ChatMessage;
  room: Room;
  /** Set when the other side had nothing unread in this room and has no app open: they get an email. */
  mail: { to: string; recipientName: string } | null;
}

/**
 * Adds a message to a room inside the caller's transaction, in as few round trips as it can (this is the hot path
 * of chat): the room's row is updated first (it is the lock that orders sends and reads of one room), with the other
 * side's unread count up by one; the recipient's total goes up with it; both sides hear of it once it commits.
 * A sender who is not in the room changes nothing and gets 404.
 */
async function addMessage(tx: Tx, roomId: string, sender: UserRow, draft: MessageDraft): Promise<SentMessage> {
  const { text, clientMessageId } = draft;
  const [room] = await tx
    .update(chatRooms)
    .set({
      unreadCount1: sql`case when ${chatRooms.user2Id} = ${sender.id} then ${chatRooms.unreadCount1} + 1 else ${chatRooms.unreadCount1} end`,
      unreadCount2: sql`case when ${chatRooms.user1Id} = ${sender.id} then ${chatRooms.unreadCount2} + 1 else ${chatRooms.unreadCount2} end`,
      lastMessage: text,
      updatedAt: sql`greatest(now(), ${chatRooms.updatedAt})`,
    })
    .where(and(eq(chatRooms.id, roomId), or(eq(chatRooms.user1Id, sender.id), eq(chatRooms.user2Id, sender.id))))
    .returning();
  if (!room) throw new HttpError(404, messages.notFound);
  const side = room.user1Id === sender.id ? 1 : 2;
  const recipientId = side === 1 ? room.user2Id : room.user1Id;
  const [inserted] = await tx
    .insert(chatMessages)
    .values({ roomId, senderId: sender.id, text, clientMessageId })
    .onConflictDoNothing()
    .returning();
  // A copy of a send already stored (a retry, a double press): the throw rolls the room's counts back too.
  if (!inserted) throw new HttpError(409, chatTexts.alreadySent);
  const [recipient] = await tx
    .update(users)
    .set({ chatsUnreadCount: sql`${users.chatsUnreadCount} + 1` })
    .where(eq(users.id, recipientId))
    .returning({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      slug: users.slug,
      role: users.role,
      lastSeen: users.lastSeen,
      email: users.email,
      chatsUnreadCount: users.chatsUnreadCount,
    });
  if (!recipient) throw new HttpError(404, messages.notFound);
  const online = await onlineUserIds(tx, [sender.id, recipientId]);
  const message = messageJson(inserted, sender);
  const roomView = roomJson(
    side === 1 ? { room, user1: sender, user2: recipient } : { room, user1: recipient, user2: sender },
    online,
  );
  const unreadCount = side === 1 ? room.unreadCount2 : room.unreadCount1;
  await publishEvents(tx, [
    { userId: sender.id, type: 'new-message', data: { message, room: roomView } },
    { userId: recipientId, type: 'new-message', data: { message, room: roomView } },
    {
      userId: recipientId,
      type: 'new-chat-notification',
      data: { roomId, unreadCount, chatsUnreadCount: recipient.chatsUnreadCount },
    },
  ]);
  let mail: SentMessage['mail'] = null;
  // The first unread message of a conversation rings the bell; the rest only move the message badge. Not when the
  // reader has the room open: it is read as it lands (room-views.ts).
  if (unreadCount === 1 && !(await isRoomInView(tx, recipientId, roomId))) {
    await notify(tx, recipientId, {
      title: newMessageTitle(sender),
      message: text.length > 120 ? `${text.slice(0, 117)}…` : text,
    });
    if (!online.has(recipientId)) mail = { to: recipient.email, recipientName: recipient.firstName };
  }
  return { message, room: roomView, mail };
}

/** Queued in the message's transaction: the mail exists exactly when the message does (ADR 027). */
async function mailNewMessage(
  tx: Tx,
  mailer: Mailer,
  sender: UserRow,
  sent: SentMessage,
  appUrl: string,
  path: string,
) {
  if (!sent.mail) return;
  await mailer.send(
    tx,
    adminAlertMail(sent.mail.to, `New message from ${fullName(sender)} on Naija Homes`, [
      `Hello ${sent.mail.recipientName},`,
      `${fullName(sender)} wrote: “${sent.message.text}”`,
      `Reply on Naija Homes: ${appUrl}${path}?room=${sent.room._id}`,
    ]),
  );
}

export interface ChatDeps {
  database: Database;
  mailer: Mailer;
  appUrl: string;
  /** Keys the hash that counts a buyer's chat about a listing once a day. */
  secret: string;
}

/** The room of a buyer and an agent, created the first time (an agent answering a lead opens it too). */
export async function roomOf(tx: Tx, buyerId: string, agentId: string): Promise<string> {
  // Two first messages at once: the unique pair lets one insert win; the other finds its room.
  await tx.insert(chatRooms).values({ user1Id: buyerId, user2Id: agentId }).onConflictDoNothing();
  const [room] = await tx
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.user1Id, buyerId), eq(chatRooms.user2Id, agentId)));
  if (!room) throw new HttpError(404, messages.notFound);
  return room.id;
}

/**
 * POST /room/create: a buyer writes to an agent; their room is created the first time and reused after. Written
 * from a listing's page, it also counts a chat started about that listing (ADR 021).
 */
export async function startRoom(
  deps: ChatDeps,
  buyer: UserRow,
  agentId: string,
  draft: MessageDraft,
  propertyId?: string,
): Promise<SentMessage> {
  if (!isUuid(agentId)) throw new HttpError(404, chatTexts.notAnAgent);
  if (agentId === buyer.id) throw new HttpError(400, chatTexts.ownRoom);
  const sent = await deps.database.db.transaction(async (tx) => {
    // Only an agent buyers can find: approved by an admin and not blocked (a submitted or rejected profile is not
    // on the site, so nobody may be drawn into a conversation with it).
    const [agent] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(agentProfiles, eq(agentProfiles.userId, users.id))
      .where(
        and(
          eq(users.id, agentId),
          eq(users.role, 'AGENT'),
          eq(users.isBlocked, false),
          eq(agentProfiles.status, 'approved'),
        ),
      );
    if (!agent) throw new HttpError(404, chatTexts.notAnAgent);
    // A listing named with the message must be this agent's: the conversation would show another agent's home.
    if (propertyId) {
      const [listing] = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.ownerId, agentId)));
      if (!listing) throw new HttpError(400, chatTexts.notTheirListing);
    }
    const message = await addMessage(tx, await roomOf(tx, buyer.id, agentId), buyer, draft);
    if (propertyId) await recordChatStarted(tx, { buyerId: buyer.id, agentId, propertyId }, deps.secret);
    await mailNewMessage(tx, deps.mailer, buyer, message, deps.appUrl, '/agent/chats');
    return message;
  });
  return sent;
}

/** POST /room/{id}/messages: either participant writes; admins read only. */
export async function sendMessage(
  deps: ChatDeps,
  sender: UserRow,
  roomId: string,
  draft: MessageDraft,
): Promise<SentMessage> {
  if (!isUuid(roomId)) throw new HttpError(404, messages.notFound);
  return deps.database.db.transaction(async (tx) => {
    const sent = await addMessage(tx, roomId, sender, draft);
    const path = sent.room.user1._id === sender.id ? '/agent/chats' : '/buyer/chats';
    await mailNewMessage(tx, deps.mailer, sender, sent, deps.appUrl, path);
    return sent;
  });
}

/** GET /room/all: my rooms, most recent first; an admin sees every room. Search matches the other person's name. */
export async function listRooms(
  database: Database,
  user: UserRow,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<RoomsPage> {
  const isAdmin = user.role === 'ADMIN';
  // A room opened ahead of a conversation (a booking, a lead, an inspection) is listed once someone writes in it:
  // an empty room in the list is a conversation that does not exist (issue 31). It still opens by its id.
  const conditions: SQL[] = [isNotNull(chatRooms.lastMessage)];
  if (!isAdmin) conditions.push(or(eq(chatRooms.user1Id, user.id), eq(chatRooms.user2Id, user.id)) as SQL);
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const name1 = sql`(${user1.firstName} || ' ' || ${user1.lastName}) ilike ${pattern}`;
    const name2 = sql`(${user2.firstName} || ' ' || ${user2.lastName}) ilike ${pattern}`;
    // Others search the person they talk to; an admin either participant.
    if (isAdmin) conditions.push(or(name1, name2) as SQL);
    else conditions.push(sql`case when ${chatRooms.user1Id} = ${user.id} then ${name2} else ${name1} end`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    roomsWithPeople(database.db)
      .where(where)
      .orderBy(desc(chatRooms.updatedAt), desc(chatRooms.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    database.db
      .select({ value: sql<number>`count(*)::int` })
      .from(chatRooms)
      .innerJoin(user1, eq(user1.id, chatRooms.user1Id))
      .innerJoin(user2, eq(user2.id, chatRooms.user2Id))
      .where(where),
  ]);
  const online = await onlineUserIds(
    database.db,
    rows.flatMap((row) => [row.user1.id, row.user2.id]),
  );
  return {
    data: rows.map((row) => roomJson(row, online)),
    totalPages: totalPages(Number(total?.value ?? 0), query.limit),
  };
}

export async function getRoom(database: Database, user: UserRow, roomId: string): Promise<Room> {
  const room = await readableRoom(database.db, user, roomId);
  return loadRoom(database.db, room.id);
}

/** GET /room/{id}/messages: newest first, `cursor` (a message's sequence) pages back through the history. */
export async function listMessages(
  database: Database,
  user: UserRow,
  roomId: string,
  query: { cursor?: number | undefined; limit: number },
): Promise<MessagesPage> {
  const room = await readableRoom(database.db, user, roomId);
  const sender = alias(users, 'sender');
  const rows = await database.db
    .select({ message: chatMessages, sender: { firstName: sender.firstName, lastName: sender.lastName } })
    .from(chatMessages)
    .innerJoin(sender, eq(sender.id, chatMessages.senderId))
    .where(and(eq(chatMessages.roomId, room.id), query.cursor ? lt(chatMessages.seq, query.cursor) : undefined))
    .orderBy(desc(chatMessages.seq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => messageJson(row.message, row.sender)),
    nextCursor: rows.length > query.limit && last ? last.message.seq : null,
  };
}
