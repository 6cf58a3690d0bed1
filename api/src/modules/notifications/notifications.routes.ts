// /api/v1/notification: the signed-in user's notifications (the bell and the notifications page).
import { notificationMessages, notificationSchema, notificationsPageSchema } from '@naija-homes/contracts/notification';
import { pageQuerySchema } from '@naija-homes/contracts/paging';
import * as z from 'zod';
import { defineRoute, errorResponse, jsonResponse, messageResponse, router, uuidParam } from '../../lib/route';
import { listNotifications, markAllRead, markRead } from './notifications.service';

const tags = ['Notifications'];

const list = defineRoute({
  method: 'get',
  operationId: 'notificationsList',
  path: '/all',
  tags,
  access: 'signed-in',
  summary: 'My notifications, newest first, with the unread count',
  request: { query: pageQuerySchema },
  responses: { 200: jsonResponse(notificationsPageSchema, 'A page') },
});

const readAll = defineRoute({
  method: 'patch',
  operationId: 'notificationsReadAll',
  path: '/read-all',
  tags,
  access: 'signed-in',
  summary: 'Mark all my notifications read',
  responses: { 200: messageResponse('Done') },
});

const read = defineRoute({
  method: 'patch',
  operationId: 'notificationsRead',
  path: '/{id}/read',
  tags,
  access: 'signed-in',
  ownedBy: 'notification',
  summary: 'Mark one of my notifications read',
  request: { params: z.object({ id: uuidParam() }) },
  responses: {
    200: jsonResponse(z.object({ data: notificationSchema }), 'The notification'),
    404: errorResponse('Not mine, or no such notification'),
  },
});

export const notificationRoutes = router()
  .openapi(list, async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await listNotifications(c.var.services.db, c.var.user.id, page, limit), 200);
  })
  .openapi(readAll, async (c) => {
    await markAllRead(c.var.services.db, c.var.user.id);
    return c.json({ message: notificationMessages.allRead }, 200);
  })
  .openapi(read, async (c) =>
    c.json({ data: await markRead(c.var.services.db, c.var.user.id, c.req.valid('param').id) }, 200),
  );
