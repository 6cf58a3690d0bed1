// Verification step 1: POST /api/v1/agent/create-agent with the offline sandbox (and a provider outage).
import { describe, expect, test } from 'bun:test';
import { agentMessages } from '@naija-homes/contracts/agent';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import { agents, users } from '../../db/schema';
import { KycUnavailableError, kycReasons } from '../../providers/kyc';
import { sandboxIds } from '../../providers/kyc/local';
import { setupTestApp } from '../../test/app';
import { signedInUser, signedUpUser } from '../../test/users';

const t = await setupTestApp({ rateRules: { kycVerify: { max: 3, windowSeconds: 3600 } } });

const body = (identification: string = sandboxIds.Passport.verifies) => ({
  verificationType: 'Passport',
  identification,
  firstname: 'Adaeze',
  lastname: 'Nwosu',
});

type Details = { data: { isSmileIdVerified: boolean; progress: number; identificationLast4: string }; message: string };

describe('ID verification', () => {
  test('a sandbox number verifies: the step completes, the names become the account names', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    const response = await agent.client.post<Details>('/api/v1/agent/create-agent', body('a0000 0001'));
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(agentMessages.identityVerified);
    expect(response.body.data).toMatchObject({ isSmileIdVerified: true, progress: 25, identificationLast4: '0001' });
    const me = await agent.client.get<{ data: { fullName: string; agent: { isSmileIdVerified: boolean } } }>(
      '/api/v1/user/me',
    );
    expect(me.body.data.fullName).toBe('Adaeze Nwosu');
    expect(me.body.data.agent.isSmileIdVerified).toBe(true);
    // The full ID number is never stored.
    const [row] = await t.database.db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(JSON.stringify(row)).not.toContain('A00000001');
    expect(row).toMatchObject({ verificationType: 'Passport', kycProvider: 'sandbox' });

    const again = await agent.client.post('/api/v1/agent/create-agent', body());
    expect(again).toMatchObject({ status: 409, body: { message: agentMessages.alreadyVerified } });
    const rename = await agent.client.patch('/api/v1/user/profile', { firstName: 'Someone' });
    expect(rename.status).toBe(403);
  });

  test.each([
    [sandboxIds.Passport.notFound, kycReasons.notFound],
    [sandboxIds.Passport.namesMismatch, kycReasons.namesMismatch],
    ['A123', kycReasons.unsupported],
  ])('%s is refused with a clear reason and nothing changes', async (identification, reason) => {
    const agent = await signedUpUser(t, 'AGENT');
    const response = await agent.client.post('/api/v1/agent/create-agent', body(identification));
    expect(response).toMatchObject({ status: 422, body: { message: reason } });
    const [row] = await t.database.db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(row?.isSmileIdVerified).toBe(false);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, agent.user._id));
    expect(user?.firstName).not.toBe('Adaeze');
  });

  test.each([
    [{ identification: '' }, 'Please provide identification number.'],
    [{ identification: undefined }, 'Please provide identification number.'],
    [{ verificationType: 'NIN' }, 'Please choose an ID type'],
    [{ firstname: 'A' }, 'First Name must contain at least 2 letters'],
    [{ isSmileIdVerified: true }, messages.onlyAllowedFields],
  ])('validates %j', async (change, message) => {
    const agent = await signedUpUser(t, 'AGENT');
    const response = await agent.client.post('/api/v1/agent/create-agent', { ...body(), ...change });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  test('only agents verify; attempts are limited', async () => {
    for (const role of ['BUYER', 'ADMIN'] as const) {
      const user = await signedInUser(t, role);
      expect((await user.client.post('/api/v1/agent/create-agent', body())).status).toBe(403);
    }
    expect((await t.client().post('/api/v1/agent/create-agent', body())).status).toBe(401);
    const agent = await signedUpUser(t, 'AGENT');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await agent.client.post('/api/v1/agent/create-agent', body('A00000000'))).status).toBe(422);
    }
    expect((await agent.client.post('/api/v1/agent/create-agent', body())).status).toBe(429);
  });
});

describe('ID service outage', async () => {
  const down = await setupTestApp({
    kyc: {
      name: 'smileid',
      verify: async () => {
        throw new KycUnavailableError('connection refused');
      },
    },
  });
  test('the agent is told to retry later (503) and stays unverified', async () => {
    const agent = await signedUpUser(down, 'AGENT');
    const response = await agent.client.post('/api/v1/agent/create-agent', body());
    expect(response).toMatchObject({ status: 503, body: { message: agentMessages.idServiceUnavailable } });
  });
});
