import { changePasswordSchema, messages, updateProfileSchema, userSchema } from '@naija-homes/contracts';
import { fileMessages, fileRules } from '@naija-homes/contracts/upload';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import { type AuthedEnv, requireUser } from '../../auth/guard';
import { HttpError } from '../../lib/errors';
import { forwardCookies } from '../../lib/http';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { acceptFile, readMultipart, singleFile } from '../../lib/upload';
import { validate } from '../../lib/validate';
import type { FileStorage } from '../../providers/storage';
import * as authService from '../auth/auth.service';
import { type ProfileImage, requireUserJson, setProfileImage, updateProfile } from './users.service';

const imageFields = { photo: 'photo', coverPhoto: 'cover photo' } as const;

export function userRoutes(deps: authService.AuthServiceDeps, storage: FileStorage) {
  const { db } = deps.database;
  const signedIn = requireUser(deps.auth, db);
  const upload = (which: ProfileImage) => async (c: Context<AuthedEnv>) => {
    const form = await readMultipart(c);
    const file = singleFile(form, which);
    if (!file) throw new HttpError(400, fileMessages.required(imageFields[which]));
    await setProfileImage(db, storage, c.get('user').id, which, await acceptFile(file, fileRules[which]));
    return c.json({ data: await requireUserJson(db, c.get('user').id), message: messages.profileUpdated });
  };
  const clear = (which: ProfileImage) => async (c: Context<AuthedEnv>) => {
    await setProfileImage(db, storage, c.get('user').id, which, null);
    return c.json({ data: await requireUserJson(db, c.get('user').id), message: messages.profileUpdated });
  };
  return new Hono()
    .get('/me', signedIn, async (c) => c.json({ data: await requireUserJson(db, c.get('user').id) }))
    .patch('/profile', signedIn, validate('json', updateProfileSchema), async (c) => {
      await updateProfile(db, c.get('user'), c.req.valid('json'));
      return c.json({ data: await requireUserJson(db, c.get('user').id), message: messages.profileUpdated });
    })
    .put('/photo', signedIn, upload('photo'))
    .delete('/photo', signedIn, clear('photo'))
    .put('/cover-photo', signedIn, upload('coverPhoto'))
    .delete('/cover-photo', signedIn, clear('coverPhoto'))
    .patch('/password', signedIn, validate('json', changePasswordSchema), async (c) => {
      forwardCookies(c, await authService.changePassword(deps, c.req.valid('json'), c.req.raw.headers));
      return c.json({ message: messages.passwordChanged });
    });
}

const userResponse = z.object({ data: userSchema, message: z.string().optional() });
const tag = 'User';

const imageDoc = (which: ProfileImage, method: 'put' | 'delete'): RouteDoc => {
  const path = which === 'photo' ? '/api/v1/user/photo' : '/api/v1/user/cover-photo';
  const rule = fileRules[which];
  return method === 'put'
    ? {
        method,
        path,
        tag,
        access: 'user',
        summary: `Upload the ${imageFields[which]}: multipart field \`${which}\`, ${rule.label} by content, at most ${rule.maxBytes / 1024 / 1024} MB`,
        responses: {
          200: { description: 'Updated user', schema: userResponse },
          400: errorResponses[400],
          401: errorResponses[401],
          413: { description: 'File too large', schema: messageResponseSchema },
          415: { description: 'Not multipart/form-data', schema: messageResponseSchema },
        },
      }
    : {
        method,
        path,
        tag,
        access: 'user',
        summary: `Remove the ${imageFields[which]}`,
        responses: { 200: { description: 'Updated user', schema: userResponse }, 401: errorResponses[401] },
      };
};

export const userDocs: RouteDoc[] = [
  imageDoc('photo', 'put'),
  imageDoc('photo', 'delete'),
  imageDoc('coverPhoto', 'put'),
  imageDoc('coverPhoto', 'delete'),
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
