import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { type NotificationsPage, notificationsPageSchema } from '@naija-homes/contracts/notification';
import { setupTestApp } from '../../test/app';
import { signedInUser } from '../../test/users';
import { notify } from './notifications.service';

const t = await setupTestApp();

type Page = NotificationsPage;

describe('notifications', () => {
  test('lists mine newest first with pages and the unread count', async () => {
    const { client, user } = await signedInUser(t, 'BUYER');
    for (let i = 1; i <= 3; i++)
      await notify(t.database.db, user._id, { title: `Title ${i}`, message: `Message ${i}` });
    const response = await client.get<Page>('/api/v1/notification/all?page=1&limit=2');
    expect(response.status).toBe(200);
    expect(notificationsPageSchema.strict().parse(response.body)).toEqual(response.body);
    expect(response.body.data.map((n) => n.title)).toEqual(['Title 3', 'Title 2']);
    expect(response.body).toMatchObject({ totalPages: 2, unreadCount: 3 });
    const page2 = await client.get<Page>('/api/v1/notification/all?page=2&limit=2');
    expect(page2.body.data.map((n) => n.title)).toEqual(['Title 1']);
  });

  test('an empty list has one page', async () => {
    const { client } = await signedInUser(t, 'AGENT');
    expect((await client.get<Page>('/api/v1/notification/all')).body).toEqual({
      data: [],
      totalPages: 1,
      unreadCount: 0,
    });
  });

  test('mark one read (owner only) and mark all read; the user badge follows', async () => {
    const owner = await signedInUser(t, 'BUYER');
    const stranger = await signedInUser(t, 'BUYER');
    await notify(t.database.db, owner.user._id, { title: 'A', message: 'a' });
    await notify(t.database.db, owner.user._id, { title: 'B', message: 'b' });
    const list = await owner.client.get<Page>('/api/v1/notification/all');
    const id = list.body.data[0]?._id as string;

    const denied = await stranger.client.patch(`/api/v1/notification/${id}/read`);
    expect(denied.status).toBe(404);
    expect(denied.body).toMatchObject({ message: messages.notFound });

    const read = await owner.client.patch<{ data: { isRead: boolean } }>(`/api/v1/notification/${id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data.isRead).toBe(true);
    expect(
      (await owner.client.get<{ data: { notificationsUnreadCount: number } }>('/api/v1/user/me')).body.data
        .notificationsUnreadCount,
    ).toBe(1);

    expect((await owner.client.patch('/api/v1/notification/read-all')).status).toBe(200);
    expect((await owner.client.get<Page>('/api/v1/notification/all')).body.unreadCount).toBe(0);
  });

  test('bad ids and bad paging never reach the database as errors', async () => {
    const { client } = await signedInUser(t, 'BUYER');
    expect((await client.patch('/api/v1/notification/not-a-uuid/read')).status).toBe(404);
    expect((await client.get('/api/v1/notification/all?page=0')).status).toBe(400);
    expect((await client.get('/api/v1/notification/all?limit=abc')).status).toBe(400);
  });

  test('visitors get 401', async () => {
    expect((await t.client().get('/api/v1/notification/all')).status).toBe(401);
    expect((await t.client().patch('/api/v1/notification/read-all')).status).toBe(401);
  });
});
