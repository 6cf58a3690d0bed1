// Chat between a buyer and an agent (spec §3 Chat room, Message), and what Server-Sent Events need to be shared by
// every API process: the events themselves (for Last-Event-ID replay) and who is connected where (online status).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A room open on someone's screen right now (one row per open, visible conversation view, kept fresh by its app's
 * heartbeat): a message arriving there is read as it lands, so it neither rings the bell nor sends a mail. In the
 * database, not in a process's memory, because the sender's request may reach another API process.
 */
export const chatRoomViews = pgTable(
  'chat_room_views',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('chat_room_views_user_room_idx').on(t.userId, t.roomId)],
);

/** One room per buyer and agent: user1 is the buyer who started it, user2 the agent; unread counts per side. */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    user1Id: uuid('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user2Id: uuid('user2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount1: integer('unread_count1').default(0).notNull(),
    unreadCount2: integer('unread_count2').default(0).notNull(),
    lastMessage: text('last_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('chat_rooms_pair_idx').on(t.user1Id, t.user2Id),
    index('chat_rooms_user1_updated_idx').on(t.user1Id, t.updatedAt),
    index('chat_rooms_user2_updated_idx').on(t.user2Id, t.updatedAt),
    index('chat_rooms_updated_idx').on(t.updatedAt),
    check('chat_rooms_unread_check', sql`${t.unreadCount1} >= 0 and ${t.unreadCount2} >= 0`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The sending app's id for the message: a repeated send with the same id is refused, not stored twice. */
    clientMessageId: text('client_message_id'),
    /** sent → delivered (reached the other side's open app) → read (they opened the room). */
    status: text('status').default('sent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    /** Insertion order and the history cursor: timestamps tie within a millisecond, the sequence never does. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    index('chat_messages_room_seq_idx').on(t.roomId, t.seq),
    uniqueIndex('chat_messages_client_id_idx').on(t.senderId, t.clientMessageId),
    check('chat_messages_status_check', sql`${t.status} in ('sent', 'delivered', 'read')`),
  ],
);

/**
 * Every event pushed to a user, kept for a day so a client that reconnects with Last-Event-ID gets what it missed.
 * The NOTIFY that fans an event out to the API processes carries only its id and the user's.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    /**
     * The event's place in commit order, and its id on the stream: given at commit by a deferred trigger under a
     * lock held until the commit is visible (migration 0022, ADR 017), so a row with a smaller seq is never seen
     * after one with a larger. Null only inside the inserting transaction.
     */
    seq: bigint('seq', { mode: 'number' }),
  },
  (t) => [
    index('realtime_events_user_seq_idx').on(t.userId, t.seq),
    uniqueIndex('realtime_events_seq_idx').on(t.seq),
    index('realtime_events_created_idx').on(t.createdAt),
  ],
);

/** API processes holding event streams, with a heartbeat: a process that died stops counting after a minute. */
export const realtimeInstances = pgTable('realtime_instances', {
  id: uuid('id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).defaultNow().notNull(),
});

/** One row per open event stream: a user is online while one of theirs sits on a live instance. */
export const realtimeConnections = pgTable(
  'realtime_connections',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => realtimeInstances.id, { onDelete: 'cascade' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('realtime_connections_user_idx').on(t.userId)],
);
