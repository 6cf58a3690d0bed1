import { describe, expect, test } from 'bun:test';
import { adminMessages } from '@naija-homes/contracts/admin';
import { eq } from 'drizzle-orm';
import { agents, auditLog, notifications, outboxMails } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { signedInUser, signedUpUser, TEST_PASSWORD } from '../../test/users';

const t = await setupTestApp();

async function submittedAgent() {
  const agent = await signedUpUser(t, 'AGENT');
  await t.database.db
    .update(agents)
    .set({ status: 'submitted', progress: 100 })
    .where(eq(agents.userId, agent.user._id));
  return agent;
}

describe('admin review of agents', () => {
  test('approving a submitted profile unlocks the agent area and tells the agent', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const agent = await submittedAgent();
    const details = await admin.client.get<{ data: { email: string; agent: { status: string } } }>(
      `/api/v1/admin/agents/${agent.user._id}`,
    );
    expect(details.body.data).toMatchObject({ email: agent.email, agent: { status: 'submitted' } });

    expect((await agent.client.get('/api/v1/agent/dashboard')).status).toBe(403);
    const approved = await admin.client.patch(`/api/v1/admin/agents/${agent.user._id}/status`, { status: 'approved' });
    expect(approved).toMatchObject({ status: 200, body: { message: 'Agent approved', data: { status: 'approved' } } });
    expect((await agent.client.get('/api/v1/agent/dashboard')).status).toBe(200);

    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id));
    expect(notes.some((note) => note.title === 'Your agent profile is approved')).toBe(true);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, agent.email));
    expect(mails.some((mail) => mail.subject.includes('approved'))).toBe(true);
  });

  test('only a submitted profile can be approved; a rejection needs a reason and reopens the profile', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const incomplete = await signedUpUser(t, 'AGENT');
    const refused = await admin.client.patch(`/api/v1/admin/agents/${incomplete.user._id}/status`, {
      status: 'approved',
    });
    expect(refused).toMatchObject({ status: 409, body: { message: adminMessages.onlySubmittedApproved } });

    const agent = await submittedAgent();
    const noReason = await admin.client.patch(`/api/v1/admin/agents/${agent.user._id}/status`, { status: 'rejected' });
    expect(noReason).toMatchObject({
      status: 400,
      body: { message: 'Please give the agent a reason for the rejection' },
    });
    const rejected = await admin.client.patch(`/api/v1/admin/agents/${agent.user._id}/status`, {
      status: 'rejected',
      reason: 'The licence number does not match the certificate.',
    });
    expect(rejected).toMatchObject({ status: 200, body: { data: { status: 'rejected' } } });
    const me = await agent.client.get<{ data: { rejectionReason: string } }>('/api/v1/agent/me');
    expect(me.body.data.rejectionReason).toBe('The licence number does not match the certificate.');
    // The reason's own full stop is kept, not doubled, in the notice and the email.
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id));
    const notice = notes.find((note) => note.message.includes('does not match'));
    expect(notice?.message).toBe(
      'Our team could not approve your profile yet: The licence number does not match the certificate. Update your details and submit again.',
    );
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, agent.email));
    const mail = mails.find((sent) => sent.text.includes('does not match'));
    expect(mail?.text).toContain('Reason: The licence number does not match the certificate. Update your details');
    expect(mail?.text).not.toContain('..');
    // Editable again: the agent can change a step and submit once more.
    expect((await agent.client.patch('/api/v1/agent/social', { website: 'https://agency.ng' })).status).toBe(200);
    expect((await agent.client.post('/api/v1/agent/submit')).status).not.toBe(409);
  });

  test('bad ids and bodies are clear errors', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    expect((await admin.client.get('/api/v1/admin/agents/not-a-uuid')).status).toBe(404);
    expect((await admin.client.get('/api/v1/admin/agents/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const buyer = await signedUpUser(t, 'BUYER');
    expect(
      (await admin.client.patch(`/api/v1/admin/agents/${buyer.user._id}/status`, { status: 'approved' })).status,
    ).toBe(404);
    const agent = await submittedAgent();
    const bad = await admin.client.patch(`/api/v1/admin/agents/${agent.user._id}/status`, { status: 'maybe' });
    expect(bad).toMatchObject({ status: 400, body: { message: "Status must be 'approved' or 'rejected'" } });
  });

  test('only admins decide', async () => {
    const agent = await submittedAgent();
    expect(
      (await t.client().patch(`/api/v1/admin/agents/${agent.user._id}/status`, { status: 'approved' })).status,
    ).toBe(401);
    for (const role of ['BUYER', 'AGENT'] as const) {
      const { client } = await signedInUser(t, role);
      expect((await client.patch(`/api/v1/admin/agents/${agent.user._id}/status`, { status: 'approved' })).status).toBe(
        403,
      );
      expect((await client.patch(`/api/v1/admin/users/${agent.user._id}/block`)).status).toBe(403);
    }
    expect(
      (await agent.client.patch(`/api/v1/admin/agents/${agent.user._id}/status`, { status: 'approved' })).status,
    ).toBe(403);
  });
});

