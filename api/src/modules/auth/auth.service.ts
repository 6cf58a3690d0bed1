// The accounts rules: sign-up (user + credential account + agent row in one transaction), codes, sign-in,
// password reset, profile completion. better-auth does the cryptography, sessions and one-time codes.
import type {
  completeProfileSchema,
  resendOtpSchema,
  resetPasswordSchema,
  signUpSchema,
  verifyOtpSchema,
} from '@naija-homes/contracts/auth';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { AppServices, UserRow } from '../../app-env';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { sessionHeaders } from '../../auth/credentials';
import { insertPasswordUser } from '../../auth/password-users';
import { agents, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { errorFields } from '../../lib/logger';
import { countHit, forgiveRateLimit, hitRateLimit } from '../../lib/rate-limit';
import { adminAlertMail, welcomeMail } from '../../providers/mail/templates';
import { notify } from '../notifications/notifications.service';
import { authCall, isUniqueViolation } from './auth.errors';

/** What the accounts rules use of the app's services (a route passes `c.var.services`). */
export type AuthServiceDeps = Pick<AppServices, 'auth' | 'database' | 'mailer' | 'config' | 'logger' | 'rateRules'>;

export const welcomeNotification = {
  title: 'Welcome to Naija Homes',
  message: 'Your email is verified and your account is ready.',
};

async function findByEmail(deps: AuthServiceDeps, email: string) {
  const [row] = await deps.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Sign-up and password reset rest on a mailed code: with MAIL_DISABLED they are refused before anything is stored. */
function requireMail(deps: AuthServiceDeps): void {
  if (deps.mailer.transport === 'off') throw new HttpError(503, messages.mailOff);
}

export async function signUp(deps: AuthServiceDeps, input: z.output<typeof signUpSchema>): Promise<void> {
  const { db } = deps.database;
  requireMail(deps);
  refuseCommonPassword(input.password);
  await hitRateLimit(deps.database, `otp-send:${input.email}`, deps.rateRules.otpSend);
  if (await findByEmail(deps, input.email)) throw new HttpError(409, messages.emailTaken);
  const passwordHash = await (await deps.auth.$context).password.hash(input.password);
  try {
    await db.transaction(async (tx) => {
      const userId = await insertPasswordUser(
        tx,
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          role: input.role,
          provider: 'email',
        },
        passwordHash,
      );
      if (input.role === 'AGENT') await tx.insert(agents).values({ userId });
    });
  } catch (error) {
    // Two sign-ups racing for one email: the loser sees the same 409 (a slug clash is astronomically rare).
    if (isUniqueViolation(error)) throw new HttpError(409, messages.emailTaken);
    throw error;
  }
  await deps.auth.api.sendVerificationOTP({ body: { email: input.email, type: 'email-verification' } });
}

/** verify-email: verifies, signs in (Set-Cookie headers returned) and welcomes. reset-password: checks only. */
export async function verifyOtp(
  deps: AuthServiceDeps,
  input: z.output<typeof verifyOtpSchema>,
  headers: Headers,
): Promise<{ userId: string; headers: Headers } | null> {
  await hitRateLimit(deps.database, `otp-verify:${input.email}`, deps.rateRules.otpVerify);
  if (input.type === 'reset-password') {
    await authCall(() =>
      deps.auth.api.checkVerificationOTP({ body: { email: input.email, otp: input.code, type: 'forget-password' } }),
    );
    return null;
  }
  const before = await findByEmail(deps, input.email);
  const result = await authCall(() =>
    deps.auth.api.verifyEmailOTP({ body: { email: input.email, otp: input.code }, headers, returnHeaders: true }),
  );
  const userId = result.response.user.id;
  if (before && !before.emailVerified) await welcome(deps, before);
  return { userId, headers: result.headers };
}

async function welcome(deps: AuthServiceDeps, user: UserRow): Promise<void> {
  try {
    // The notification and the mail commit together, so neither goes without the other.
    await deps.database.db.transaction(async (tx) => {
      await notify(tx, user.id, welcomeNotification);
      await deps.mailer.send(tx, welcomeMail(user.email, user.firstName, user.role, deps.config.baseUrl));
    });
  } catch (error) {
    // The account is verified either way; a lost welcome must not fail the request.
    deps.logger.error('welcome failed', { userId: user.id, ...errorFields(error) });
  }
}

export async function resendOtp(deps: AuthServiceDeps, input: z.output<typeof resendOtpSchema>): Promise<void> {
  requireMail(deps);
  await hitRateLimit(deps.database, `otp-send:${input.email}`, deps.rateRules.otpSend);
  if (input.type === 'reset-password') {
    await deps.auth.api.requestPasswordResetEmailOTP({ body: { email: input.email } });
    return;
  }
  const user = await findByEmail(deps, input.email);
  // Same answer whether or not the account exists or is already verified (no enumeration).
  if (!user || user.emailVerified) return;
  await deps.auth.api.sendVerificationOTP({ body: { email: input.email, type: 'email-verification' } });
}

export async function signIn(
  deps: AuthServiceDeps,
  input: { email: string; password: string },
  headers: Headers,
  from: { ip: string; knownDevice: string | null },
): Promise<{ userId: string; headers: Headers }> {
  // Limits are per client and per (account, client), never per account alone: a stranger guessing someone's
  // password slows themselves down but cannot lock the owner out (spec of issue 14). A browser that has signed in to
  // this account before (known-device.ts) is limited per (account, device) instead, and not by its address: when
  // an address has used up its failures (a shared office, a carrier's NAT), the people who use it still sign in.
  const ipKey = from.knownDevice ? null : `sign-in:ip:${from.ip}`;
  const accountKey = from.knownDevice
    ? `sign-in:${input.email}:device:${from.knownDevice}`
    : `sign-in:${input.email}:${from.ip}`;
  const alertKey = `sign-in-alert:${input.email}`;
  if (ipKey) await hitRateLimit(deps.database, ipKey, deps.rateRules.signInPerIp);
  await hitRateLimit(deps.database, accountKey, deps.rateRules.signIn);
  const attempts = await countHit(deps.database, alertKey, deps.rateRules.signInAlert);
  const result = await authCall(() =>
    deps.auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers, returnHeaders: true }),
  ).catch(async (error: unknown) => {
    // The owner hears of a run of failures once per window, whoever and wherever the attempts come from.
    if (attempts === deps.rateRules.signInAlert.max) await alertOwner(deps, input.email, attempts);
    throw error;
  });
  // Only failed attempts count towards the limits.
  await Promise.all([
    ipKey ? forgiveRateLimit(deps.database, ipKey) : undefined,
    forgiveRateLimit(deps.database, accountKey),
    forgiveRateLimit(deps.database, alertKey),
  ]);
  return { userId: result.response.user.id, headers: result.headers };
}

