// better-auth's error codes mapped to the messages our contract promises.
import { messages } from '@naija-homes/contracts/messages';
import { APIError } from 'better-auth/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError, pgErrorCode } from '../../lib/errors';

const byCode: Record<string, [ContentfulStatusCode, string]> = {
  INVALID_EMAIL_OR_PASSWORD: [401, messages.invalidCredentials],
  EMAIL_NOT_VERIFIED: [403, messages.verifyEmailFirst],
  ACCOUNT_BLOCKED: [403, messages.accountBlocked],
  OTP_EXPIRED: [400, messages.otpWrong],
  INVALID_OTP: [400, messages.otpWrong],
  USER_NOT_FOUND: [400, messages.otpWrong],
  TOO_MANY_ATTEMPTS: [400, messages.otpTooManyAttempts],
  INVALID_PASSWORD: [400, messages.currentPasswordWrong],
  CREDENTIAL_ACCOUNT_NOT_FOUND: [400, messages.currentPasswordWrong],
  PASSWORD_TOO_SHORT: [400, messages.passwordHint],
  PASSWORD_TOO_LONG: [400, messages.passwordMax],
  INVALID_EMAIL: [400, messages.emailInvalid],
};

/** Rethrows a better-auth APIError as our HttpError; anything unknown goes on to the 500 handler. */
export function toHttpError(error: unknown): never {
  if (error instanceof APIError) {
    const code = typeof error.body?.code === 'string' ? error.body.code : '';
    const mapped = byCode[code];
    if (mapped) throw new HttpError(mapped[0], mapped[1]);
  }
  throw error;
}

/** Runs a better-auth call, translating its errors. */
export async function authCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    return toHttpError(error);
  }
}

/** PostgreSQL unique violation (23505), through Drizzle's wrapper on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}
