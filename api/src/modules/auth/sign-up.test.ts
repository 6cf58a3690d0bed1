import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { userSchema } from '@naija-homes/contracts/user';
import { eq } from 'drizzle-orm';
import { agents, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { latestCode, signedUpUser, signUpBody } from '../../test/users';

const t = await setupTestApp();

describe('POST /api/v1/auth/sign-up', () => {
  test('creates a buyer, answers 201 with a message and mails a 6-digit code', async () => {
    const body = signUpBody();
    const response = await t.client().post('/api/v1/auth/sign-up', body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ message: messages.signUpSuccess });
    expect(await latestCode(t.database, body.email)).toMatch(/^\d{6}$/);
  });

  test('an agent sign-up creates the agent row (status incomplete, progress 0)', async () => {
    const { user } = await signedUpUser(t, 'AGENT');
    expect(user.role).toBe('AGENT');
    expect(user.agent).toMatchObject({ status: 'incomplete', progress: 0, isSmileIdVerified: false });
    const [row] = await t.database.db.select().from(agents).where(eq(agents.userId, user._id));
    expect(row?.status).toBe('incomplete');
  });

  test('a verified buyer has the full user shape and agent null', async () => {
    const { user } = await signedUpUser(t, 'BUYER', { firstName: 'Ngozi', lastName: 'Adeyemi' });
    expect(userSchema.parse(user)).toEqual(user);
    expect(user).toMatchObject({
      fullName: 'Ngozi Adeyemi',
      isEmailVerified: true,
      agent: null,
      phoneNumber: '+2348031234567',
    });
    expect(user.slug).toStartWith('ngozi-adeyemi-');
  });

  test.each([
    [{ firstName: '' }, 'First Name is required'],
    [{ firstName: 'A' }, 'First Name must contain at least 2 letters'],
    [{ firstName: 'A'.repeat(21) }, 'First Name must contain upto 20 letters'],
    [{ firstName: 'Ch1di' }, 'First Name must contain only letters'],
    [{ lastName: '' }, 'Last Name is required'],
    [{ lastName: 'O' }, 'Last Name must contain at least 2 letters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Email format is invalid'],
    [{ email: `${'a'.repeat(45)}@x.com` }, 'Email must contain upto 50 characters'],
    [{ password: '' }, 'Password is required'],
    [{ password: 'short' }, 'Password must be minimum 8 characters long.'],
    [{ password: 'x'.repeat(31) }, 'Password must contain upto 30 characters'],
    [{ phoneNumber: '' }, 'Phone Number is required'],
    [{ phoneNumber: '12345' }, 'Please enter a valid phone number'],
    [{ role: 'ADMIN' }, 'Please choose the kind of account you want'],
    [{ role: 'SUPERUSER' }, 'Please choose the kind of account you want'],
  ])('rejects %o with 400 %s', async (patch, message) => {
    const response = await t.client().post('/api/v1/auth/sign-up', { ...signUpBody(), ...patch });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  test('ADMIN is never self-assigned and nothing is written', async () => {
    const body = signUpBody({ role: 'ADMIN' as 'BUYER' });
    expect((await t.client().post('/api/v1/auth/sign-up', body)).status).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email.toLowerCase()))).toHaveLength(0);
  });

  test('unknown fields are rejected with the spec message', async () => {
    const response = await t.client().post('/api/v1/auth/sign-up', { ...signUpBody(), isBlocked: false });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Please provide only allowed fields.' });
  });

  test('a missing role is rejected', async () => {
    const { role: _role, ...body } = signUpBody();
    const response = await t.client().post('/api/v1/auth/sign-up', body);
    expect(response.body).toMatchObject({ message: messages.roleRequired });
  });

  test('a taken email (any case) is 409', async () => {
    const body = signUpBody();
    expect((await t.client().post('/api/v1/auth/sign-up', body)).status).toBe(201);
    const again = await t.client().post('/api/v1/auth/sign-up', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: messages.emailTaken });
  });

  test('malformed JSON is 400, never 500', async () => {
    const response = await t
      .client()
      .request('POST', '/api/v1/auth/sign-up', '{"firstName": ', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  test('a non-object JSON body is 400', async () => {
    const response = await t.client().request('POST', '/api/v1/auth/sign-up', '[1,2]');
    expect(response.status).toBe(400);
  });
});
