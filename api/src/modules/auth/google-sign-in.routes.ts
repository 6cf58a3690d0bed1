// /api/auth: the only better-auth endpoints we expose, the Google redirect flow, mounted only when Google is
// configured. better-auth answers them itself; these definitions document them and give them their place in the
// access matrix.
import { googleSignInAnswerSchema, googleSignInBodySchema } from '@naija-homes/contracts/auth';
import type { Context } from 'hono';
import * as z from 'zod';
import { type AppEnv, defineRoute, errorResponse, jsonResponse, router } from '../../lib/route';

const tags = ['Auth'];

/**
 * better-auth reads the request itself, so the body is documented with the JSON schema of the contract rather than
 * the zod schema: @hono/zod-openapi validates only zod bodies, and validating would consume the body before
 * better-auth reads it. better-auth checks the body with its own rules.
 */
const { $schema: _dialect, ...signInBodyJsonSchema } = z.toJSONSchema(googleSignInBodySchema, { io: 'input' });

const signIn = defineRoute({
  method: 'post',
  operationId: 'authGoogleSignIn',
  path: '/sign-in/social',
  tags,
  access: 'public',
  summary: 'Start Google sign-in (better-auth): the Google consent URL to send the browser to',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: signInBodyJsonSchema as Record<string, unknown> } },
    },
  },
  responses: {
    200: jsonResponse(googleSignInAnswerSchema, 'Where to send the browser'),
    403: errorResponse('Refused by better-auth: a callback URL or origin that is not ours'),
  },
});

const callback = defineRoute({
  method: 'get',
  operationId: 'authGoogleCallback',
  path: '/callback/google',
  tags,
  access: 'public',
  summary: 'Google OAuth callback (better-auth): signs in and redirects to callbackURL (or errorCallbackURL)',
  responses: { 302: { description: 'Redirect' } },
});

const errorPage = defineRoute({
  method: 'get',
  operationId: 'authGoogleErrorPage',
  path: '/error',
  tags,
  access: 'public',
  summary: 'better-auth error page for a failed OAuth sign-in',
  responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } } },
});

/**
 * better-auth's answer, passed through untouched (its cookies and redirects included). It is a plain Response, so
 * it is typed as `never` to satisfy the typed responses; the test client still checks it against the definition.
 */
const betterAuth = (c: Context<AppEnv>) => c.var.services.auth.handler(c.req.raw) as Promise<never>;

/** Mounted at AUTH_BASE_PATH (/api/auth) when Google is configured. */
export const googleSignInRoutes = router()
  .openapi(signIn, betterAuth)
  .openapi(callback, betterAuth)
  .openapi(errorPage, betterAuth);
