import { describe, expect, test } from 'bun:test';
import { limits } from '@naija-homes/contracts/limits';
import { messages } from '@naija-homes/contracts/messages';
import { userSchema } from '@naija-homes/contracts/user';
import { like } from 'drizzle-orm';
import { verifications } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { latestCode, signUpBody } from '../../test/users';

const t = await setupTestApp();

async function signUp() {
  const client = t.client();
  const body = signUpBody();
  expect((await client.post('/api/v1/auth/sign-up', body)).status).toBe(201);
  return { client, email: body.email.toLowerCase(), code: await latestCode(t.database, body.email) };
}

function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('POST /api/v1/auth/verify-otp (verify-email)', () => {
  test('the right code verifies, signs in with a cookie and returns the user', async () => {
    const { client, email, code } = await signUp();
    const response = await client.post<{ data: unknown; message: string }>('/api/v1/auth/verify-otp', {
      email,
      code,
      type: 'verify-email',
    });
    expect(response.status).toBe(200);
    const user = userSchema.parse(response.body.data);
    expect(user.isEmailVerified).toBe(true);
    expect(response.headers.getSetCookie().join(';')).toContain('naija.session_token=');
    expect((await client.get('/api/v1/user/me')).status).toBe(200);
  });

  test('verification sends a welcome mail and a welcome notification', async () => {
    const { client, email, code } = await signUp();
    await client.post('/api/v1/auth/verify-otp', { email, code, type: 'verify-email' });
    const outbox = await t.client().get<{ data: Array<{ subject: string }> }>(`/api/v1/dev/outbox?email=${email}`);
    expect(outbox.body.data[0]?.subject).toBe('Welcome to Naija Homes');
    const me = await client.get<{ data: { notificationsUnreadCount: number } }>('/api/v1/user/me');
    expect(me.body.data.notificationsUnreadCount).toBe(1);
  });

  test('a wrong code is 400 and signs nobody in', async () => {
    const { client, email, code } = await signUp();
    const response = await client.post('/api/v1/auth/verify-otp', { email, code: wrong(code), type: 'verify-email' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.otpWrong });
    expect(client.cookies.size).toBe(0);
  });

  test('an expired code is refused', async () => {
    const { client, email, code } = await signUp();
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${email}`));
    const response = await client.post('/api/v1/auth/verify-otp', { email, code, type: 'verify-email' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.otpWrong });
  });

  test('codes expire after 10 minutes', async () => {
    const { email } = await signUp();
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${email}`));
    const seconds = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(limits.otpExpiresInSeconds - 30);
    expect(seconds).toBeLessThanOrEqual(limits.otpExpiresInSeconds);
  });

  test(`after ${limits.otpAllowedAttempts} wrong attempts even the right code is refused`, async () => {
    const { client, email, code } = await signUp();
    for (let i = 0; i < limits.otpAllowedAttempts; i++) {
      expect(
        (await client.post('/api/v1/auth/verify-otp', { email, code: wrong(code), type: 'verify-email' })).status,
      ).toBe(400);
    }
    const response = await client.post('/api/v1/auth/verify-otp', { email, code, type: 'verify-email' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.otpTooManyAttempts });
  });

  test('bad input: 5 digits, unknown type, unknown field', async () => {
    const client = t.client();
    const base = { email: 'a@b.ng', code: '123456', type: 'verify-email' };
    expect((await client.post('/api/v1/auth/verify-otp', { ...base, code: '12345' })).body).toMatchObject({
      message: messages.otpInvalid,
    });
    expect((await client.post('/api/v1/auth/verify-otp', { ...base, type: 'x' })).body).toMatchObject({
      message: messages.otpTypeInvalid,
    });
    expect((await client.post('/api/v1/auth/verify-otp', { ...base, extra: 1 })).body).toMatchObject({
      message: messages.onlyAllowedFields,
    });
  });

  test('a code for an unknown email is 400', async () => {
    const response = await t
      .client()
      .post('/api/v1/auth/verify-otp', { email: 'nobody@example.ng', code: '123456', type: 'verify-email' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.otpWrong });
  });
});

describe('POST /api/v1/auth/resend-otp', () => {
  test('mails a new code that replaces the old one', async () => {
    const { client, email, code: first } = await signUp();
    const response = await client.post('/api/v1/auth/resend-otp', { email, type: 'verify-email' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: messages.otpSent });
    const second = await latestCode(t.database, email);
    if (second !== first) {
      expect((await client.post('/api/v1/auth/verify-otp', { email, code: first, type: 'verify-email' })).status).toBe(
        400,
      );
    }
    expect((await client.post('/api/v1/auth/verify-otp', { email, code: second, type: 'verify-email' })).status).toBe(
      200,
    );
  });

  test('answers the same for an unknown email and mails nothing', async () => {
    const response = await t
      .client()
      .post('/api/v1/auth/resend-otp', { email: 'ghost@example.ng', type: 'verify-email' });
    expect(response.body).toMatchObject({ message: messages.otpSent });
    expect(latestCode(t.database, 'ghost@example.ng')).rejects.toThrow();
  });

  test('too many code requests for one email are 429', async () => {
    const { client, email } = await signUp(); // the sign-up mail counts as one
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await client.post('/api/v1/auth/resend-otp', { email, type: 'verify-email' })).status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses[4]).toBe(429);
    const last = await client.post('/api/v1/auth/resend-otp', { email, type: 'verify-email' });
    expect(last.body).toMatchObject({ message: messages.tooManyRequests });
    // How long to wait, in the standard headers: the window (600 s) started with the sign-up's code, moments ago.
    const retryAfter = Number(last.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(last.headers.get('ratelimit-policy')).toBe('"otp-send";q=5;w=600');
    expect(last.headers.get('ratelimit')).toBe(`"otp-send";r=0;t=${retryAfter}`);
    // The policy is named by its kind: the address it counts is never in a header.
    expect([...last.headers.values()].join(' ')).not.toContain(email);
  });
});
