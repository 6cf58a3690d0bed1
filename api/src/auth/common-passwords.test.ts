// The most common passwords are refused wherever a password is chosen, with one clear message.
import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { setupTestApp } from '../test/app';
import { signedInUser, signUpBody, TEST_PASSWORD } from '../test/users';
import { isCommonPassword } from './common-passwords';

const t = await setupTestApp();
const refused = { status: 400, body: { message: messages.commonPassword } };

describe('common passwords', () => {
  test('the list knows the usual ones in any case, and not ordinary strong ones', () => {
    for (const password of ['password', '12345678', 'Password1', 'QWERTYUIOP', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of [TEST_PASSWORD, 'Demo-pass-2026', 'Lekki-duplex-42']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });

  test('so are the shapes a guesser tries before any list', () => {
    const guessable = [
      'abcdefgh', // a straight run of letters…
      'ABCDEFGHIJ',
      'zyxwvuts', // …backwards
      '87654321', // …or digits
      'aaaaaaaa', // one character over and over
      'abababab', // a short unit over and over
      'abcabcabc',
      'poiuytrewq', // a keyboard row walked backwards
      'Lagos2026', // a local word and a year
      'naija@123',
      'Password2026!',
      '2026abuja',
    ];
    for (const password of guessable) expect(isCommonPassword(password), password).toBe(true);
    const fine = [
      'Abcd-lekki-9',
      'Mama-Nkechi-77',
      'my flat in Yaba',
      'Ikoyi2bedroomflat',
      'ab12cd34ef',
      'Lagos-rent-2026',
    ];
    for (const password of fine) expect(isCommonPassword(password), password).toBe(false);
  });

  test('are refused at sign-up, at reset and when changing the password', async () => {
    expect(await t.client().post('/api/v1/auth/sign-up', signUpBody({ password: 'password' }))).toMatchObject(refused);
    expect(await t.client().post('/api/v1/auth/sign-up', signUpBody({ password: 'abcdefgh' }))).toMatchObject(refused);
    const reset = await t
      .client()
      .post('/api/v1/auth/reset-password', { email: 'someone@example.ng', code: '123456', password: '12345678' });
    expect(reset).toMatchObject(refused);
    const buyer = await signedInUser(t, 'BUYER');
    const change = await buyer.client.patch('/api/v1/user/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'qwertyuiop',
    });
    expect(change).toMatchObject(refused);
    // And the old password still works: nothing was changed.
    expect(
      (await t.client().post('/api/v1/auth/sign-in', { email: buyer.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });
});
