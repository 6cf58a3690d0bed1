import { describe, expect, test } from 'bun:test';
import {
  changePasswordSchema,
  completeProfileSchema,
  resendOtpSchema,
  signInSchema,
  signUpFormSchema,
  signUpSchema,
  verifyOtpSchema,
} from './auth';
import { visibilityName } from './enums';
import { firstIssueMessage } from './fields';
import {
  formatCompact,
  formatCompactNaira,
  formatFileSize,
  formatLagosDate,
  formatNaira,
  formatRoomDate,
  koboToNaira,
  nairaToKobo,
  orNA,
} from './format';
import { homePathForRole, updateProfileSchema } from './user';

const validSignUp = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'Adaeze@Example.ng',
  phoneNumber: '0803 123 4567',
  password: 'secret-pass',
  role: 'BUYER',
};

function messageOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);
}

describe('sign-up schema', () => {
  test('accepts a valid buyer, lower-cases the email and stores the phone in E.164', () => {
    const parsed = signUpSchema.parse(validSignUp);
    expect(parsed.email).toBe('adaeze@example.ng');
    expect(parsed.phoneNumber).toBe('+2348031234567');
  });
  test.each([
    [{ firstName: '' }, 'First Name is required'],
    [{ firstName: 'A' }, 'First Name must contain at least 2 letters'],
    [{ firstName: 'A'.repeat(21) }, 'First Name must contain upto 20 letters'],
    [{ lastName: 'Ok4for' }, 'Last Name must contain only letters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Email format is invalid'],
    [{ email: `${'a'.repeat(45)}@x.com` }, 'Email must contain upto 50 characters'],
    [{ password: 'short' }, 'Password must be minimum 8 characters long.'],
    [{ password: 'x'.repeat(31) }, 'Password must contain upto 30 characters'],
    [{ phoneNumber: '12345' }, 'Please enter a valid phone number'],
    [{ role: 'ADMIN' }, 'Please choose the kind of account you want'],
  ])('rejects %o with %s', (patch, message) => {
    expect(messageOf(signUpSchema, { ...validSignUp, ...patch })).toBe(message);
  });
  test('rejects unknown fields with the spec message', () => {
    expect(messageOf(signUpSchema, { ...validSignUp, isBlocked: false })).toBe('Please provide only allowed fields.');
  });
  test('a field message wins over the unknown-field message', () => {
    expect(messageOf(signUpSchema, { ...validSignUp, firstName: 'A', extra: 1 })).toBe(
      'First Name must contain at least 2 letters',
    );
  });
  test('the form checks the confirmation', () => {
    expect(messageOf(signUpFormSchema, { ...validSignUp, confirmPassword: 'different-pass' })).toBe(
      'Both passwords must match',
    );
    expect(signUpFormSchema.safeParse({ ...validSignUp, confirmPassword: validSignUp.password }).success).toBe(true);
  });
  test('accepts a foreign number given with its country code', () => {
    expect(signUpSchema.parse({ ...validSignUp, phoneNumber: '+44 7911 123456' }).phoneNumber).toBe('+447911123456');
  });
});