async function alertOwner(deps: AuthServiceDeps, email: string, attempts: number): Promise<void> {
  const user = await findByEmail(deps, email);
  if (!user) return;
  try {
    await deps.mailer.send(
      deps.database.db,
      adminAlertMail(email, messages.signInAttemptsSubject, [
        `Hello ${user.firstName ?? ''},`.replace(' ,', ','),
        messages.signInAttemptsNotice(attempts),
      ]),
    );
  } catch (error) {
    deps.logger.error('sign-in alert mail failed', errorFields(error));
  }
}

export async function forgotPassword(deps: AuthServiceDeps, email: string): Promise<void> {
  requireMail(deps);
  await hitRateLimit(deps.database, `otp-send:${email}`, deps.rateRules.otpSend);
  // better-auth answers the same for unknown emails and only mails existing accounts.
  await deps.auth.api.requestPasswordResetEmailOTP({ body: { email } });
}

export async function resetPassword(deps: AuthServiceDeps, input: z.output<typeof resetPasswordSchema>): Promise<void> {
  refuseCommonPassword(input.password);
  await hitRateLimit(deps.database, `otp-verify:${input.email}`, deps.rateRules.otpVerify);
  // revokeSessionsOnPasswordReset: every session of the account ends in the same transaction.
  await authCall(() =>
    deps.auth.api.resetPasswordEmailOTP({ body: { email: input.email, otp: input.code, password: input.password } }),
  );
}

export async function signOut(deps: AuthServiceDeps, headers: Headers): Promise<Headers | null> {
  try {
    const result = await deps.auth.api.signOut({ headers: sessionHeaders(headers), returnHeaders: true });
    return result.headers;
  } catch {
    // No session (already signed out): nothing to end.
    return null;
  }
}

export async function completeProfile(
  deps: AuthServiceDeps,
  user: UserRow,
  input: z.output<typeof completeProfileSchema>,
): Promise<void> {
  if (user.isProfileComplete && user.role) throw new HttpError(403, messages.forbidden);
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role: input.role, phoneNumber: input.phoneNumber, isProfileComplete: true })
      .where(eq(users.id, user.id));
    if (input.role === 'AGENT') await tx.insert(agents).values({ userId: user.id }).onConflictDoNothing();
  });
}

export async function changePassword(
  deps: AuthServiceDeps,
  input: { currentPassword: string; newPassword: string },
  headers: Headers,
): Promise<Headers> {
  refuseCommonPassword(input.newPassword);
  const result = await authCall(() =>
    deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: sessionHeaders(headers),
      returnHeaders: true,
    }),
  );
  return result.headers;
}
