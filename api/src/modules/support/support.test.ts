import { describe, expect, test } from 'bun:test';
import { supportMessages } from '@naija-homes/contracts/support';
import { eq } from 'drizzle-orm';
import { helpRequests, outboxMails } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { signedInUser, signedUpUser } from '../../test/users';

const t = await setupTestApp();
const body = { subject: 'Verification help', message: 'My Smile ID check keeps failing with my passport.' };

describe('help & support', () => {
  test('an agent not yet approved reaches the admins: stored, notified and mailed', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const agent = await signedUpUser(t, 'AGENT');
    expect(agent.user.agent?.status).toBe('incomplete');
    const response = await agent.client.post('/api/v1/help-support', body);
    expect(response).toMatchObject({ status: 201, body: { message: supportMessages.sent } });

    const stored = await t.database.db.select().from(helpRequests).where(eq(helpRequests.userId, agent.user._id));
    expect(stored).toHaveLength(1);
    const notes = await admin.client.get<{ data: Array<{ title: string; message: string }> }>(
      '/api/v1/notification/all',
    );
    expect(notes.body.data[0]?.title).toBe('Help request: Verification help');
    expect(notes.body.data[0]?.message).toContain(agent.email);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, admin.email));
    expect(mails.some((mail) => mail.subject.includes('Verification help'))).toBe(true);
  });

  test('only agents may write; bad input is refused with its message and nothing stored', async () => {
    expect((await t.client().post('/api/v1/help-support', body)).status).toBe(401);
    const buyer = await signedInUser(t, 'BUYER');
    expect((await buyer.client.post('/api/v1/help-support', body)).status).toBe(403);
    const agent = await signedInUser(t, 'AGENT');
    const short = await agent.client.post('/api/v1/help-support', { ...body, message: 'help' });
    expect(short).toMatchObject({ status: 400, body: { message: 'Message must contain at least 10 characters' } });
    const stored = await t.database.db.select().from(helpRequests).where(eq(helpRequests.userId, agent.user._id));
    expect(stored).toHaveLength(0);
  });
});
