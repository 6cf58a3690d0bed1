// POST /api/v1/auth/*: the accounts contract of issue 2 (JSON in, JSON out, cookie session).
import {
  completeProfileSchema,
  forgotPasswordSchema,
  messages,
  resendOtpSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  userSchema,
  verifyOtpSchema,
} from '@naija-homes/contracts';
import { Hono } from 'hono';
import * as z from 'zod';
import { requireUser } from '../../auth/guard';
import { clientIp, forwardCookies } from '../../lib/http';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { requireUserJson } from '../users/users.service';
import * as service from './auth.service';

export function authRoutes(deps: service.AuthServiceDeps) {
  const { db } = deps.database;
  return new Hono()
    .post('/sign-up', validate('json', signUpSchema), async (c) => {
      await service.signUp(deps, c.req.valid('json'));
      return c.json({ message: messages.signUpSuccess }, 201);
    })
    .post('/verify-otp', validate('json', verifyOtpSchema), async (c) => {
      const input = c.req.valid('json');
      const result = await service.verifyOtp(deps, input, c.req.raw.headers);
      if (!result) return c.json({ message: messages.resetCodeValid });
      forwardCookies(c, result.headers);
      return c.json({ data: await requireUserJson(db, result.userId), message: messages.emailVerified });
    })
    .post('/resend-otp', validate('json', resendOtpSchema), async (c) => {
      await service.resendOtp(deps, c.req.valid('json'));
      return c.json({ message: messages.otpSent });
    })
    .post('/sign-in', validate('json', signInSchema), async (c) => {
      const result = await service.signIn(deps, c.req.valid('json'), c.req.raw.headers, clientIp(c));
      forwardCookies(c, result.headers);
      return c.json({ data: await requireUserJson(db, result.userId) });
    })
    .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
      await service.forgotPassword(deps, c.req.valid('json').email);
      return c.json({ message: messages.forgotPasswordSent });
    })
    .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
      await service.resetPassword(deps, c.req.valid('json'));
      return c.json({ message: messages.passwordReset });
    })
    .post('/sign-out', async (c) => {
      forwardCookies(c, await service.signOut(deps, c.req.raw.headers));
      return c.json({ message: messages.signedOut });
    })
    .post('/complete-profile', requireUser(deps.auth, db), validate('json', completeProfileSchema), async (c) => {
      await service.completeProfile(deps, c.get('user'), c.req.valid('json'));
      return c.json({ data: await requireUserJson(db, c.get('user').id), message: messages.profileCompleted });
    });
}

const userResponse = z.object({ data: userSchema, message: z.string().optional() });
const tag = 'Auth';
const base = '/api/v1/auth';

export const authDocs: RouteDoc[] = [
  {
    method: 'post',
    path: `${base}/sign-up`,
    tag,
    access: 'public',
    body: signUpSchema,
    summary: 'Create an AGENT or BUYER account and mail a 6-digit verify-email code',
    responses: {
      201: { description: 'Account created', schema: messageResponseSchema },
      400: errorResponses[400],
      409: { description: 'Email taken', schema: messageResponseSchema },
      429: { description: 'Too many codes requested', schema: messageResponseSchema },
    },
  },
  {
    method: 'post',
    path: `${base}/verify-otp`,
    tag,
    access: 'public',
    body: verifyOtpSchema,
    summary: 'Check a code: verify-email signs in (Set-Cookie) and returns the user; reset-password returns a message',
    responses: {
      200: {
        description: 'User (verify-email) or message (reset-password)',
        schema: z.union([userResponse, messageResponseSchema]),
      },
      400: errorResponses[400],
      429: { description: 'Rate limited', schema: messageResponseSchema },
    },
  },
  {
    method: 'post',
    path: `${base}/resend-otp`,
    tag,
    access: 'public',
    body: resendOtpSchema,
    summary: 'Mail a new code (same answer for unknown emails)',
    responses: {
      200: { description: 'Sent', schema: messageResponseSchema },
      400: errorResponses[400],
      429: { description: 'Rate limited', schema: messageResponseSchema },
    },
  },
  {
    method: 'post',
    path: `${base}/sign-in`,
    tag,
    access: 'public',
    body: signInSchema,
    summary: 'Sign in with email and password (sets the session cookie)',
    description: 'Unverified email: 403 and a new code is mailed. Blocked account: 403.',
    responses: {
      200: { description: 'Signed in', schema: userResponse },
      400: errorResponses[400],
      401: { description: 'Wrong email or password', schema: messageResponseSchema },
      403: { description: 'Unverified or blocked', schema: messageResponseSchema },
      429: { description: 'Rate limited', schema: messageResponseSchema },
    },
  },
  {
    method: 'post',
    path: `${base}/forgot-password`,
    tag,
    access: 'public',
    body: forgotPasswordSchema,
    summary: 'Mail a reset-password code; always the same answer',
    responses: {
      200: { description: 'Accepted', schema: messageResponseSchema },
      400: errorResponses[400],
      429: { description: 'Rate limited', schema: messageResponseSchema },
    },
  },
  {
    method: 'post',
    path: `${base}/reset-password`,
    tag,
    access: 'public',
    body: resetPasswordSchema,
    summary: 'Set a new password with a reset code; every session of the account is revoked',
    responses: {
      200: { description: 'Password reset', schema: messageResponseSchema },
      400: errorResponses[400],
      429: { description: 'Rate limited', schema: messageResponseSchema },
    },
  },
  {
    method: 'post',
    path: `${base}/sign-out`,
    tag,
    access: 'public',
    summary: 'End the current session and clear the cookie',
    responses: { 200: { description: 'Signed out', schema: messageResponseSchema } },
  },
  {
    method: 'post',
    path: `${base}/complete-profile`,
    tag,
    access: 'user',
    body: completeProfileSchema,
    summary: 'After Google sign-in: choose the role and phone number',
    responses: {
      200: { description: 'Profile completed', schema: userResponse },
      400: errorResponses[400],
      401: errorResponses[401],
      403: { description: 'Profile already complete', schema: messageResponseSchema },
    },
  },
];
