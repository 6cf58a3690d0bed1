import { describe, expect, test } from 'bun:test';
import { agentMessages } from '@naija-homes/contracts/agent';
import { agentPublicProfileSchema } from '@naija-homes/contracts/agent-profile';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import { agents, notifications, outboxMails, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { signedInUser, signedUpUser } from '../../test/users';

const t = await setupTestApp();

const office = {
  agencyName: 'Lekki Prime Realty',
  officeName: 'Admiralty Office',
  agencySize: '11-50',
  agencyEmail: 'Office@LekkiPrime.ng',
  agencyPhoneNumber: '0803 555 1234',
  address: '12 Admiralty Way, Lekki Phase 1, Lagos',
  latitude: 6.4474,
  longitude: 3.4723,
};

type Details = {
  data: { progress: number; steps: Record<string, boolean>; status: string; agencyEmail: string | null };
};

/** Identity and credentials are saved by steps 1–2 (KYC and the certificate upload); set them directly here. */
async function markIdentityAndCredentials(userId: string) {
  await t.database.db
    .update(agents)
    .set({
      isSmileIdVerified: true,
      licenseNo: 'LAG 12345',
      certificationNo: 'NIESV 778',
      certificatePdf: '/uploads/c.pdf',
    })
    .where(eq(agents.userId, userId));
}

describe('agent verification steps', () => {
  test('office and social steps save, and progress is computed on the server', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    const saved = await agent.client.patch<Details>('/api/v1/agent/office', office);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ progress: 25, agencyEmail: 'office@lekkiprime.ng' });
    expect(saved.body.data.steps).toEqual({ identity: false, credentials: false, office: true, social: false });

    const social = await agent.client.patch<Details>('/api/v1/agent/social', {
      linkedIn: 'https://www.linkedin.com/in/ada-realty',
    });
    expect(social.body.data.progress).toBe(50);
    // Clearing the only link would leave the step incomplete while saying "saved": refused, nothing changes.
    const cleared = await agent.client.patch<Details>('/api/v1/agent/social', { linkedIn: '' });
    expect(cleared).toMatchObject({ status: 400, body: { message: agentMessages.socialLinkRequired } });
    const empty = await agent.client.patch('/api/v1/agent/social', { website: '', linkedIn: '', facebook: '' });
    expect(empty).toMatchObject({ status: 400, body: { message: agentMessages.socialLinkRequired } });
    // Swapping one link for another is fine.
    const swapped = await agent.client.patch<Details>('/api/v1/agent/social', {
      website: 'https://lekkiprime.ng',
      linkedIn: '',
    });
    expect(swapped.body.data).toMatchObject({ progress: 50, linkedIn: null, website: 'https://lekkiprime.ng' });
    const me = await agent.client.get<{ data: { agent: { progress: number } } }>('/api/v1/user/me');
    expect(me.body.data.agent.progress).toBe(50);
  });

  test.each([
    [{ agencyName: 'A' }, 'Agency Name must contain at least 2 letters'],
    [{ officeName: 'Office 24' }, 'Office Name must contain only letters and spaces'],
    [{ agencySize: '3' }, 'Please choose the agency size'],
    [{ agencyEmail: 'nope' }, 'Email format is invalid'],
    [{ agencyPhoneNumber: '123' }, 'Please enter a valid phone number'],
    [{ latitude: 'north' }, 'Latitude must be a number'],
    [{ verified: true }, 'Please provide only allowed fields.'],
  ])('office step rejects %o', async (patch, message) => {
    const agent = await signedUpUser(t, 'AGENT');
    const response = await agent.client.patch('/api/v1/agent/office', { ...office, ...patch });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  test('social links must point where they say', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    const bad = await agent.client.patch('/api/v1/agent/social', { facebook: 'https://evil.example/page' });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please enter a valid Facebook link' } });
    const website = await agent.client.patch('/api/v1/agent/social', { website: 'javascript:alert(1)' });
    expect(website.status).toBe(400);
  });

  test('only agents use the steps', async () => {
    expect((await t.client().patch('/api/v1/agent/office', office)).status).toBe(401);
    for (const role of ['BUYER', 'ADMIN'] as const) {
      const { client } = await signedInUser(t, role);
      expect((await client.patch('/api/v1/agent/office', office)).status).toBe(403);
      expect((await client.post('/api/v1/agent/submit')).status).toBe(403);
    }
  });
});

