import { changePasswordSchema, messages, updateProfileSchema, userSchema } from '@naija-homes/contracts';
import { Hono } from 'hono';
import * as z from 'zod';
import { requireUser } from '../../auth/guard';
import { forwardCookies } from '../../lib/http';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import * as authService from '../auth/auth.service';
import { requireUserJson, updateProfile } from './users.service';

export function userRoutes(deps: authService.AuthServiceDeps) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.auth, db);
  return new Hono()
    .get('/me', signedIn, async (c) => c.json({ data: await requireUserJson(db, c.get('user').id) }))
    .patch('/profile', signedIn, validate('json', updateProfileSchema), async (c) => {
      await updateProfile(db, c.get('user'), c.req.valid('json'));
      return c.json({ data: await requireUserJson(db, c.get('user').id), message: messages.profileUpdated });
    })
    .patch('/password', signedIn, validate('json', changePasswordSchema), async (c) => {
      forwardCookies(c, await authService.changePassword(deps, c.req.valid('json'), c.req.raw.headers));
      return c.json({ message: messages.passwordChanged });
    });
}

const userResponse = z.object({ data: userSchema, message: z.string().optional() });
const tag = 'User';

export const userDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/user/me',
    tag,
    access: 'user',
    summary: 'The signed-in user',
    responses: { 200: { description: 'The user', schema: userResponse }, 401: errorResponses[401] },
  },
  {
    method: 'patch',
    path: '/api/v1/user/profile',
    tag,
    access: 'user',
    body: updateProfileSchema,
    summary: 'Change first name, last name, phone number or bio (bio: agents only)',
    responses: {
      200: { description: 'Updated user', schema: userResponse },
      400: errorResponses[400],
      401: errorResponses[401],
    },
  },
  {
    method: 'patch',
    path: '/api/v1/user/password',
    tag,
    access: 'user',
    body: changePasswordSchema,
    summary: 'Change the password (other sessions are revoked; this one gets a fresh cookie)',
    responses: {
      200: { description: 'Changed', schema: messageResponseSchema },
      400: errorResponses[400],
      401: errorResponses[401],
    },
  },
];
