// better-auth, configured for our REST contract: email + password with email-OTP verification, optional
// Google. Our own routes (/api/v1/auth/*) call `auth.api.*` on the server; better-auth's own HTTP handler is
// mounted only for the Google redirect flow (see app.ts), so its generic endpoints cannot set fields such as
// `role` from a request.
import { limits } from '@naija-homes/contracts/limits';
import { messages } from '@naija-homes/contracts/messages';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { errorFields, type Logger, redactQueryParams } from '../lib/logger';
import { personSlug } from '../lib/slug';
import type { Mailer } from '../providers/mail';
import { resetCodeMail, verificationCodeMail } from '../providers/mail/templates';

export const AUTH_BASE_PATH = '/api/auth';
export const COOKIE_PREFIX = 'naija';
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** Whether a Cookie header carries a session cookie at all (valid or not): without one the visitor is signed out. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
}

/** Our user columns, declared so better-auth reads and writes them; none can come from a request. */
const serverOnly = <T extends 'string' | 'boolean' | 'date'>(type: T, defaultValue?: string | boolean) => ({
  type,
  required: false,
  input: false,
  ...(defaultValue === undefined ? {} : { defaultValue }),
});

export function createAuth({ config, database, mailer, logger }: AuthDeps) {
  const { db } = database;

  async function firstNameOf(email: string): Promise<string> {
    const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.email, email)).limit(1);
    return row?.firstName ?? '';
  }

  return betterAuth({
    appName: 'Naija Homes',
    baseURL: config.baseUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    telemetry: { enabled: false },
    logger: {
      disabled: config.logLevel === 'silent',
      log: (level, message, ...args) => {
        // better-auth passes the failed query's error along: its values are redacted like every other error's.
        const fields = args.length
          ? { args: args.map((a) => (a instanceof Error ? errorFields(a) : redactQueryParams(String(a)))) }
          : undefined;
        if (level === 'error') logger.error(`better-auth: ${message}`, fields);
        else if (level === 'warn') logger.warn(`better-auth: ${message}`, fields);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      database: { generateId: 'uuid' },
    },
    // Our own limiter (lib/rate-limit.ts) keeps its counters in the database for every instance.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: limits.passwordMin,
      maxPasswordLength: limits.passwordMax,
      revokeSessionsOnPasswordReset: true,
      autoSignIn: false,
    },
    emailVerification: {
      sendOnSignUp: false,
      // An unverified sign-in mails a fresh code (through the email-OTP override below).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
    },
    user: {
      additionalFields: {
        firstName: serverOnly('string', ''),
        lastName: serverOnly('string', ''),
        phoneNumber: serverOnly('string'),
        role: serverOnly('string'),
        slug: serverOnly('string'),
        username: serverOnly('string'),
        bio: serverOnly('string'),
        coverPhoto: serverOnly('string'),
        isBlocked: serverOnly('boolean', false),
        provider: serverOnly('string', 'email'),
        platform: serverOnly('string', 'web'),
        agreeToTerms: serverOnly('boolean', false),
        isPhoneVerified: serverOnly('boolean', false),
        isOnline: serverOnly('boolean', false),
        lastSeen: serverOnly('date'),
        isProfileComplete: serverOnly('boolean', true),
      },
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            mapProfileToUser: (profile) => ({
              firstName: profile.given_name ?? '',
              lastName: profile.family_name ?? '',
            }),
          },
        }
      : {},
    databaseHooks: {
      user: {
        create: {
          // Users created by better-auth itself (Google) still need our fields; email sign-ups set them directly.
          before: async (user) => {
            const record = user as typeof user & { firstName?: string; lastName?: string; slug?: string };
            if (record.slug) return { data: record };
            const [first = '', ...rest] = (record.name ?? '').split(' ');
            const firstName = record.firstName || first;
            const lastName = record.lastName || rest.join(' ');
            return {
              data: {
                ...record,
                firstName,
                lastName,
                slug: personSlug(firstName, lastName),
                provider: 'google',
                role: null,
                isProfileComplete: false,
                agreeToTerms: true,
              },
            };
          },
        },
      },
      session: {
        create: {
          // Blocked users never get a session, whatever the sign-in method.
          before: async (session) => {
            const [row] = await db
              .select({ isBlocked: users.isBlocked })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (row?.isBlocked)
              throw new APIError('FORBIDDEN', { message: messages.accountBlocked, code: 'ACCOUNT_BLOCKED' });
          },
        },
      },
    },
    plugins: [
      // Apps send the session as `Authorization: Bearer <token>` (auth/credentials.ts drops their cookies first);
      // sign-in answers the token in `Set-Auth-Token`. Only signed tokens: a raw token alone is not accepted.
      bearer({ requireSignature: true }),
      emailOTP({
        otpLength: limits.otpLength,
        expiresIn: limits.otpExpiresInSeconds,
        allowedAttempts: limits.otpAllowedAttempts,
        overrideDefaultEmailVerification: true,
        sendVerificationOnSignUp: false,
        storeOTP: 'hashed',
        async sendVerificationOTP({ email, otp, type }) {
          const name = await firstNameOf(email);
          // better-auth has stored the code already, outside any transaction of ours: the mail is queued at once.
          if (type === 'email-verification') await mailer.send(database.db, verificationCodeMail(email, name, otp));
          else if (type === 'forget-password') await mailer.send(database.db, resetCodeMail(email, name, otp));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
