// /api/v1/room: chat between buyers and agents (spec §7 room/all and room/create, and the conversation itself).
import {
  chatMessages,
  messagesPageSchema,
  messagesQuerySchema,
  readRoomResponseSchema,
  roomResponseSchema,
  roomsPageSchema,
  roomsQuerySchema,
  roomViewSchema,
  sendMessageSchema,
  sentMessageResponseSchema,
  startRoomSchema,
} from '@naija-homes/contracts/chat';
import * as z from 'zod';
import type { AppServices } from '../../app-env';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { getRoom, listMessages, listRooms, sendMessage, startRoom } from './chat.service';
import { markRoomRead } from './receipts';
import { endRoomView, keepRoomView } from './room-views';

const tags = ['Chat'];
const roomParams = z.object({ id: uuidParam() });
const participants = ['BUYER', 'AGENT'] as const;

const create = defineRoute({
  method: 'post',
  operationId: 'chatCreate',
  path: '/create',
  tags,
  access: ['BUYER'],
  summary: "Write to an agent: opens the buyer's room with them (or reuses it) and sends the first message",
  request: { body: jsonBody(startRoomSchema) },
  responses: {
    200: jsonResponse(
      sentMessageResponseSchema.extend({ message: z.string() }),
      "The message, the room, and 'Message Sent'",
    ),
    404: errorResponse('No such agent'),
    409: errorResponse('This message (its clientMessageId) was already sent'),
  },
});

const list = defineRoute({
  method: 'get',
  operationId: 'chatList',
  path: '/all',
  tags,
  access: 'signed-in',
  summary: 'My rooms, most recent first (every room for an admin); search by the other person’s name',
  request: { query: roomsQuerySchema },
  responses: { 200: jsonResponse(roomsPageSchema, 'A page') },
});

const one = defineRoute({
  method: 'get',
  operationId: 'chatOne',
  path: '/{id}',
  tags,
  access: 'signed-in',
  ownedBy: 'room',
  summary: 'One of my rooms (any room for an admin)',
  request: { params: roomParams },
  responses: { 200: jsonResponse(roomResponseSchema, 'The room') },
});

const history = defineRoute({
  method: 'get',
  operationId: 'chatHistory',
  path: '/{id}/messages',
  tags,
  access: 'signed-in',
  ownedBy: 'room',
  summary: 'Messages of a room, newest first; pass nextCursor as cursor for older ones',
  request: { params: roomParams, query: messagesQuerySchema },
  responses: { 200: jsonResponse(messagesPageSchema, 'A page of messages') },
});

const send = defineRoute({
  method: 'post',
  operationId: 'chatSend',
  path: '/{id}/messages',
  tags,
  access: participants,
  ownedBy: 'room',
  summary: 'Send a message in one of my rooms (admins read rooms but do not write)',
  request: { params: roomParams, body: jsonBody(sendMessageSchema) },
  responses: {
    200: jsonResponse(sentMessageResponseSchema, 'The message and the room'),
    409: errorResponse('This message (its clientMessageId) was already sent'),
  },
});

const read = defineRoute({
  method: 'post',
  operationId: 'chatRead',
  path: '/{id}/read',
  tags,
  access: participants,
  ownedBy: 'room',
  summary: 'I have read the room: its unread count for me goes to 0, the other side sees their messages read',
  request: { params: roomParams },
  responses: { 200: jsonResponse(readRoomResponseSchema, 'My counts now') },
});

const keepView = defineRoute({
  method: 'put',
  operationId: 'chatKeepView',
  path: '/{id}/view',
  tags,
  access: participants,
  ownedBy: 'room',
  summary:
    'The room is open on a visible screen (renew every 20 s): a message arriving there is read as it lands and does not ring the bell',
  request: { params: roomParams, body: jsonBody(roomViewSchema) },
  responses: { 204: { description: 'Kept for 45 s' } },
});

const endView = defineRoute({
  method: 'delete',
  operationId: 'chatEndView',
  path: '/{id}/view/{viewId}',
  tags,
  access: participants,
  ownedBy: 'room',
  summary: 'The room was closed or went out of sight',
  request: { params: roomParams.extend({ viewId: uuidParam() }) },
  responses: { 204: { description: 'Ended (or already gone)' } },
});

const chatDeps = (services: AppServices) => ({
  database: services.database,
  mailer: services.mailer,
  appUrl: services.config.baseUrl,
  secret: services.config.authSecret,
});

export const chatRoutes = router()
  .openapi(create, async (c) => {
    const { agentId, propertyId, ...draft } = c.req.valid('json');
    const sent = await startRoom(chatDeps(c.var.services), c.var.user, agentId, draft, propertyId);
    return c.json({ data: sent.message, room: sent.room, message: chatMessages.sent }, 200);
  })
  .openapi(list, async (c) => c.json(await listRooms(c.var.services.database, c.var.user, c.req.valid('query')), 200))
  .openapi(one, async (c) =>
    c.json({ data: await getRoom(c.var.services.database, c.var.user, c.req.valid('param').id) }, 200),
  )
  .openapi(history, async (c) =>
    c.json(await listMessages(c.var.services.database, c.var.user, c.req.valid('param').id, c.req.valid('query')), 200),
  )
  .openapi(send, async (c) => {
    const sent = await sendMessage(chatDeps(c.var.services), c.var.user, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data: sent.message, room: sent.room }, 200);
  })
  .openapi(keepView, async (c) => {
    await keepRoomView(c.var.services.database, c.var.user, c.req.valid('param').id, c.req.valid('json').viewId);
    return c.body(null, 204);
  })
  .openapi(endView, async (c) => {
    const { id, viewId } = c.req.valid('param');
    await endRoomView(c.var.services.database, c.var.user, id, viewId);
    return c.body(null, 204);
  })
  .openapi(read, async (c) => {
    const data = await markRoomRead(c.var.services.database, c.var.user, c.req.valid('param').id);
    return c.json({ data, message: chatMessages.marked }, 200);
  });
