// /api/v1/news-letter: subscribing from the footer; /api/v1/admin/news-letter: the admin's list of subscribers, its
// CSV export and removing one.
import {
  newsletterMessages,
  newsletterSchema,
  SUBSCRIBERS_CSV_FILENAME,
  subscriberRemovedSchema,
  subscribersPageSchema,
  subscribersQuerySchema,
} from '@naija-homes/contracts/newsletter';
import * as z from 'zod';
import { sessionUser } from '../../auth/guard';
import { limitPublicWrite } from '../../lib/rate-limit';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  rateLimitedResponse,
  router,
  uuidParam,
} from '../../lib/route';
import { exportSubscribers, listSubscribers, removeSubscriber, subscribe } from './newsletter.service';

const subscribeRoute = defineRoute({
  method: 'post',
  operationId: 'newsletterSubscribe',
  path: '/subscribe',
  tags: ['Newsletter'],
  access: 'public',
  summary: 'Subscribe an email to the newsletter (refused for admins; 409 when already subscribed)',
  request: { body: jsonBody(newsletterSchema) },
  responses: {
    201: messageResponse('Subscribed'),
    403: errorResponse('Admins cannot subscribe'),
    409: errorResponse('Already subscribed'),
    429: rateLimitedResponse('Too many public submissions from this client: try again later'),
  },
});

const list = defineRoute({
  method: 'get',
  operationId: 'newsletterList',
  path: '/news-letter',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Newsletter subscribers, newest first, searched by part of the email',
  request: { query: subscribersQuerySchema },
  responses: { 200: jsonResponse(subscribersPageSchema, 'A page') },
});

const exportCsv = defineRoute({
  method: 'get',
  operationId: 'newsletterExportCsv',
  path: '/news-letter.csv',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Every newsletter subscriber as CSV (email, subscribed date in Lagos time), for a spreadsheet',
  responses: {
    200: { description: 'CSV (UTF-8 with BOM)', content: { 'text/csv': { schema: z.string() } } },
  },
});

const remove = defineRoute({
  method: 'delete',
  operationId: 'newsletterRemove',
  path: '/news-letter/{id}',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Remove a subscriber from the newsletter (audited)',
  request: { params: z.object({ id: uuidParam() }) },
  responses: { 200: jsonResponse(subscriberRemovedSchema, 'Removed') },
});

export const newsletterRoutes = router().openapi(subscribeRoute, async (c) => {
  await limitPublicWrite(c);
  const { auth, db } = c.var.services;
  // Visitors may subscribe; a signed-in admin may not (spec §5).
  const user = await sessionUser(auth, db, c.req.raw.headers);
  await subscribe(db, c.req.valid('json').email, user?.role ?? null);
  return c.json({ message: newsletterMessages.subscribed }, 201);
});

export const newsletterAdminRoutes = router()
  .openapi(list, async (c) => c.json(await listSubscribers(c.var.services.db, c.req.valid('query')), 200))
  .openapi(exportCsv, async (c) => {
    const csv = await exportSubscribers(c.var.services.db);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${SUBSCRIBERS_CSV_FILENAME}"`,
      'cache-control': 'no-store',
    });
  })
  .openapi(remove, async (c) => {
    const data = await removeSubscriber(c.var.services.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ data, message: newsletterMessages.removed }, 200);
  });
