// Chat between a buyer and an agent (spec §3 Chat room and Message, §5 and §7), and the realtime events that the
// API pushes over Server-Sent Events (GET /api/v1/events).

import { CHAT_MESSAGE_MAX, chatMessages } from './chat-messages';
import { strictBody } from './fields';
import { notificationSchema } from './notification';
import { limitSchema, pageAnswerSchema, pageQueryFields } from './paging';
import { z } from './zod';

// In chat-messages.ts: the message box on listing and agent pages shows them without loading a schema.
export { CHAT_MESSAGE_MAX, chatMessages, newClientMessageId } from './chat-messages';

export const chatTextSchema = z
  .string({ error: chatMessages.required })
  .trim()
  .min(1, chatMessages.required)
  .max(CHAT_MESSAGE_MAX, chatMessages.tooLong);

export const roomUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  photo: z.string().nullable(),
  slug: z.string(),
  role: z.string().nullable(),
  /** True while the person has the app open somewhere (an event stream on a live API process). */
  isOnline: z.boolean(),
  /** When they last closed the app; null if never seen. */
  lastSeen: z.string().nullable(),
});
export type RoomUser = z.infer<typeof roomUserSchema>;

/** A room: user1 is the buyer who started it, user2 the agent; unread counts per side (spec §3). */
export const roomSchema = z
  .object({
    _id: z.string(),
    user1: roomUserSchema,
    user2: roomUserSchema,
    unreadCount1: z.number().int(),
    unreadCount2: z.number().int(),
    lastMessage: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ChatRoom' });
export type Room = z.infer<typeof roomSchema>;

/** GET /api/v1/room/all?page&limit&search (spec §7). */
export const roomsPageSchema = pageAnswerSchema(roomSchema);
export type RoomsPage = z.infer<typeof roomsPageSchema>;

export const roomsQuerySchema = z.object({
  ...pageQueryFields({ max: 100, default: 20 }),
  search: z.string().trim().max(100, 'Search must contain upto 100 characters').optional(),
});

export const messageStatusSchema = z.enum(['sent', 'delivered', 'read']);

/** A message (spec §3): the sender with their name, the text, when, and how far it got. */
export const chatMessageSchema = z
  .object({
    _id: z.string(),
    roomId: z.string(),
    senderId: z.object({ _id: z.string(), fullName: z.string() }),
    text: z.string(),
    createdAt: z.string(),
    status: messageStatusSchema,
    /**
     * The id the sending app gave it (clientMessageIdSchema), when it gave one: the sender's app replaces its "Sending…"
     * copy with the stored message by it, whichever arrives first (the answer to the send or the live event).
     */
    clientMessageId: z.string().nullable().optional(),
  })
  .meta({ id: 'Message' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/v1/room/{id}/messages?cursor&limit: newest first; `nextCursor` asks for the older ones. */
export const messagesQuerySchema = z.object({
  cursor: z.coerce.number({ error: 'cursor must be a number' }).int().min(1).optional(),
  limit: limitSchema({ max: 100, default: 30 }),
});
export const messagesPageSchema = z.object({
  data: z.array(chatMessageSchema),
  nextCursor: z.number().int().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/**
 * The id the sending app gives a message before it is stored, so that a retry (or a double press) of the same send
 * is stored once: the copy answers 409. Optional, as the spec's payloads have no such field.
 */
export const clientMessageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientMessageId must be 8 to 64 letters, digits, - or _')
  .optional();

/** POST /api/v1/room/create (spec §7): a buyer's first words to an agent; the room is reused when it exists. */
export const startRoomSchema = strictBody({
  agentId: z.string({ error: 'Please choose an agent' }).trim().min(1, 'Please choose an agent'),
  text: chatTextSchema,
  clientMessageId: clientMessageIdSchema,
  /** The listing whose page the buyer wrote from: counts a chat started about it in the agent's analytics. */
  propertyId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'propertyId must be a listing id')
    .optional(),
});
export const sendMessageSchema = strictBody({ text: chatTextSchema, clientMessageId: clientMessageIdSchema });

export const roomResponseSchema = z.object({ data: roomSchema, message: z.string().optional() });
export const sentMessageResponseSchema = z.object({ data: chatMessageSchema, room: roomSchema });

/** POST /api/v1/room/{id}/read: the room's count for me is now 0; my total of unread chats. */
export const readRoomResponseSchema = z.object({
  data: z.object({ roomId: z.string(), chatsUnreadCount: z.number().int() }),
  message: z.string(),
});

/**
 * PUT /api/v1/room/{id}/view: this app shows the room on a visible screen, for the next ROOM_VIEW_FRESH_SECONDS.
 * The app names its view (one per open conversation, tab or device), so closing one tab does not end another's.
 */
export const roomViewSchema = strictBody({
  viewId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'viewId must be a UUID'),
});
/** How long a view counts without a heartbeat: the app renews it every ROOM_VIEW_HEARTBEAT_SECONDS. */
export const ROOM_VIEW_FRESH_SECONDS = 45;
export const ROOM_VIEW_HEARTBEAT_SECONDS = 20;

/** What an agent's replies say about them, from real conversations (shown on the profile once there are enough). */
export const replyTimeSchema = z.object({
  /** Median minutes from a buyer's message to the agent's next reply, over the last 90 days. */
  medianMinutes: z.number(),
  /** How many replies it was measured on. */
  samples: z.number().int(),
});
export type ReplyTime = z.infer<typeof replyTimeSchema>;

// Realtime events (spec §7 new-notification and new-chat-notification, plus what an open room needs).
export const realtimeEventTypes = [
  'new-notification',
  'new-chat-notification',
  'new-message',
  'message-status',
] as const;
export type RealtimeEventType = (typeof realtimeEventTypes)[number];
/**
 * The last event of a stream the server closed because the user opened more than it keeps (their oldest goes),
 * with `{ reason: 'too-many-streams' }`: the client must not reconnect by itself, or its tabs would take turns
 * closing each other. A stream whose session ended just ends (a reconnect is refused with 401).
 */
export const realtimeClosedEvent = 'closed';

export const realtimeClosedEventSchema = z
  .object({ reason: z.literal('too-many-streams') })
  .meta({ id: 'ClosedEvent' });

export const newNotificationEventSchema = z
  .object({
    notification: notificationSchema,
    unreadCount: z.number().int(),
  })
  .meta({ id: 'NewNotificationEvent' });
/** To the reader of a room: its new count for them, and their total over all rooms (the header badge). */
export const newChatNotificationEventSchema = z
  .object({
    roomId: z.string(),
    unreadCount: z.number().int(),
    chatsUnreadCount: z.number().int(),
    /** When reading the room also read the bell's notice of its messages: the reader's unread notifications now. */
    notificationsUnreadCount: z.number().int().optional(),
  })
  .meta({ id: 'NewChatNotificationEvent' });
/** To both participants: the message itself, for an open room, and the room as it now is, for the list. */
export const newMessageEventSchema = z
  .object({ message: chatMessageSchema, room: roomSchema })
  .meta({ id: 'NewMessageEvent' });
/** To the sender: their messages in a room reached the other side, or were read. */
export const messageStatusEventSchema = z
  .object({
    roomId: z.string(),
    status: messageStatusSchema,
    /** Every message of this sender in the room up to and including this one now has the status. */
    upToMessageId: z.string(),
  })
  .meta({ id: 'MessageStatusEvent' });

export interface RealtimeEventData {
  'new-notification': z.infer<typeof newNotificationEventSchema>;
  'new-chat-notification': z.infer<typeof newChatNotificationEventSchema>;
  'new-message': z.infer<typeof newMessageEventSchema>;
  'message-status': z.infer<typeof messageStatusEventSchema>;
}

/** What each event tells, for the API document's `x-events` (the stream's readers are told the same). */
export const realtimeEventDescriptions: Record<RealtimeEventType | typeof realtimeClosedEvent, string> = {
  'new-notification': 'A notification for me (the bell), with my unread count',
  'new-chat-notification': "A room's unread count for me changed, and my unread chats in all",
  'new-message': 'A message in one of my rooms (sent by me from another tab or device, or to me), with the room',
  'message-status': 'My messages in a room were delivered or read, up to the one named',
  closed: 'The server closed this stream because I opened more than 10: do not reconnect on it',
};

export const realtimeEventSchemas = {
  'new-notification': newNotificationEventSchema,
  'new-chat-notification': newChatNotificationEventSchema,
  'new-message': newMessageEventSchema,
  'message-status': messageStatusEventSchema,
} as const;

/** Every event of the stream and its payload, the closing one included (the API document lists them all). */
export const realtimeEventPayloads = { ...realtimeEventSchemas, [realtimeClosedEvent]: realtimeClosedEventSchema };
