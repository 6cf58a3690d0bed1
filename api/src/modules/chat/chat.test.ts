// Chat over HTTP: a buyer writes to an agent, both talk, counts stay exact under concurrent sends, outsiders see
// nothing, admins read only.
import { describe, expect, test } from 'bun:test';
import {
  type ChatMessage,
  chatMessages as chatTexts,
  type MessagesPage,
  ROOM_VIEW_FRESH_SECONDS,
  type Room,
  type RoomsPage,
} from '@naija-homes/contracts/chat';
import { messages } from '@naija-homes/contracts/messages';
import type { User } from '@naija-homes/contracts/user';
import { eq } from 'drizzle-orm';
import { agents, chatRooms, chatRoomViews, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { type SignedInUser, signedInUser } from '../../test/users';

const t = await setupTestApp();

type Sent = { data: ChatMessage; room: Room; message?: string };

const start = (buyer: SignedInUser, agent: SignedInUser, text: string) =>
  buyer.client.post<Sent>('/api/v1/room/create', { agentId: agent.user._id, text });
const send = (user: SignedInUser, roomId: string, text: string) =>
  user.client.post<Sent>(`/api/v1/room/${roomId}/messages`, { text });
const me = async (user: SignedInUser) => (await user.client.get<{ data: User }>('/api/v1/user/me')).body.data;

async function pair() {
  const buyer = await signedInUser(t, 'BUYER');
  const agent = await signedInUser(t, 'AGENT');
  return { buyer, agent };
}

describe('starting a conversation', () => {
  test("a buyer writes to an agent: 'Message Sent', one room reused after, the agent's counts go up", async () => {
    const { buyer, agent } = await pair();
    const first = await start(buyer, agent, '  Is the Lekki flat still available?  ');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(chatTexts.sent);
    expect(first.body.data).toMatchObject({
      text: 'Is the Lekki flat still available?',
      status: 'sent',
      senderId: { _id: buyer.user._id, fullName: buyer.user.fullName },
    });
    expect(first.body.room).toMatchObject({
      user1: { _id: buyer.user._id },
      user2: { _id: agent.user._id },
      unreadCount1: 0,
      unreadCount2: 1,
      lastMessage: 'Is the Lekki flat still available?',
    });
    const again = await start(buyer, agent, 'Also, is parking included?');
    expect(again.body.room._id).toBe(first.body.room._id);
    expect(again.body.room.unreadCount2).toBe(2);
    expect((await me(agent)).chatsUnreadCount).toBe(2);
    expect((await me(buyer)).chatsUnreadCount).toBe(0);
    const rows = await t.database.db.select().from(chatRooms).where(eq(chatRooms.user1Id, buyer.user._id));
    expect(rows).toHaveLength(1);
  });

  test('the first unread message rings the bell once; later ones only move the message badge', async () => {
    const { buyer, agent } = await pair();
    await start(buyer, agent, 'Good morning, is it available?');
    await start(buyer, agent, 'I can come on Saturday.');
    const bell = await agent.client.get<{ data: Array<{ title: string; message: string }>; unreadCount: number }>(
      '/api/v1/notification/all',
    );
    const chatNotices = bell.body.data.filter((notice) => notice.title.startsWith('New message from'));
    expect(chatNotices).toEqual([
      {
        ...chatNotices[0],
        title: `New message from ${buyer.user.fullName}`,
        message: 'Good morning, is it available?',
      },
    ]);
  });

  test('a message read in the open room takes its bell notice with it (issue 31): no unread notice is left', async () => {
    const { buyer, agent } = await pair();
    const first = await start(buyer, agent, 'Hello, is the terrace still free?');
    const roomId = first.body.room._id;
    // The buyer has the room open: the agent's reply arrives live and the buyer's app marks the room read at once.
    const reply = await agent.client.post(`/api/v1/room/${roomId}/messages`, {
      text: 'Yes, it is. When can you come?',
    });
    expect(reply.status, reply.text).toBe(200);
    const bellBefore = await buyer.client.get<{ unreadCount: number }>('/api/v1/notification/all');
    expect(bellBefore.body.unreadCount).toBe(1);
    expect((await buyer.client.post(`/api/v1/room/${roomId}/read`)).status).toBe(200);
    const bell = await buyer.client.get<{ data: Array<{ title: string; isRead: boolean }>; unreadCount: number }>(
      '/api/v1/notification/all',
    );
    expect(bell.body.unreadCount).toBe(0);
    expect(bell.body.data.find((notice) => notice.title === `New message from ${agent.user.fullName}`)?.isRead).toBe(
      true,
    );
    // Other notices are not touched by reading a room.
    expect((await me(buyer)).chatsUnreadCount).toBe(0);
  });

  test('a message in the room its reader has open does not ring the bell; once closed or stale, it does', async () => {
    const { buyer, agent } = await pair();
    const first = await start(buyer, agent, 'Hello, is the terrace still free?');
    const roomId = first.body.room._id;
    const viewId = crypto.randomUUID();
    const bellCount = async () =>
      (await buyer.client.get<{ unreadCount: number }>('/api/v1/notification/all')).body.unreadCount;
    expect((await buyer.client.put(`/api/v1/room/${roomId}/view`, { viewId })).status).toBe(204);
    const reply = await send(agent, roomId, 'Yes, it is. When can you come?');
    expect(reply.status, reply.text).toBe(200);
    expect(await bellCount()).toBe(0);
    // Its badge still counts it until the open room marks it read, as the app does on receipt.
    expect(reply.body.room.unreadCount1).toBe(1);
    expect((await buyer.client.post(`/api/v1/room/${roomId}/read`)).status).toBe(200);

    // Closed: the next message rings the bell again.
    expect((await buyer.client.request('DELETE', `/api/v1/room/${roomId}/view/${viewId}`)).status).toBe(204);
    await send(agent, roomId, 'Saturday at ten works for me.');
    expect(await bellCount()).toBe(1);
    await buyer.client.post(`/api/v1/room/${roomId}/read`);
    expect(await bellCount()).toBe(0);

    // A view whose app stopped renewing it (a crashed tab) stops counting after ROOM_VIEW_FRESH_SECONDS.
    await buyer.client.put(`/api/v1/room/${roomId}/view`, { viewId });
    await t.database.db
      .update(chatRoomViews)
      .set({ seenAt: new Date(Date.now() - (ROOM_VIEW_FRESH_SECONDS + 5) * 1000) })
      .where(eq(chatRoomViews.id, viewId));
    await send(agent, roomId, 'Please bring your ID.');
    expect(await bellCount()).toBe(1);
  });

  test("a room view is its own people's: another user's room, or another user's view id, is not theirs", async () => {
    const { buyer, agent } = await pair();
    const stranger = await signedInUser(t, 'BUYER');
    const first = await start(buyer, agent, 'Is the duplex still on the market?');
    const roomId = first.body.room._id;
    const viewId = crypto.randomUUID();
    expect((await stranger.client.put(`/api/v1/room/${roomId}/view`, { viewId })).status).toBe(404);
    expect((await stranger.client.request('DELETE', `/api/v1/room/${roomId}/view/${viewId}`)).status).toBe(404);
    expect((await buyer.client.put(`/api/v1/room/${roomId}/view`, { viewId: 'not-a-uuid' })).status).toBe(400);
    expect((await buyer.client.put(`/api/v1/room/${roomId}/view`, { viewId })).status).toBe(204);
    // The agent reusing the buyer's view id neither takes it over nor ends it.
    await agent.client.put(`/api/v1/room/${roomId}/view`, { viewId });
    await agent.client.request('DELETE', `/api/v1/room/${roomId}/view/${viewId}`);
    const [view] = await t.database.db.select().from(chatRoomViews).where(eq(chatRoomViews.id, viewId));
    expect(view?.userId).toBe(buyer.user._id);
    await send(agent, roomId, 'It is, yes.');
    expect((await buyer.client.get<{ unreadCount: number }>('/api/v1/notification/all')).body.unreadCount).toBe(0);
  });

  test('an agent who is not connected gets an email for the first unread message', async () => {
    const { buyer, agent } = await pair();
    await start(buyer, agent, 'Hello, I would like to see the duplex.');
    const outbox = await t
      .client()
      .get<{ data: Array<{ subject: string; text: string }> }>(
        `/api/v1/dev/outbox?to=${encodeURIComponent(agent.email)}`,
      );
    const mail = outbox.body.data.find((entry) => entry.subject.startsWith('New message from'));
    expect(mail?.text).toContain('Hello, I would like to see the duplex.');
    expect(mail?.text).toContain('/agent/chats?room=');
  });

  test("the spec's messages: empty, too long, unknown agent, not an agent, extra fields", async () => {
    const { buyer, agent } = await pair();
    expect((await start(buyer, agent, '   ')).body).toMatchObject({ message: chatTexts.required });
    expect((await buyer.client.post('/api/v1/room/create', { agentId: agent.user._id })).body).toMatchObject({
      message: chatTexts.required,
    });
    const long = await start(buyer, agent, 'x'.repeat(201));
    expect(long).toMatchObject({ status: 400, body: { message: chatTexts.tooLong } });
    expect((await start(buyer, agent, 'x'.repeat(200))).status).toBe(200);
    const unknown = await buyer.client.post('/api/v1/room/create', {
      agentId: '00000000-0000-4000-8000-000000000000',
      text: 'Hello',
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: chatTexts.notAnAgent } });
    const otherBuyer = await signedInUser(t, 'BUYER');
    expect(await start(buyer, otherBuyer, 'Hello')).toMatchObject({ status: 404 });
    const extra = await buyer.client.post('/api/v1/room/create', { agentId: agent.user._id, text: 'Hi', x: 1 });
    expect(extra).toMatchObject({ status: 400, body: { message: messages.onlyAllowedFields } });
    // Agents and admins do not start conversations.
    expect((await agent.client.post('/api/v1/room/create', { agentId: agent.user._id, text: 'Hi' })).status).toBe(403);
  });

  test('a blocked agent cannot be written to', async () => {
    const { buyer, agent } = await pair();
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, agent.user._id));
    expect(await start(buyer, agent, 'Hello')).toMatchObject({ status: 404, body: { message: chatTexts.notAnAgent } });
  });

  test('an agent whose profile is not approved cannot be written to (submitted, rejected or never filled in)', async () => {
    for (const status of ['submitted', 'rejected', 'incomplete']) {
      const { buyer, agent } = await pair();
      await t.database.db.update(agents).set({ status }).where(eq(agents.userId, agent.user._id));
      expect(await start(buyer, agent, 'Hello'), status).toMatchObject({
        status: 404,
        body: { message: chatTexts.notAnAgent },
      });
      const rooms = await t.database.db.select().from(chatRooms).where(eq(chatRooms.user2Id, agent.user._id));
      expect(rooms, status).toEqual([]);
    }
  });

  test("a listing named with the first message must be the agent's own", async () => {
    const { buyer, agent } = await pair();
    const other = await signedInUser(t, 'AGENT');
    const theirs = await liveListing(t, other.user._id);
    const refused = await buyer.client.post('/api/v1/room/create', {
      agentId: agent.user._id,
      text: 'Is this one still available?',
      propertyId: theirs.id,
    });
    expect(refused).toMatchObject({ status: 400, body: { message: chatTexts.notTheirListing } });
    expect(await t.database.db.select().from(chatRooms).where(eq(chatRooms.user2Id, agent.user._id))).toEqual([]);
    const own = await liveListing(t, agent.user._id);
    const accepted = await buyer.client.post('/api/v1/room/create', {
      agentId: agent.user._id,
      text: 'Is this one still available?',
      propertyId: own.id,
    });
    expect(accepted.status).toBe(200);
  });
});

