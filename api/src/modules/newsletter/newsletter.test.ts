import { describe, expect, test } from 'bun:test';
import { newsletterMessages } from '@naija-homes/contracts/newsletter';
import { setupTestApp } from '../../test/app';
import { signedInUser, uniqueEmail } from '../../test/users';

const t = await setupTestApp();

describe('newsletter', () => {
  test('a visitor subscribes once; the same email again is 409', async () => {
    const email = uniqueEmail('news');
    const first = await t.client().post('/api/v1/news-letter/subscribe', { email });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Successfully Subscribed' });
    const again = await t.client().post('/api/v1/news-letter/subscribe', { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: newsletterMessages.alreadySubscribed });
  });

  test('a bad email gets the spec message', async () => {
    const response = await t.client().post('/api/v1/news-letter/subscribe', { email: 'not-an-email' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Please enter valid email address' } });
  });

  test('admins cannot subscribe, but they list the subscribers', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const refused = await admin.client.post('/api/v1/news-letter/subscribe', { email: uniqueEmail('admin') });
    expect(refused).toMatchObject({ status: 403, body: { message: newsletterMessages.adminsCannotSubscribe } });
    const email = uniqueEmail('listed');
    await t.client().post('/api/v1/news-letter/subscribe', { email });
    const list = await admin.client.get<{ data: Array<{ email: string }> }>('/api/v1/admin/news-letter');
    expect(list.status).toBe(200);
    expect(list.body.data[0]?.email).toBe(email.toLowerCase());
  });

  test('buyers cannot list subscribers', async () => {
    const { client } = await signedInUser(t, 'BUYER');
    expect((await client.get('/api/v1/admin/news-letter')).status).toBe(403);
  });
});
