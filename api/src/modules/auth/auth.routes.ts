// /api/v1/auth: the accounts contract of issue 2 (JSON in, JSON out, cookie session). better-auth's Set-Cookie
// headers are copied onto our answers.
import {
  completeProfileSchema,
  forgotPasswordSchema,
  resendOtpSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '@naija-homes/contracts/auth';
import { messages } from '@naija-homes/contracts/messages';
import { userResponseSchema } from '@naija-homes/contracts/user';
import { getCookie, setCookie } from 'hono/cookie';
import { clientIp, forwardCookies } from '../../lib/http';
import { limitPublicWrite } from '../../lib/rate-limit';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  rateLimitedResponse,
  router,
} from '../../lib/route';
import { requireUserJson } from '../users/users.service';
import * as service from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, deviceCookieValue, knownDeviceId } from './known-device';

const tags = ['Auth'];

/** Where a signed-in answer puts the session: the cookie for browsers, the token for apps (ADR 036). */
const sessionHeadersDoc = {
  'Set-Cookie': {
    description:
      'The HTTP-only session cookie `naija.session_token` (`__Secure-naija.session_token` when the site is served over HTTPS), 7 days',
    schema: { type: 'string' as const },
  },
  'Set-Auth-Token': {
    description: 'The same session as a bearer token for apps: send `Authorization: Bearer <token>`',
    schema: { type: 'string' as const },
  },
};
const rateLimited = rateLimitedResponse('Too many attempts or codes: try again later');
const mailOff = errorResponse(
  'Mail is switched off on this server (MAIL_DISABLED): no code can be sent; or the database is briefly unavailable (Retry-After)',
);

const signUp = defineRoute({
  method: 'post',
  operationId: 'authSignUp',
  path: '/sign-up',
  tags,
  access: 'public',
  summary: 'Create an AGENT or BUYER account and mail a 6-digit verify-email code',
  request: { body: jsonBody(signUpSchema) },
  responses: {
    201: messageResponse('Account created'),
    409: errorResponse('Email taken'),
    429: rateLimited,
    503: mailOff,
  },
});

const verifyOtp = defineRoute({
  method: 'post',
  operationId: 'authVerifyOtp',
  path: '/verify-otp',
  tags,
  access: 'public',
  summary: 'Check a code: verify-email signs in (Set-Cookie) and returns the user; reset-password returns a message',
  request: { body: jsonBody(verifyOtpSchema) },
  responses: {
    200: {
      ...jsonResponse(verifyOtpResponseSchema, 'User (verify-email) or message (reset-password)'),
      headers: sessionHeadersDoc,
    },
    403: errorResponse('The account is blocked'),
    429: rateLimited,
  },
});

const resendOtp = defineRoute({
  method: 'post',
  operationId: 'authResendOtp',
  path: '/resend-otp',
  tags,
  access: 'public',
  summary: 'Mail a new code (same answer for unknown emails)',
  request: { body: jsonBody(resendOtpSchema) },
  responses: { 200: messageResponse('Sent'), 429: rateLimited, 503: mailOff },
});

const signIn = defineRoute({
  method: 'post',
  operationId: 'authSignIn',
  path: '/sign-in',
  tags,
  access: 'public',
  summary: 'Sign in with email and password (sets the session cookie, and answers the session token for apps)',
  description:
    'Unverified email: 403 and a new code is mailed. Blocked account: 403. Browsers keep the cookie; apps send ' +
    'the `Set-Auth-Token` value as `Authorization: Bearer <token>`. The session lasts 7 days, renewed daily while used.',
  request: { body: jsonBody(signInSchema) },
  responses: {
    200: { ...jsonResponse(userResponseSchema, 'Signed in'), headers: sessionHeadersDoc },
    401: errorResponse('Wrong email or password'),
    403: errorResponse('Unverified or blocked'),
    429: rateLimited,
  },
});

