import { messages } from '@naija-homes/contracts';
import { notificationSchema, notificationsPageSchema } from '@naija-homes/contracts/notification';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { pageQuerySchema } from '../../lib/pagination';
import { validate } from '../../lib/validate';
import { listNotifications, markAllRead, markRead } from './notifications.service';

const idSchema = z.uuid();

export function notificationRoutes(auth: Auth, db: Db) {
  const signedIn = requireUser(auth, db);
  return new Hono()
    .get('/all', signedIn, validate('query', pageQuerySchema), async (c) => {
      const { page, limit } = c.req.valid('query');
      return c.json(await listNotifications(db, c.get('user').id, page, limit));
    })
    .patch('/read-all', signedIn, async (c) => {
      await markAllRead(db, c.get('user').id);
      return c.json({ message: 'All notifications marked as read' });
    })
    .patch('/:id/read', signedIn, async (c) => {
      const id = c.req.param('id');
      if (!idSchema.safeParse(id).success) throw new HttpError(404, messages.notFound);
      return c.json({ data: await markRead(db, c.get('user').id, id) });
    });
}

const tag = 'Notifications';

export const notificationDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/notification/all',
    tag,
    access: 'user',
    query: pageQuerySchema,
    summary: 'My notifications, newest first, with the unread count',
    responses: {
      200: {
        description: 'A page',
        schema: notificationsPageSchema,
      },
      400: errorResponses[400],
      401: errorResponses[401],
    },
  },
  {
    method: 'patch',
    path: '/api/v1/notification/read-all',
    tag,
    access: 'user',
    summary: 'Mark all my notifications read',
    responses: { 200: { description: 'Done', schema: messageResponseSchema }, 401: errorResponses[401] },
  },
  {
    method: 'patch',
    path: '/api/v1/notification/:id/read',
    tag,
    access: 'user',
    summary: 'Mark one of my notifications read',
    responses: {
      200: { description: 'The notification', schema: z.object({ data: notificationSchema }) },
      401: errorResponses[401],
      404: { description: 'Not mine or unknown', schema: messageResponseSchema },
    },
  },
];
