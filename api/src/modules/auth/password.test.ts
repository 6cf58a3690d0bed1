import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { setupTestApp } from '../../test/app';
import { latestCode, signedInUser, signedUpUser, TEST_PASSWORD } from '../../test/users';

const t = await setupTestApp();

describe('forgot and reset password', () => {
  test('forgot-password answers the same for known and unknown emails (no enumeration)', async () => {
    const { email } = await signedUpUser(t);
    const known = await t.client().post('/api/v1/auth/forgot-password', { email });
    const unknown = await t.client().post('/api/v1/auth/forgot-password', { email: 'nobody.here@example.ng' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toMatchObject({ message: messages.forgotPasswordSent });
    expect(unknown.body).toEqual(known.body);
    expect(await latestCode(t.database, email)).toMatch(/^\d{6}$/);
  });

  test('the reset code can be checked, then resets the password and revokes every session', async () => {
    const { client: oldSession, email } = await signedUpUser(t);
    await t.client().post('/api/v1/auth/forgot-password', { email });
    const code = await latestCode(t.database, email);
    const check = await t.client().post('/api/v1/auth/verify-otp', { email, code, type: 'reset-password' });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ message: messages.resetCodeValid });

    const reset = await t.client().post('/api/v1/auth/reset-password', { email, code, password: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ message: messages.passwordReset });
    expect((await oldSession.get('/api/v1/user/me')).status).toBe(401);
    expect((await t.client().post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await t.client().post('/api/v1/auth/sign-in', { email, password: 'brand-new-pass' })).status).toBe(200);
    // The code is spent.
    expect(
      (await t.client().post('/api/v1/auth/reset-password', { email, code, password: 'another-pass' })).status,
    ).toBe(400);
  });

  test('a wrong reset code is 400', async () => {
    const { email } = await signedUpUser(t);
    await t.client().post('/api/v1/auth/forgot-password', { email });
    const code = await latestCode(t.database, email);
    const bad = code === '000000' ? '111111' : '000000';
    const response = await t
      .client()
      .post('/api/v1/auth/reset-password', { email, code: bad, password: 'brand-new-pass' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.otpWrong });
    expect(
      (await t.client().post('/api/v1/auth/verify-otp', { email, code: bad, type: 'reset-password' })).status,
    ).toBe(400);
  });

  test('reset-password validates the new password', async () => {
    const response = await t
      .client()
      .post('/api/v1/auth/reset-password', { email: 'a@b.ng', code: '123456', password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.passwordHint });
  });
});

describe('PATCH /api/v1/user/password', () => {
  test('changes the password, keeps this session and revokes the others', async () => {
    const { client, email } = await signedInUser(t, 'BUYER');
    const other = t.client();
    expect((await other.post('/api/v1/auth/sign-in', { email, password: TEST_PASSWORD })).status).toBe(200);
    const response = await client.patch('/api/v1/user/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'changed-pass-1',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: messages.passwordChanged });
    expect((await client.get('/api/v1/user/me')).status).toBe(200);
    expect((await other.get('/api/v1/user/me')).status).toBe(401);
    expect((await t.client().post('/api/v1/auth/sign-in', { email, password: 'changed-pass-1' })).status).toBe(200);
  });

  test('a wrong current password is 400 with the spec message', async () => {
    const { client } = await signedInUser(t, 'AGENT');
    const response = await client.patch('/api/v1/user/password', {
      currentPassword: 'not-my-pass',
      newPassword: 'changed-pass-1',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: messages.currentPasswordWrong });
  });

  test.each([
    [{ currentPassword: '', newPassword: 'long-enough' }, messages.currentPasswordRequired],
    [{ currentPassword: 'x', newPassword: 'short' }, messages.newPasswordMin],
    [{ currentPassword: 'x', newPassword: 'y'.repeat(31) }, messages.newPasswordMax],
    [{ currentPassword: 'x', newPassword: 'long-enough', confirm: 'x' }, messages.onlyAllowedFields],
  ])('rejects %o', async (body, message) => {
    const { client } = await signedInUser(t, 'BUYER');
    const response = await client.patch('/api/v1/user/password', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  test('visitors get 401', async () => {
    const response = await t
      .client()
      .patch('/api/v1/user/password', { currentPassword: 'x', newPassword: 'long-enough' });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: messages.unauthorized });
  });
});