const forgotPassword = defineRoute({
  method: 'post',
  operationId: 'authForgotPassword',
  path: '/forgot-password',
  tags,
  access: 'public',
  summary: 'Mail a reset-password code; always the same answer',
  request: { body: jsonBody(forgotPasswordSchema) },
  responses: { 200: messageResponse('Accepted'), 429: rateLimited, 503: mailOff },
});

const resetPassword = defineRoute({
  method: 'post',
  operationId: 'authResetPassword',
  path: '/reset-password',
  tags,
  access: 'public',
  summary: 'Set a new password with a reset code; every session of the account is revoked',
  request: { body: jsonBody(resetPasswordSchema) },
  responses: { 200: messageResponse('Password reset'), 429: rateLimited },
});

const signOut = defineRoute({
  method: 'post',
  operationId: 'authSignOut',
  path: '/sign-out',
  tags,
  access: 'public',
  summary: "End the current session (the cookie's, or the bearer session token's) and clear the cookie",
  description: 'Without a session there is nothing to end: the same answer.',
  responses: { 200: messageResponse('Signed out') },
  security: [{ sessionCookie: [] as string[] }, { sessionToken: [] as string[] }],
});

const completeProfile = defineRoute({
  method: 'post',
  operationId: 'authCompleteProfile',
  path: '/complete-profile',
  tags,
  access: 'signed-in',
  apiKeys: false,
  summary: 'After Google sign-in: choose the role and phone number',
  request: { body: jsonBody(completeProfileSchema) },
  responses: {
    200: jsonResponse(userResponseSchema, 'Profile completed'),
    403: errorResponse('Blocked, or the profile is already complete'),
  },
});

export const authRoutes = router()
  .openapi(signUp, async (c) => {
    await limitPublicWrite(c);
    await service.signUp(c.var.services, c.req.valid('json'));
    return c.json({ message: messages.signUpSuccess }, 201);
  })
  .openapi(verifyOtp, async (c) => {
    const { db } = c.var.services;
    const result = await service.verifyOtp(c.var.services, c.req.valid('json'), c.req.raw.headers);
    if (!result) return c.json({ message: messages.resetCodeValid }, 200);
    forwardCookies(c, result.headers);
    return c.json({ data: await requireUserJson(db, result.userId), message: messages.emailVerified }, 200);
  })
  .openapi(resendOtp, async (c) => {
    await service.resendOtp(c.var.services, c.req.valid('json'));
    return c.json({ message: messages.otpSent }, 200);
  })
  .openapi(signIn, async (c) => {
    const { config } = c.var.services;
    const input = c.req.valid('json');
    const result = await service.signIn(c.var.services, input, c.req.raw.headers, {
      ip: clientIp(c, config.trustProxyHops),
      knownDevice: knownDeviceId(config.authSecret, input.email, getCookie(c, DEVICE_COOKIE)),
    });
    forwardCookies(c, result.headers);
    setCookie(c, DEVICE_COOKIE, deviceCookieValue(config.authSecret, input.email), {
      path: '/api/v1/auth',
      httpOnly: true,
      sameSite: 'Strict',
      secure: config.baseUrl.startsWith('https:'),
      maxAge: DEVICE_COOKIE_MAX_AGE,
    });
    return c.json({ data: await requireUserJson(c.var.services.db, result.userId) }, 200);
  })
  .openapi(forgotPassword, async (c) => {
    await service.forgotPassword(c.var.services, c.req.valid('json').email);
    return c.json({ message: messages.forgotPasswordSent }, 200);
  })
  .openapi(resetPassword, async (c) => {
    await service.resetPassword(c.var.services, c.req.valid('json'));
    return c.json({ message: messages.passwordReset }, 200);
  })
  .openapi(signOut, async (c) => {
    forwardCookies(c, await service.signOut(c.var.services, c.req.raw.headers));
    return c.json({ message: messages.signedOut }, 200);
  })
  .openapi(completeProfile, async (c) => {
    const { user } = c.var;
    await service.completeProfile(c.var.services, user, c.req.valid('json'));
    return c.json({ data: await requireUserJson(c.var.services.db, user.id), message: messages.profileCompleted }, 200);
  });