describe('other account schemas', () => {
  test('sign-in needs both fields', () => {
    expect(messageOf(signInSchema, { email: 'a@b.ng', password: '' })).toBe('Password is required');
  });
  test('otp must be six digits and of a known type', () => {
    expect(messageOf(verifyOtpSchema, { code: '12345', email: 'a@b.ng', type: 'verify-email' })).toBe(
      'Please enter the 6 digit code',
    );
    expect(messageOf(resendOtpSchema, { email: 'a@b.ng', type: 'other' })).toBe('Invalid code type');
  });
  test('complete profile needs role and phone', () => {
    expect(messageOf(completeProfileSchema, { role: 'AGENT' })).toBe('Please complete your profile to proceed.');
    expect(messageOf(completeProfileSchema, { phoneNumber: '08031234567' })).toBe(
      'Please complete your profile to proceed.',
    );
  });
  test('password change messages', () => {
    expect(messageOf(changePasswordSchema, { currentPassword: '', newPassword: 'long-enough' })).toBe(
      'Current Password is required',
    );
    expect(messageOf(changePasswordSchema, { currentPassword: 'x', newPassword: 'short' })).toBe(
      'New Password must contain at least 8 characters',
    );
  });
  test('profile update: bio empty or 40–800, something to update', () => {
    expect(messageOf(updateProfileSchema, { bio: 'too short' })).toBe('Bio must contain at least 40 characters');
    expect(messageOf(updateProfileSchema, { bio: 'x'.repeat(801) })).toBe('Bio must contain upto 800 characters');
    expect(updateProfileSchema.safeParse({ bio: '' }).success).toBe(true);
    expect(messageOf(updateProfileSchema, {})).toBe('Nothing to update');
  });
  test('home path per role', () => {
    expect(homePathForRole('AGENT')).toBe('/agent/dashboard');
    expect(homePathForRole('ADMIN')).toBe('/admin/dashboard');
    expect(homePathForRole('BUYER')).toBe('/');
  });
});

describe('formatters', () => {
  test('naira with two decimals', () => {
    expect(formatNaira(1500000)).toBe('₦1,500,000.00');
    expect(formatNaira(0.5)).toBe('₦0.50');
    expect(formatNaira(-20)).toBe('-₦20.00');
  });
  test('compact numbers drop a trailing .0', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(2_000_000)).toBe('2M');
    expect(formatCompact(2_450_000)).toBe('2.5M');
    expect(formatCompact(3_100_000_000)).toBe('3.1B');
    expect(formatCompact(999_950)).toBe('1M');
    expect(formatCompact(999.96)).toBe('1K');
    expect(formatCompact(999_949)).toBe('999.9K');
  });

  test('compact numbers are rounded to one decimal, not cut (spec §9)', () => {
    expect(formatCompactNaira(54_097_250)).toBe('₦54.1M');
    expect(formatCompactNaira(20_385_068)).toBe('₦20.4M');
    expect(formatCompact(1_049_999)).toBe('1M');
    expect(formatCompact(1_050_000)).toBe('1.1M');
    expect(formatCompact(999_960_000_000)).toBe('1,000B');
    expect(formatCompact(-2_450_000)).toBe('-2.5M');
    expect(formatCompact(12.34)).toBe('12.3');
    expect(formatCompactNaira(45_000_000)).toBe('₦45M');
  });
  test('file sizes in KB below a million bytes, else MB', () => {
    expect(formatFileSize(524_288)).toBe('524.29 KB');
    expect(formatFileSize(999_999)).toBe('1000.00 KB');
    expect(formatFileSize(3_145_728)).toBe('3.15 MB');
  });
  test('kobo round trip', () => {
    expect(nairaToKobo(1234.56)).toBe(123456);
    expect(koboToNaira(123456n)).toBe(1234.56);
  });
  test('dates in Lagos time', () => {
    // 23:30 UTC on the 21st is already the 22nd in Lagos (UTC+1).
    expect(formatLagosDate('2026-11-21T23:30:00Z')).toBe('22 Nov 2026');
  });
  test('room dates: time today, Yesterday, else the date', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRoomDate('2026-11-22T08:05:00Z', now)).toBe('09:05');
    expect(formatRoomDate('2026-11-21T08:05:00Z', now)).toBe('Yesterday');
    expect(formatRoomDate('2026-11-10T08:05:00Z', now)).toBe('10 Nov 2026');
  });
  test('missing values show N/A', () => {
    expect(orNA(null)).toBe('N/A');
    expect(orNA('')).toBe('N/A');
    expect(orNA(0)).toBe('0');
  });
  test('visibility names follow the spec', () => {
    expect(visibilityName(4)).toBe('Exclusive');
    expect(visibilityName(undefined)).toBe('Standard');
    expect(visibilityName(9)).toBe('Standard');
  });
});
