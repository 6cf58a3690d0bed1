import { describe, expect, test } from 'bun:test';
import {
  type ContactMessageRow,
  type ContactMessagesPage,
  contactMessageResponseSchema,
  contactMessages,
} from '@naija-homes/contracts/contact';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications, users } from '../../db/schema';
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
    expect(first.body).toMatchObject({ message: contactMessages.sent });
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
    expect(response.body).toMatchObject({ message });
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

describe('the admin inbox', () => {
  async function sent(subject: string): Promise<ContactMessageRow> {
    expect((await t.client().post('/api/v1/contact-us/create', { ...valid, subject })).status).toBe(201);
    const admin = await signedInUser(t, 'ADMIN');
    const list = await admin.client.get<ContactMessagesPage>('/api/v1/admin/contact-us?limit=100');
    const found = list.body.data.find((row) => row.subject === subject);
    if (!found) throw new Error(`${subject} not listed`);
    return found;
  }

  test('every admin is notified of a new message', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const blocked = await signedInUser(t, 'ADMIN');
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user._id));
    await t.client().post('/api/v1/contact-us/create', { ...valid, subject: 'Lost deposit' });
    const notes = await admin.client.get<{ data: Array<{ title: string; message: string }> }>(
      '/api/v1/notification/all',
    );
    expect(notes.body.data[0]).toEqual(
      expect.objectContaining({
        title: contactMessages.newMessageTitle,
        message: contactMessages.newMessageNotice('Bisi', 'Lost deposit'),
      }),
    );
    const blockedNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, blocked.user._id), eq(notifications.title, contactMessages.newMessageTitle)));
    expect(blockedNotes).toHaveLength(0);
  });

  test('an admin marks a message handled and open again; each change is audited; repeats are 409', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const message = await sent('Handle me');
    expect(message).toMatchObject({ handledAt: null, handledBy: null });

    const handled = await admin.client.patch(`/api/v1/admin/contact-us/${message._id}/handled`);
    expect(handled.status).toBe(200);
    const body = contactMessageResponseSchema.parse(handled.body);
    expect(body.message).toBe(contactMessages.markedHandled);
    expect(body.data).toMatchObject({ _id: message._id, handledBy: { _id: admin.user._id, fullName: 'Amaka Eze' } });
    expect(Date.parse(body.data.handledAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const again = await admin.client.patch(`/api/v1/admin/contact-us/${message._id}/handled`);
    expect(again).toMatchObject({ status: 409, body: { message: contactMessages.alreadyHandled } });

    const reopened = await admin.client.patch(`/api/v1/admin/contact-us/${message._id}/unhandled`);
    expect(reopened).toMatchObject({
      status: 200,
      body: { message: contactMessages.markedOpen, data: { handledAt: null, handledBy: null } },
    });
    const reopenedAgain = await admin.client.patch(`/api/v1/admin/contact-us/${message._id}/unhandled`);
    expect(reopenedAgain).toMatchObject({ status: 409, body: { message: contactMessages.notHandled } });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, message._id))
      .orderBy(auditLog.seq);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['contact-message.handle', { handled: false }, { handled: true }],
      ['contact-message.unhandle', { handled: true }, { handled: false }],
    ]);
    expect(entries[0]).toMatchObject({
      actorId: admin.user._id,
      targetType: 'contact-message',
      targetLabel: `Handle me (${valid.email})`,
    });
  });

  test('twenty admins marking the same message at once: one change, one entry, nineteen 409s', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const message = await sent('Race me');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.client.patch(`/api/v1/admin/contact-us/${message._id}/handled`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused.every((answer) => answer.body.message === contactMessages.alreadyHandled)).toBe(true);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, message._id));
    expect(entries).toHaveLength(1);
  }, 30_000);

  test('the list filters open, handled or all messages and stays newest first', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const older = await sent('Filter older');
    const newer = await sent('Filter newer');
    await admin.client.patch(`/api/v1/admin/contact-us/${older._id}/handled`);
    const ids = async (status: string) =>
      (
        await admin.client.get<ContactMessagesPage>(`/api/v1/admin/contact-us?limit=100&status=${status}`)
      ).body.data.map((row) => row._id);
    const open = await ids('open');
    const handled = await ids('handled');
    const all = await ids('all');
    expect(open).toContain(newer._id);
    expect(open).not.toContain(older._id);
    expect(handled).toContain(older._id);
    expect(handled).not.toContain(newer._id);
    expect(all.indexOf(newer._id)).toBeLessThan(all.indexOf(older._id));
    const handledRow = (
      await admin.client.get<ContactMessagesPage>('/api/v1/admin/contact-us?limit=100&status=handled')
    ).body.data.find((row) => row._id === older._id);
    expect(handledRow?.handledBy).toEqual({ _id: admin.user._id, fullName: 'Amaka Eze' });
    const bad = await admin.client.get('/api/v1/admin/contact-us?status=closed');
    expect(bad).toMatchObject({ status: 400, body: { message: contactMessages.statusInvalid } });
  });

  test('unknown or malformed ids are 404; other roles are refused', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.patch(`/api/v1/admin/contact-us/${unknown}/handled`)).status).toBe(404);
    expect((await admin.client.patch(`/api/v1/admin/contact-us/${unknown}/unhandled`)).status).toBe(404);
    expect((await admin.client.patch('/api/v1/admin/contact-us/nope/handled')).status).toBe(404);
    const message = await sent('Not yours');
    expect((await t.client().patch(`/api/v1/admin/contact-us/${message._id}/handled`)).status).toBe(401);
    for (const role of ['BUYER', 'AGENT'] as const) {
      const { client } = await signedInUser(t, role);
      expect((await client.patch(`/api/v1/admin/contact-us/${message._id}/handled`)).status).toBe(403);
    }
  });
});
