// /api/v1/user: the signed-in user's own account (profile, photo and cover photo, password).
import { changePasswordSchema } from '@naija-homes/contracts/auth';
import { messages } from '@naija-homes/contracts/messages';
import { fileMessages, fileRules } from '@naija-homes/contracts/upload';
import { updateProfileSchema, userResponseSchema } from '@naija-homes/contracts/user';
import type { Context } from 'hono';
import type { AppServices } from '../../app-env';
import { HttpError } from '../../lib/errors';
import { forwardCookies } from '../../lib/http';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  multipartBody,
  router,
} from '../../lib/route';
import { type AcceptedFile, acceptFile, readMultipart, singleFile } from '../../lib/upload';
import * as authService from '../auth/auth.service';
import { type ProfileImage, requireUserJson, setProfileImage, updateProfile } from './users.service';

const tags = ['User'];
const updatedUser = jsonResponse(userResponseSchema, 'Updated user');
const imageFields = { photo: 'photo', coverPhoto: 'cover photo' } as const;

/** Each image's form: one file part named after it, and nothing else. */
const imageForms = {
  photo: multipartBody({ photo: { description: `The ${imageFields.photo}` } }),
  coverPhoto: multipartBody({ coverPhoto: { description: `The ${imageFields.coverPhoto}` } }),
};

const uploadImage = <const P extends string>(which: ProfileImage, path: P) => {
  const rule = fileRules[which];
  return defineRoute({
    method: 'put',
    operationId: which === 'photo' ? 'usersUploadPhoto' : 'usersUploadCoverPhoto',
    path,
    tags,
    access: 'signed-in',
    summary: `Upload the ${imageFields[which]}: multipart field \`${which}\`, ${rule.label} by content, at most ${rule.maxBytes / 1024 / 1024} MB`,
    request: { body: imageForms[which] },
    responses: { 200: updatedUser, 503: errorResponse('File storage is unavailable') },
  });
};

const removeImage = <const P extends string>(which: ProfileImage, path: P) =>
  defineRoute({
    method: 'delete',
    operationId: which === 'photo' ? 'usersRemovePhoto' : 'usersRemoveCoverPhoto',
    path,
    tags,
    access: 'signed-in',
    summary: `Remove the ${imageFields[which]}`,
    responses: { 200: updatedUser },
  });

const me = defineRoute({
  method: 'get',
  operationId: 'usersMe',
  path: '/me',
  tags,
  access: 'signed-in',
  summary: 'The signed-in user',
  responses: { 200: jsonResponse(userResponseSchema, 'The user') },
});

const profile = defineRoute({
  method: 'patch',
  operationId: 'usersProfile',
  path: '/profile',
  tags,
  access: 'signed-in',
  summary: 'Change first name, last name, phone number or bio (bio: agents only)',
  request: { body: jsonBody(updateProfileSchema) },
  responses: {
    200: updatedUser,
    403: errorResponse('Blocked, or an agent renaming after their ID check verified the name'),
  },
});

const password = defineRoute({
  method: 'patch',
  operationId: 'usersPassword',
  path: '/password',
  tags,
  access: 'signed-in',
  apiKeys: false,
  summary: 'Change the password (other sessions are revoked; this one gets a fresh cookie)',
  request: { body: jsonBody(changePasswordSchema) },
  responses: { 200: messageResponse('Changed') },
});

/** The one image of the form's `which` field, checked by content against its rule. */
async function chosenImage(c: Context, which: ProfileImage): Promise<AcceptedFile> {
  const file = singleFile(await readMultipart(c, imageForms[which]), which);
  if (!file) throw new HttpError(400, fileMessages.required(imageFields[which]));
  return acceptFile(file, fileRules[which]);
}

/** Sets (or clears) the image and answers the updated user. */
async function savedImage(services: AppServices, userId: string, which: ProfileImage, file: AcceptedFile | null) {
  await setProfileImage(services.db, services.storage, userId, which, file);
  return { data: await requireUserJson(services.db, userId), message: messages.profileUpdated };
}

export const userRoutes = router()
  .openapi(me, async (c) => c.json({ data: await requireUserJson(c.var.services.db, c.var.user.id) }, 200))
  .openapi(profile, async (c) => {
    const { db } = c.var.services;
    await updateProfile(db, c.var.user, c.req.valid('json'));
    return c.json({ data: await requireUserJson(db, c.var.user.id), message: messages.profileUpdated }, 200);
  })
  .openapi(uploadImage('photo', '/photo'), async (c) =>
    c.json(await savedImage(c.var.services, c.var.user.id, 'photo', await chosenImage(c, 'photo')), 200),
  )
  .openapi(removeImage('photo', '/photo'), async (c) =>
    c.json(await savedImage(c.var.services, c.var.user.id, 'photo', null), 200),
  )
  .openapi(uploadImage('coverPhoto', '/cover-photo'), async (c) =>
    c.json(await savedImage(c.var.services, c.var.user.id, 'coverPhoto', await chosenImage(c, 'coverPhoto')), 200),
  )
  .openapi(removeImage('coverPhoto', '/cover-photo'), async (c) =>
    c.json(await savedImage(c.var.services, c.var.user.id, 'coverPhoto', null), 200),
  )
  .openapi(password, async (c) => {
    forwardCookies(c, await authService.changePassword(c.var.services, c.req.valid('json'), c.req.raw.headers));
    return c.json({ message: messages.passwordChanged }, 200);
  });
