import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { userSchema } from '@naija-homes/contracts/user';
import { eq } from 'drizzle-orm';
import { outboxMails, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { latestCode, signedInUser, signedUpUser, signUpBody, TEST_PASSWORD } from '../../test/users';

const t = await setupTestApp({
  rateRules: { signIn: { max: 3, windowSeconds: 600 }, signInAlert: { max: 5, windowSeconds: 3600 } },
});

// One address shared by many people (an office, a carrier's NAT, a proxy without TRUST_PROXY).
const shared = await setupTestApp({
  rateRules: { signInPerIp: { max: 3, windowSeconds: 600 }, signIn: { max: 3, windowSeconds: 600 } },
});

describe('POST /api/v1/auth/sign-in', () => {
  test('signs in with a session cookie and returns the user', async () => {
    const { email, password } = await signedUpUser(t);
    const client = t.client();
    const response = await client.post<{ data: unknown }>('/api/v1/auth/sign-in', {
      email: email.toUpperCase(),
      password,
    });
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body.data).email).toBe(email);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('naija.session_token='));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  test('a wrong password is 401 with a generic message', async () => {
    const { email } = await signedUpUser(t);
    const response = await t.client().post('/api/v1/auth/sign-in', { email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: messages.invalidCredentials });
  });

  test('an unknown email gets the same 401', async () => {
    const response = await t
      .client()
      .post('/api/v1/auth/sign-in', { email: 'nobody@example.ng', password: 'whatever-1' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: messages.invalidCredentials });
  });

  test('an unverified email is 403 and a new code is mailed', async () => {
    const body = signUpBody();
    const client = t.client();
    await client.post('/api/v1/auth/sign-up', body);
    const first = await latestCode(t.database, body.email);
    const response = await client.post('/api/v1/auth/sign-in', { email: body.email, password: body.password });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: messages.verifyEmailFirst });
    expect(client.cookies.size).toBe(0);
    const mails = await t.client().get<{ data: unknown[] }>(`/api/v1/dev/outbox?email=${body.email.toLowerCase()}`);
    expect(mails.body.data).toHaveLength(2);
    const second = await latestCode(t.database, body.email);
    expect(
      (await client.post('/api/v1/auth/verify-otp', { email: body.email, code: second, type: 'verify-email' })).status,
    ).toBe(200);
    void first;
  });

  test('a blocked user is 403 and gets no cookie; an open session stops working', async () => {
    const { client, email, user } = await signedInUser(t, 'BUYER');
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, user._id));
    const again = t.client();
    const response = await again.post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: messages.accountBlocked });
    expect(again.cookies.size).toBe(0);
    expect((await client.get('/api/v1/user/me')).status).toBe(403);
  });

  test('bad input messages', async () => {
    const client = t.client();
    expect((await client.post('/api/v1/auth/sign-in', { email: '', password: 'x' })).body).toMatchObject({
      message: messages.emailRequired,
    });
    expect((await client.post('/api/v1/auth/sign-in', { email: 'a@b.ng', password: '' })).body).toMatchObject({
      message: messages.passwordRequired,
    });
    expect(
      (await client.post('/api/v1/auth/sign-in', { email: 'a@b.ng', password: 'x', role: 'ADMIN' })).body,
    ).toMatchObject({
      message: messages.onlyAllowedFields,
    });
  });

  test('repeated failures from one client on one account are slowed with 429, for that client only', async () => {
    const { email } = await signedUpUser(t);
    const attacker = t.client('203.0.113.7');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await attacker.post('/api/v1/auth/sign-in', { email, password: 'wrong-password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await attacker.post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(blocked).toMatchObject({ status: 429, body: { message: messages.tooManyRequests } });
    // The owner, on their own connection, is not locked out by someone else's guessing.
    const owner = await t.client('198.51.100.20').post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(owner.status).toBe(200);
  });

  test('a run of failures from many clients is told to the owner by email, once, without locking the account', async () => {
    const { email } = await signedUpUser(t);
    for (let i = 0; i < 7; i++) {
      const response = await t
        .client(`192.0.2.${i + 1}`)
        .post('/api/v1/auth/sign-in', { email, password: 'nope-nope-1' });
      expect(response.status).toBe(401);
    }
    const alerts = (await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email))).filter(
      (mail) => mail.subject === messages.signInAttemptsSubject,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Your account is not locked');
    expect((await t.client().post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(200);
  });

  test('only failures count: someone who signs in often is never locked out', async () => {
    const { email } = await signedUpUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.client().post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status);
    }
    statuses.push((await t.client().post('/api/v1/auth/sign-in', { email, password: 'wrong-password' })).status);
    statuses.push((await t.client().post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 401, 200]);
  });
});

describe('an address that has used up its failed sign-ins', () => {
  test('still lets a known device in with the right password; a new device waits, a known one is limited alone', async () => {
    const app = shared;
    const { email } = await signedUpUser(app);
    const laptop = app.client('203.0.113.50');
    expect((await laptop.post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(200);
    const device = laptop.cookies.get('naija.device');
    expect(device).toBeDefined();
    // Someone else at the same address guesses at other accounts until the address is limited.
    const guesser = app.client('203.0.113.50');
    for (let i = 0; i < 3; i++) {
      const other = `someone${i}@example.ng`;
      expect((await guesser.post('/api/v1/auth/sign-in', { email: other, password: 'wrong-password' })).status).toBe(
        401,
      );
    }
    expect((await guesser.post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(429);
    // The laptop that signed in before still does (its cookie, not its address, is what is counted).
    expect((await laptop.post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(200);
    // A device cookie names one account: it does not open the address's limit for another one.
    const another = await signedUpUser(app);
    const borrowed = app.client('203.0.113.50');
    borrowed.cookies.set('naija.device', laptop.cookies.get('naija.device') ?? '');
    const refused = await borrowed.post('/api/v1/auth/sign-in', { email: another.email, password: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    // A forged cookie is nobody's device.
    const forged = app.client('203.0.113.50');
    forged.cookies.set('naija.device', `${(device ?? '').split('.').slice(0, 2).join('.')}.forged`);
    expect((await forged.post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(429);
    // The known device's own failures are still limited (3 per account and device here, as per account and address).
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await laptop.post('/api/v1/auth/sign-in', { email, password: 'wrong-password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  test('the cookie is only for the sign-in route, unreadable by scripts, and never sent cross-site', async () => {
    const app = shared;
    const { email } = await signedUpUser(app);
    const response = await app.client().post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('naija.device='));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/v1/auth');
    expect(cookie).not.toContain(email);
  });
});

describe('POST /api/v1/auth/sign-out', () => {
  test('ends the session and clears the cookie', async () => {
    const { client } = await signedInUser(t, 'AGENT');
    const response = await client.post('/api/v1/auth/sign-out');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: messages.signedOut });
    expect(client.cookies.has('naija.session_token')).toBe(false);
    expect((await client.get('/api/v1/user/me')).status).toBe(401);
  });

  test('signing out without a session is harmless', async () => {
    expect((await t.client().post('/api/v1/auth/sign-out')).status).toBe(200);
  });
});
