import { describe, expect, test } from 'bun:test';
import { contactMessages } from '@naija-homes/contracts/contact';
import { setupTestApp } from '../../test/app';
import { signedInUser } from '../../test/users';

const t = await setupTestApp();
const valid = {
  firstName: 'Bisi',
  email: 'bisi@example.ng',
  subject: 'Fake listing',
  message: 'The flat at Yaba was already rented.',
};

describe('contact form', () => {
  test('a visitor sends a message and an admin reads it, newest first', async () => {
    const visitor = t.client();
    const first = await visitor.post('/api/v1/contact-us/create', valid);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: contactMessages.sent });
    await visitor.post('/api/v1/contact-us/create', { ...valid, subject: 'Second one', phoneNumber: '0803 123 4567' });

    const admin = await signedInUser(t, 'ADMIN');
    const list = await admin.client.get<{
      data: Array<{ subject: string; phoneNumber: string | null }>;
      total: number;
    }>('/api/v1/admin/contact-us?limit=1');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(2);
    expect(list.body.data[0]).toMatchObject({ subject: 'Second one', phoneNumber: '+2348031234567' });
  });

  test.each([
    [{ firstName: 'B' }, 'First Name must contain at least 2 letters'],
    [{ email: 'nope' }, 'Email format is invalid'],
    [{ message: 'short' }, 'Message must contain at least 10 characters'],
    [{ isAdmin: true }, 'Please provide only allowed fields.'],
    [{ phoneNumber: '0803 12' }, 'Please enter a valid phone number'],
  ])('rejects %o with a clear message', async (patch, message) => {
    const response = await t.client().post('/api/v1/contact-us/create', { ...valid, ...patch });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  test('the phone number is optional: left blank, the message is sent without one', async () => {
    const response = await t.client().post('/api/v1/contact-us/create', { ...valid, phoneNumber: '  ' });
    expect(response.status).toBe(201);
  });

  test('only admins read the messages', async () => {
    expect((await t.client().get('/api/v1/admin/contact-us')).status).toBe(401);
    for (const role of ['BUYER', 'AGENT'] as const) {
      const { client } = await signedInUser(t, role);
      expect((await client.get('/api/v1/admin/contact-us')).status).toBe(403);
    }
  });
});
