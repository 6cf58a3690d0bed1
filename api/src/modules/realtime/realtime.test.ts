// GET /api/v1/events over HTTP: what each side of a conversation hears, delivery and read receipts, replay with
// Last-Event-ID, keep-alives, online status, and the stream released when the client goes.
import { describe, expect, test } from 'bun:test';
import type { ChatMessage, RealtimeEventData, Room } from '@naija-homes/contracts/chat';
import { and, eq, gt } from 'drizzle-orm';
import { realtimeEvents, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { readEvents } from '../../test/sse';
import { type SignedInUser, signedInUser } from '../../test/users';
import { notify } from '../notifications/notifications.service';
import { publishEvents } from './publish';

const t = await setupTestApp({ realtimeHeartbeatMs: 150 });

type Sent = { data: ChatMessage; room: Room };

async function openEvents(user: SignedInUser, lastEventId?: string) {
  const response = await user.client.raw('GET', '/api/v1/events', {
    headers: lastEventId ? { 'last-event-id': lastEventId } : {},
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toStartWith('text/event-stream');
  return readEvents(response);
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await Bun.sleep(20);
  }
}

describe('event streams', () => {
  test('visitors get 401', async () => {
    expect((await t.client().get('/api/v1/events')).status).toBe(401);
  });

  test('the agent hears the new message, the new counts and the bell; the buyer sees it delivered, then read', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const agent = await signedInUser(t, 'AGENT');
    const agentEvents = await openEvents(agent);
    const buyerEvents = await openEvents(buyer);
    const sent = await buyer.client.post<Sent>('/api/v1/room/create', {
      agentId: agent.user._id,
      text: 'Is the Ikoyi penthouse available in December?',
    });
    const roomId = sent.body.room._id;

    const message = (await agentEvents.next('new-message')).data as RealtimeEventData['new-message'];
    expect(message.message).toMatchObject({ text: 'Is the Ikoyi penthouse available in December?', roomId });
    expect(message.room).toMatchObject({ _id: roomId, unreadCount2: 1, user1: { isOnline: true } });
    const counts = (await agentEvents.next('new-chat-notification')).data;
    expect(counts).toEqual({ roomId, unreadCount: 1, chatsUnreadCount: 1 });
    const bell = (await agentEvents.next('new-notification')).data as RealtimeEventData['new-notification'];
    expect(bell.notification.title).toBe(`New message from ${buyer.user.fullName}`);
    expect(bell.unreadCount).toBeGreaterThanOrEqual(1);

    // The sender's own stream carries the message too (their other tabs), then its receipts.
    expect(((await buyerEvents.next('new-message')).data as RealtimeEventData['new-message']).message._id).toBe(
      sent.body.data._id,
    );
    expect((await buyerEvents.next('message-status')).data).toEqual({
      roomId,
      status: 'delivered',
      upToMessageId: sent.body.data._id,
    });
    await agent.client.post(`/api/v1/room/${roomId}/read`);
    expect((await buyerEvents.next('message-status')).data).toEqual({
      roomId,
      status: 'read',
      upToMessageId: sent.body.data._id,
    });
    // The reader's other tabs drop the badge.
    expect((await agentEvents.next('new-chat-notification')).data).toEqual({
      roomId,
      unreadCount: 0,
      chatsUnreadCount: 0,
      // Reading the room also read the bell's notice of its messages (issue 31).
      notificationsUnreadCount: 0,
    });
    // No mail for someone who had the app open.
    const outbox = await t
      .client()
      .get<{ data: Array<{ subject: string }> }>(`/api/v1/dev/outbox?to=${encodeURIComponent(agent.email)}`);
    expect(outbox.body.data.some((mail) => mail.subject.startsWith('New message from'))).toBe(false);
    await Promise.all([agentEvents.close(), buyerEvents.close()]);
  });

  test('every notify() reaches the open app with the new unread count', async () => {
    const user = await signedInUser(t, 'AGENT');
    const events = await openEvents(user);
    const before = (await user.client.get<{ unreadCount: number }>('/api/v1/notification/all')).body.unreadCount;
    await notify(t.database.db, user.user._id, { title: 'Plan renewed', message: 'Your Elite plan renewed.' });
    const event = (await events.next('new-notification')).data as RealtimeEventData['new-notification'];
    expect(event).toMatchObject({
      notification: { title: 'Plan renewed', message: 'Your Elite plan renewed.', isRead: false },
      unreadCount: before + 1,
    });
    await events.close();
  });

  test('nothing is heard of a change that was rolled back', async () => {
    const user = await signedInUser(t, 'BUYER');
    const events = await openEvents(user);
    await t.database.db
      .transaction(async (tx) => {
        await notify(tx, user.user._id, { title: 'Never', message: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await notify(t.database.db, user.user._id, { title: 'Kept', message: 'committed' });
    const event = (await events.next('new-notification')).data as RealtimeEventData['new-notification'];
    expect(event.notification.title).toBe('Kept');
    expect(events.seen.filter((seen) => seen.event === 'new-notification')).toHaveLength(1);
    await events.close();
  });

  test('a client that reconnects with Last-Event-ID gets what it missed, in order, once', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const agent = await signedInUser(t, 'AGENT');
    const first = await openEvents(agent);
    const roomId = (await buyer.client.post<Sent>('/api/v1/room/create', { agentId: agent.user._id, text: 'First' }))
      .body.room._id;
    const seen = await first.next('new-message');
    await first.next('new-notification');
    await first.close();
    await buyer.client.post(`/api/v1/room/${roomId}/messages`, { text: 'Missed one' });
    await buyer.client.post(`/api/v1/room/${roomId}/messages`, { text: 'Missed two' });

    const again = await openEvents(agent, seen.id ?? undefined);
    const missed = [await again.next('new-message'), await again.next('new-message')];
    expect(missed.map((event) => (event.data as RealtimeEventData['new-message']).message.text)).toEqual([
      'Missed one',
      'Missed two',
    ]);
    expect(Number(missed[1]?.id)).toBeGreaterThan(Number(missed[0]?.id));
    // Live events follow the replay.
    await buyer.client.post(`/api/v1/room/${roomId}/messages`, { text: 'Live' });
    const live = (await again.next('new-message')).data as RealtimeEventData['new-message'];
    expect(live.message.text).toBe('Live');
    const texts = again.seen
      .filter((event) => event.event === 'new-message')
      .map((event) => (event.data as RealtimeEventData['new-message']).message.text);
    expect(texts).toEqual(['Missed one', 'Missed two', 'Live']);
    await again.close();
  });

  test('a reconnect replays everything it missed, however many (in pages), in commit order, then live events', async () => {
    const user = await signedInUser(t, 'BUYER');
    const first = await openEvents(user);
    await notify(t.database.db, user.user._id, { title: 'Before', message: 'heard live' });
    const seen = await first.next('new-notification');
    await first.close();
    const missed = 1_200;
    // One statement writes them all (the server sends the data as it was written).
    await publishEvents(
      t.database.db,
      Array.from({ length: missed }, (_, i) => ({
        userId: user.user._id,
        type: 'new-notification' as const,
        data: { notification: { title: `Missed ${i}` }, unreadCount: i } as RealtimeEventData['new-notification'],
      })),
    );
    const again = await openEvents(user, seen.id ?? undefined);
    await waitFor(() => again.seen.length >= missed, 10_000);
    const titles = again.seen.map((event) => (event.data as RealtimeEventData['new-notification']).notification.title);
    expect(titles).toEqual(Array.from({ length: missed }, (_, i) => `Missed ${i}`));
    const ids = again.seen.map((event) => Number(event.id));
    expect(ids.every((id, i) => i === 0 || id > (ids[i - 1] as number))).toBe(true);
    // The ids are the rows' places in commit order.
    const rows = await t.database.db
      .select({ seq: realtimeEvents.seq })
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.userId, user.user._id), gt(realtimeEvents.seq, Number(seen.id))))
      .orderBy(realtimeEvents.seq);
    expect(rows.map((row) => row.seq)).toEqual(ids);
    await notify(t.database.db, user.user._id, { title: 'Live', message: 'after the replay' });
    await waitFor(() => again.seen.length === missed + 1);
    const live = again.seen.at(-1)?.data as RealtimeEventData['new-notification'] | undefined;
    expect(live?.notification.title).toBe('Live');
    await again.close();
  }, 30_000);

  test('an id the server never gave (another database) replays nothing and the stream goes on live', async () => {
    const user = await signedInUser(t, 'BUYER');
    const events = await openEvents(user, '999999999999');
    await notify(t.database.db, user.user._id, { title: 'Still live', message: 'despite the odd id' });
    expect(
      ((await events.next('new-notification')).data as RealtimeEventData['new-notification']).notification.title,
    ).toBe('Still live');
    expect(events.seen).toHaveLength(1);
    await events.close();
  });

  test('keep-alive comments flow; the stream makes its user online, and closing it releases everything', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const agent = await signedInUser(t, 'AGENT');
    const roomId = (await buyer.client.post<Sent>('/api/v1/room/create', { agentId: agent.user._id, text: 'Hello' }))
      .body.room._id;
    const roomSeenByBuyer = async () => (await buyer.client.get<{ data: Room }>(`/api/v1/room/${roomId}`)).body.data;
    expect((await roomSeenByBuyer()).user2.isOnline).toBe(false);

    const before = t.realtime.streamCount;
    const events = await openEvents(agent);
    expect(t.realtime.streamCount).toBe(before + 1);
    expect((await roomSeenByBuyer()).user2.isOnline).toBe(true);
    await waitFor(() => events.comments.filter((comment) => comment === 'keep-alive').length >= 2);

    await events.close();
    await waitFor(() => t.realtime.streamCount === before);
    await waitFor(async () => !(await roomSeenByBuyer()).user2.isOnline);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, agent.user._id));
    expect(row?.lastSeen).toBeInstanceOf(Date);
    expect((await roomSeenByBuyer()).user2.lastSeen).toBe(row?.lastSeen?.toISOString() ?? null);
  });

  test('one user with two tabs hears every event in both', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const agent = await signedInUser(t, 'AGENT');
    const tabs = [await openEvents(agent), await openEvents(agent)];
    await buyer.client.post('/api/v1/room/create', { agentId: agent.user._id, text: 'Both tabs' });
    for (const tab of tabs) {
      const event = (await tab.next('new-message')).data as RealtimeEventData['new-message'];
      expect(event.message.text).toBe('Both tabs');
    }
    await Promise.all(tabs.map((tab) => tab.close()));
  });
});