describe('talking in a room', () => {
  test('both sides write; history is newest first and pages back by cursor', async () => {
    const { buyer, agent } = await pair();
    const roomId = (await start(buyer, agent, 'Message 1')).body.room._id;
    for (let i = 2; i <= 5; i++) {
      const author = i % 2 ? buyer : agent;
      expect((await send(author, roomId, `Message ${i}`)).status).toBe(200);
    }
    const page1 = await buyer.client.get<MessagesPage>(`/api/v1/room/${roomId}/messages?limit=2`);
    expect(page1.body.data.map((message) => message.text)).toEqual(['Message 5', 'Message 4']);
    expect(page1.body.nextCursor).not.toBeNull();
    const page2 = await buyer.client.get<MessagesPage>(
      `/api/v1/room/${roomId}/messages?limit=2&cursor=${page1.body.nextCursor}`,
    );
    expect(page2.body.data.map((message) => message.text)).toEqual(['Message 3', 'Message 2']);
    const page3 = await buyer.client.get<MessagesPage>(
      `/api/v1/room/${roomId}/messages?limit=2&cursor=${page2.body.nextCursor}`,
    );
    expect(page3.body).toMatchObject({ nextCursor: null });
    expect(page3.body.data.map((message) => message.text)).toEqual(['Message 1']);
    expect(page1.body.data[0]?.senderId).toEqual({ _id: buyer.user._id, fullName: buyer.user.fullName });
  });

  test('reading a room: my count goes to 0, my total down by as much, the other side’s messages are read', async () => {
    const { buyer, agent } = await pair();
    const roomId = (await start(buyer, agent, 'One')).body.room._id;
    await send(buyer, roomId, 'Two');
    await send(agent, roomId, 'Reply');
    expect((await me(agent)).chatsUnreadCount).toBe(2);
    const read = await agent.client.post<{ data: { chatsUnreadCount: number } }>(`/api/v1/room/${roomId}/read`);
    expect(read).toMatchObject({ status: 200, body: { data: { roomId, chatsUnreadCount: 0 } } });
    const room = (await agent.client.get<{ data: Room }>(`/api/v1/room/${roomId}`)).body.data;
    expect(room).toMatchObject({ unreadCount1: 1, unreadCount2: 0 });
    const history = await buyer.client.get<MessagesPage>(`/api/v1/room/${roomId}/messages`);
    const statuses = Object.fromEntries(history.body.data.map((message) => [message.text, message.status]));
    expect(statuses).toEqual({ One: 'read', Two: 'read', Reply: 'sent' });
    // Reading again changes nothing.
    expect((await agent.client.post(`/api/v1/room/${roomId}/read`)).status).toBe(200);
    expect((await me(agent)).chatsUnreadCount).toBe(0);
    expect((await me(buyer)).chatsUnreadCount).toBe(1);
  });

  test('fifty messages at once from both sides keep every count exact', async () => {
    const { buyer, agent } = await pair();
    const roomId = (await start(buyer, agent, 'Opening')).body.room._id;
    await agent.client.post(`/api/v1/room/${roomId}/read`);
    // A second room of the agent's, so their total is more than one room's count.
    const other = await signedInUser(t, 'BUYER');
    await start(other, agent, 'Another buyer here');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send(i % 2 ? agent : buyer, roomId, `Parallel ${i}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const room = (await buyer.client.get<{ data: Room }>(`/api/v1/room/${roomId}`)).body.data;
    expect(room).toMatchObject({ unreadCount1: 25, unreadCount2: 25 });
    expect((await me(buyer)).chatsUnreadCount).toBe(25);
    expect((await me(agent)).chatsUnreadCount).toBe(26);
    // Reads racing with more sends: whatever lands after a read is still counted.
    const mixed = await Promise.all([
      agent.client.post(`/api/v1/room/${roomId}/read`),
      ...Array.from({ length: 10 }, (_, i) => send(buyer, roomId, `Late ${i}`)),
      buyer.client.post(`/api/v1/room/${roomId}/read`),
    ]);
    expect(mixed.every((answer) => answer.status === 200)).toBe(true);
    const after = (await buyer.client.get<{ data: Room }>(`/api/v1/room/${roomId}`)).body.data;
    const [agentRow] = await t.database.db.select().from(users).where(eq(users.id, agent.user._id));
    const [buyerRow] = await t.database.db.select().from(users).where(eq(users.id, buyer.user._id));
    expect(buyerRow?.chatsUnreadCount).toBe(after.unreadCount1);
    expect(agentRow?.chatsUnreadCount).toBe(after.unreadCount2 + 1);
    expect(after.unreadCount1).toBe(0);
  });

  test('two first messages at once from one buyer to one agent make one room', async () => {
    const { buyer, agent } = await pair();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => start(buyer, agent, `Hello ${i}`)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body.room._id)).size).toBe(1);
    const room = (await buyer.client.get<{ data: Room }>(`/api/v1/room/${answers[0]?.body.room._id}`)).body.data;
    expect(room.unreadCount2).toBe(10);
  });

  test('twenty copies of one send (same clientMessageId) store one message and answer nineteen 409s', async () => {
    const { buyer, agent } = await pair();
    const firstWords = await Promise.all(
      Array.from({ length: 20 }, () =>
        buyer.client.post<Sent>('/api/v1/room/create', {
          agentId: agent.user._id,
          text: 'Is it still available?',
          clientMessageId: 'first-words-0001',
        }),
      ),
    );
    expect(firstWords.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(firstWords.find((answer) => answer.status === 409)?.body).toMatchObject({ message: chatTexts.alreadySent });
    const roomId = firstWords.find((answer) => answer.status === 200)?.body.room._id ?? '';
    const copies = await Promise.all(
      Array.from({ length: 20 }, () =>
        agent.client.post<Sent>(`/api/v1/room/${roomId}/messages`, { text: 'Yes', clientMessageId: 'reply-0001' }),
      ),
    );
    expect(copies.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const history = await buyer.client.get<MessagesPage>(`/api/v1/room/${roomId}/messages`);
    expect(history.body.data.map((message) => message.text)).toEqual(['Yes', 'Is it still available?']);
    // The stored message names the sender's id for it: the sending app replaces its "Sending…" copy by it.
    expect(history.body.data.map((message) => message.clientMessageId)).toEqual(['reply-0001', 'first-words-0001']);
    const room = (await buyer.client.get<{ data: Room }>(`/api/v1/room/${roomId}`)).body.data;
    expect(room).toMatchObject({ unreadCount1: 1, unreadCount2: 1 });
    expect((await me(buyer)).chatsUnreadCount).toBe(1);
    expect((await me(agent)).chatsUnreadCount).toBe(1);
    // The id is the sender's: the other side may use the same one; sends without an id are never refused as copies.
    const buyersOwn = await buyer.client.post(`/api/v1/room/${roomId}/messages`, {
      text: 'Yes',
      clientMessageId: 'reply-0001',
    });
    expect(buyersOwn.status).toBe(200);
    expect((await send(agent, roomId, 'Yes')).status).toBe(200);
    expect((await send(agent, roomId, 'Yes')).status).toBe(200);
    const malformed = await agent.client.post(`/api/v1/room/${roomId}/messages`, {
      text: 'Hi',
      clientMessageId: 'a b',
    });
    expect(malformed.status).toBe(400);
  });
});

describe('who sees which rooms', () => {
  test('rooms list: mine only, most recent first, searched by the other person’s name (trimmed)', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const agentA = await signedInUser(t, 'AGENT');
    const agentB = await signedInUser(t, 'AGENT');
    await t.database.db
      .update(users)
      .set({ firstName: 'Chinedu', lastName: 'Okafor' })
      .where(eq(users.id, agentA.user._id));
    await t.database.db
      .update(users)
      .set({ firstName: 'Zainab', lastName: 'Bello' })
      .where(eq(users.id, agentB.user._id));
    await start(buyer, agentA, 'To Chinedu');
    await start(buyer, agentB, 'To Zainab');
    const all = await buyer.client.get<RoomsPage>('/api/v1/room/all');
    expect(all.body.data.map((room) => room.lastMessage)).toEqual(['To Zainab', 'To Chinedu']);
    expect(all.body.totalPages).toBe(1);
    const found = await buyer.client.get<RoomsPage>('/api/v1/room/all?search=%20chinedu%20');
    expect(found.body.data.map((room) => room.user2.fullName)).toEqual(['Chinedu Okafor']);
    const paged = await buyer.client.get<RoomsPage>('/api/v1/room/all?limit=1');
    expect(paged.body).toMatchObject({ totalPages: 2 });
    // The agent finds the buyer by name, not themselves.
    const agentView = await agentA.client.get<RoomsPage>(
      `/api/v1/room/all?search=${encodeURIComponent(agentA.user.fullName)}`,
    );
    expect(agentView.body.data).toHaveLength(buyer.user.fullName === agentA.user.fullName ? 1 : 0);
    const stranger = await signedInUser(t, 'BUYER');
    expect((await stranger.client.get<RoomsPage>('/api/v1/room/all')).body).toEqual({ data: [], totalPages: 1 });
  });

  test('outsiders get 404 for a room; admins read every room but write in none', async () => {
    const { buyer, agent } = await pair();
    const roomId = (await start(buyer, agent, 'Private question')).body.room._id;
    const outsiderBuyer = await signedInUser(t, 'BUYER');
    const outsiderAgent = await signedInUser(t, 'AGENT');
    for (const outsider of [outsiderBuyer, outsiderAgent]) {
      expect((await outsider.client.get(`/api/v1/room/${roomId}`)).status).toBe(404);
      expect((await outsider.client.get(`/api/v1/room/${roomId}/messages`)).status).toBe(404);
      expect((await send(outsider, roomId, 'Let me in')).status).toBe(404);
      expect((await outsider.client.post(`/api/v1/room/${roomId}/read`)).status).toBe(404);
    }
    const admin = await signedInUser(t, 'ADMIN');
    expect((await admin.client.get(`/api/v1/room/${roomId}`)).status).toBe(200);
    const history = await admin.client.get<MessagesPage>(`/api/v1/room/${roomId}/messages`);
    expect(history.body.data.map((message) => message.text)).toEqual(['Private question']);
    const everyRoom = await admin.client.get<RoomsPage>('/api/v1/room/all?limit=100');
    expect(everyRoom.body.data.some((room) => room._id === roomId)).toBe(true);
    expect((await send(admin, roomId, 'Admin here')).status).toBe(403);
    expect((await admin.client.post(`/api/v1/room/${roomId}/read`)).status).toBe(403);
    // Nothing an outsider or admin did changed the room.
    const room = (await buyer.client.get<{ data: Room }>(`/api/v1/room/${roomId}`)).body.data;
    expect(room).toMatchObject({ unreadCount1: 0, unreadCount2: 1, lastMessage: 'Private question' });
    expect((await t.client().get('/api/v1/room/all')).status).toBe(401);
  });

  test('malformed ids and paging are clear errors', async () => {
    const { buyer } = await pair();
    expect((await buyer.client.get('/api/v1/room/not-a-uuid')).status).toBe(404);
    expect((await buyer.client.get('/api/v1/room/all?page=0')).status).toBe(400);
    expect((await buyer.client.get('/api/v1/room/all?limit=abc')).status).toBe(400);
    const { body } = await pair().then(({ buyer: b, agent: a }) => start(b, a, 'Hi'));
    expect((await buyer.client.get(`/api/v1/room/${body.room._id}/messages?cursor=-1`)).status).toBe(400);
  });
});