describe('blocking users', () => {
  test('a blocked user is signed out everywhere and cannot sign in until unblocked', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const buyer = await signedUpUser(t, 'BUYER');
    expect((await buyer.client.get('/api/v1/user/me')).status).toBe(200);

    const blocked = await admin.client.patch(`/api/v1/admin/users/${buyer.user._id}/block`);
    expect(blocked).toMatchObject({ status: 200, body: { data: { isBlocked: true } } });
    expect((await buyer.client.get('/api/v1/user/me')).status).toBe(401);
    const signIn = await t.client().post('/api/v1/auth/sign-in', { email: buyer.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);

    await admin.client.patch(`/api/v1/admin/users/${buyer.user._id}/unblock`);
    const again = await t.client().post('/api/v1/auth/sign-in', { email: buyer.email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
  });

  test('an admin cannot block themself', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const response = await admin.client.patch(`/api/v1/admin/users/${admin.user._id}/block`);
    expect(response).toMatchObject({ status: 400, body: { message: adminMessages.cannotBlockYourself } });
  });
});

describe('admin decisions are audited', () => {
  async function entriesFor(targetId: string) {
    return t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.seq);
  }

  test('approving and rejecting write who, the status before and after, and the reason', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const agent = await submittedAgent();
    await admin.client.patch(`/api/v1/admin/agents/${agent.user._id}/status`, { status: 'approved' });
    await admin.client.patch(`/api/v1/admin/agents/${agent.user._id}/status`, {
      status: 'rejected',
      reason: 'The CAC number belongs to another company',
    });
    const entries = await entriesFor(agent.user._id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: admin.user._id,
      actorName: 'Amaka Eze',
      actorEmail: admin.email,
      action: 'agent.approve',
      targetType: 'agent',
      targetLabel: agent.user.fullName,
      before: { status: 'submitted', rejectionReason: null },
      after: { status: 'approved', rejectionReason: null },
      reason: null,
    });
    expect(entries[1]).toMatchObject({
      action: 'agent.reject',
      before: { status: 'approved' },
      after: { status: 'rejected', rejectionReason: 'The CAC number belongs to another company' },
      reason: 'The CAC number belongs to another company',
    });
  });

  test('a refused decision leaves no entry', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const incomplete = await signedUpUser(t, 'AGENT');
    const refused = await admin.client.patch(`/api/v1/admin/agents/${incomplete.user._id}/status`, {
      status: 'approved',
    });
    expect(refused.status).toBe(409);
    expect(await entriesFor(incomplete.user._id)).toHaveLength(0);
  });

  test('block and unblock write one entry each; repeating a block changes nothing and writes nothing', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const buyer = await signedUpUser(t, 'BUYER');
    expect((await admin.client.patch(`/api/v1/admin/users/${buyer.user._id}/block`)).status).toBe(200);
    expect((await admin.client.patch(`/api/v1/admin/users/${buyer.user._id}/block`)).status).toBe(200);
    expect((await admin.client.patch(`/api/v1/admin/users/${buyer.user._id}/unblock`)).status).toBe(200);
    const entries = await entriesFor(buyer.user._id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.block', { isBlocked: false }, { isBlocked: true }],
      ['user.unblock', { isBlocked: true }, { isBlocked: false }],
    ]);
    expect(entries[0]).toMatchObject({ targetType: 'user', targetLabel: buyer.user.fullName, actorId: admin.user._id });
  });

  test('twenty blocks at once: one change, one entry', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const buyer = await signedUpUser(t, 'BUYER');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.client.patch(`/api/v1/admin/users/${buyer.user._id}/block`)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await entriesFor(buyer.user._id)).toHaveLength(1);
  }, 30_000);
});
