import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { userSchema } from '@naija-homes/contracts/user';
import { eq } from 'drizzle-orm';
import { agents, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { signedInUser } from '../../test/users';

const t = await setupTestApp();
const bio = 'Experienced Lagos agent helping families find homes in Lekki and Ikoyi.';

describe('GET /api/v1/user/me', () => {
  test('visitors get 401 with a message', async () => {
    const response = await t.client().get('/api/v1/user/me');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: messages.unauthorized });
  });

  test.each(['BUYER', 'AGENT', 'ADMIN'] as const)('%s gets exactly the contracts user shape', async (role) => {
    const { client } = await signedInUser(t, role);
    const response = await client.get<{ data: unknown }>('/api/v1/user/me');
    expect(response.status).toBe(200);
    const user = userSchema.strict().parse(response.body.data);
    expect(user.role).toBe(role);
    expect(user.chatsUnreadCount).toBe(0);
    if (role === 'AGENT') expect(user.agent).toMatchObject({ status: 'approved', progress: 100 });
    else expect(user.agent).toBeNull();
  });
});

describe('PATCH /api/v1/user/profile', () => {
  test('updates only the given fields and returns the user', async () => {
    const { client } = await signedInUser(t, 'BUYER');
    const response = await client.patch<{ data: { firstName: string; fullName: string; phoneNumber: string } }>(
      '/api/v1/user/profile',
      {
        firstName: 'Tunde',
        phoneNumber: '0809 999 8888',
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: messages.profileUpdated });
    expect(response.body.data).toMatchObject({
      firstName: 'Tunde',
      fullName: 'Tunde Eze',
      phoneNumber: '+2348099998888',
    });
  });

  test('a phone in any usual spelling is stored as +234 and ten digits; a wrong length is refused', async () => {
    const { client } = await signedInUser(t, 'BUYER');
    for (const phoneNumber of ['+234 803 123 4567', '234-803-123-4567', '(0803) 123 4567', '+234 (0) 803 123 4567']) {
      const saved = await client.patch<{ data: { phoneNumber: string } }>('/api/v1/user/profile', { phoneNumber });
      expect(saved.status, phoneNumber).toBe(200);
      expect(saved.body.data.phoneNumber).toBe('+2348031234567');
      // Changed away, so the next spelling is a change too.
      await client.patch('/api/v1/user/profile', { phoneNumber: '0809 999 8888' });
    }
    for (const phoneNumber of ['080312345678', '+23480312345678', '0803 123 456']) {
      const refused = await client.patch('/api/v1/user/profile', { phoneNumber });
      expect(refused.status, phoneNumber).toBe(400);
      expect(refused.body).toMatchObject({ message: messages.phoneInvalid });
    }
  });

  test('agents can set and clear a bio', async () => {
    const { client } = await signedInUser(t, 'AGENT');
    expect((await client.patch<{ data: { bio: string } }>('/api/v1/user/profile', { bio })).body.data.bio).toBe(bio);
    expect(
      (await client.patch<{ data: { bio: string | null } }>('/api/v1/user/profile', { bio: '' })).body.data.bio,
    ).toBeNull();
  });

  test('a buyer cannot have a bio', async () => {
    const { client } = await signedInUser(t, 'BUYER');
    const response = await client.patch('/api/v1/user/profile', { bio });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.bioAgentsOnly });
  });

  test.each([
    [{}, messages.nothingToUpdate],
    [{ firstName: 'T' }, 'First Name must contain at least 2 letters'],
    [{ lastName: 'Eze1' }, 'Last Name must contain only letters'],
    [{ phoneNumber: '123' }, messages.phoneInvalid],
    [{ bio: 'too short' }, messages.bioMin],
    [{ bio: 'x'.repeat(801) }, messages.bioMax],
    [{ role: 'ADMIN' }, messages.onlyAllowedFields],
    [{ email: 'new@example.ng' }, messages.onlyAllowedFields],
  ])('rejects %o', async (body, message) => {
    const { client } = await signedInUser(t, 'AGENT');
    const response = await client.patch('/api/v1/user/profile', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });
});

describe('POST /api/v1/auth/complete-profile', () => {
  async function incompleteUser() {
    const signedIn = await signedInUser(t, 'BUYER');
    await t.database.db
      .update(users)
      .set({ role: null, phoneNumber: null, isProfileComplete: false, provider: 'google' })
      .where(eq(users.id, signedIn.user._id));
    return signedIn;
  }

  test('sets role and phone; an agent gets its agent row', async () => {
    const { client, user } = await incompleteUser();
    const me = await client.get<{ data: { isProfileComplete: boolean; role: null } }>('/api/v1/user/me');
    expect(me.body.data).toMatchObject({ isProfileComplete: false, role: null });
    const response = await client.post<{ data: { role: string; agent: unknown; phoneNumber: string } }>(
      '/api/v1/auth/complete-profile',
      {
        role: 'AGENT',
        phoneNumber: '08031234567',
      },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: messages.profileCompleted });
    expect(response.body.data).toMatchObject({
      role: 'AGENT',
      phoneNumber: '+2348031234567',
      agent: { status: 'incomplete' },
    });
    expect(await t.database.db.select().from(agents).where(eq(agents.userId, user._id))).toHaveLength(1);
  });

  test('both fields are required with the spec message; ADMIN is refused', async () => {
    const { client } = await incompleteUser();
    for (const body of [
      { role: 'BUYER' },
      { phoneNumber: '08031234567' },
      { role: 'ADMIN', phoneNumber: '08031234567' },
    ]) {
      const response = await client.post('/api/v1/auth/complete-profile', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ message: messages.completeProfile });
    }
  });

  test('a complete profile cannot be changed this way', async () => {
    const { client } = await signedInUser(t, 'BUYER');
    const response = await client.post('/api/v1/auth/complete-profile', { role: 'AGENT', phoneNumber: '08031234567' });
    expect(response.status).toBe(403);
  });

  test('visitors get 401', async () => {
    expect(
      (await t.client().post('/api/v1/auth/complete-profile', { role: 'AGENT', phoneNumber: '08031234567' })).status,
    ).toBe(401);
  });
});