describe('submitting the profile', () => {
  test('refused below 100%, then submitted once, and every admin is told', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const agent = await signedUpUser(t, 'AGENT');
    await agent.client.patch('/api/v1/agent/office', office);
    await agent.client.patch('/api/v1/agent/social', { website: 'https://lekkiprime.ng' });
    const early = await agent.client.post('/api/v1/agent/submit');
    expect(early).toMatchObject({ status: 422, body: { message: agentMessages.completeAllSteps } });

    await markIdentityAndCredentials(agent.user._id);
    const submitted = await agent.client.post<Details & { message: string }>('/api/v1/agent/submit');
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      message: agentMessages.profileSubmitted,
      data: { status: 'submitted', progress: 100 },
    });
    const again = await agent.client.post('/api/v1/agent/submit');
    expect(again).toMatchObject({ status: 409, body: { message: agentMessages.alreadySubmitted } });

    const adminNotes = await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.user._id));
    expect(adminNotes.some((note) => note.title === 'Agent profile submitted')).toBe(true);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, admin.email));
    expect(mails.some((mail) => mail.subject.startsWith('Agent profile to review'))).toBe(true);
  });
});

describe('the agent gate on the server', () => {
  test('an agent not approved gets 403 from the dashboard but reaches settings and notifications', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    const gated = await agent.client.get('/api/v1/agent/dashboard');
    expect(gated).toMatchObject({ status: 403, body: { message: messages.agentNotApproved } });
    expect((await agent.client.get('/api/v1/agent/me')).status).toBe(200);
    expect((await agent.client.get('/api/v1/notification/all')).status).toBe(200);
    expect((await agent.client.patch('/api/v1/user/profile', { lastName: 'Adeyemi' })).status).toBe(200);
  });

  test('an approved agent sees real dashboard figures', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const dashboard = await agent.client.get('/api/v1/agent/dashboard');
    expect(dashboard).toMatchObject({ status: 200, body: { data: { reviewCount: 0, averageRating: 0 } } });
  });
});

describe('public agent pages', () => {
  test('only approved, unblocked agents are listed and searchable; profiles hide private details', async () => {
    const approved = await signedInUser(t, 'AGENT');
    await approved.client.patch('/api/v1/agent/office', { ...office, agencyName: 'Wuse Homes Limited' });
    const pending = await signedUpUser(t, 'AGENT');

    const list = await t
      .client()
      .get<{ data: Array<{ _id: string; agencyName: string | null }> }>('/api/v1/agent/all?search=wuse homes&limit=50');
    expect(list.status).toBe(200);
    expect(list.body.data.map((agent) => agent._id)).toEqual([approved.user._id]);
    const everyone = await t.client().get<{ data: Array<{ _id: string }> }>('/api/v1/agent/all?limit=100');
    expect(everyone.body.data.some((agent) => agent._id === pending.user._id)).toBe(false);

    const profile = await t.client().get<{ data: unknown }>(`/api/v1/agent/slug/${approved.user.slug}`);
    expect(profile.status).toBe(200);
    const parsed = agentPublicProfileSchema.strict().parse(profile.body.data);
    expect(parsed).toMatchObject({ agencyName: 'Wuse Homes Limited', address: office.address, reviewCount: 0 });
    expect(JSON.stringify(profile.body)).not.toContain('licenseNo');

    expect((await t.client().get(`/api/v1/agent/slug/${pending.user.slug}`)).status).toBe(404);
    expect((await t.client().get('/api/v1/agent/slug/no-such-agent')).status).toBe(404);
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, approved.user._id));
    expect((await t.client().get(`/api/v1/agent/slug/${approved.user.slug}`)).status).toBe(404);
  });

  test('bad list parameters are 400', async () => {
    expect((await t.client().get('/api/v1/agent/all?page=zero')).status).toBe(400);
    expect((await t.client().get('/api/v1/agent/all?limit=1000')).status).toBe(400);
  });
});
