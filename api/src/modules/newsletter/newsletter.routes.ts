// /api/v1/news-letter: subscribing from the footer; /api/v1/admin/news-letter: the admin's list of subscribers.
import { newsletterMessages, newsletterSchema, subscribersPageSchema } from '@naija-homes/contracts/newsletter';
import { sessionUser } from '../../auth/guard';
import { pageQuerySchema } from '../../lib/pagination';
import { limitPublicWrite } from '../../lib/rate-limit';
import { defineRoute, errorResponse, jsonBody, jsonResponse, messageResponse, router } from '../../lib/route';
import { listSubscribers, subscribe } from './newsletter.service';

const subscribeRoute = defineRoute({
  method: 'post',
  path: '/subscribe',
  tags: ['Newsletter'],
  access: 'public',
  summary: 'Subscribe an email to the newsletter (refused for admins; 409 when already subscribed)',
  request: { body: jsonBody(newsletterSchema) },
  responses: {
    201: messageResponse('Subscribed'),
    403: errorResponse('Admins cannot subscribe'),
    409: errorResponse('Already subscribed'),
    429: errorResponse('Too many public submissions from this client: try again later'),
  },
});

const list = defineRoute({
  method: 'get',
  path: '/news-letter',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Newsletter subscribers, newest first',
  request: { query: pageQuerySchema },
  responses: { 200: jsonResponse(subscribersPageSchema, 'A page') },
});

export const newsletterRoutes = router().openapi(subscribeRoute, async (c) => {
  await limitPublicWrite(c);
  const { auth, db } = c.var.services;
  // Visitors may subscribe; a signed-in admin may not (spec §5).
  const user = await sessionUser(auth, db, c.req.raw.headers);
  await subscribe(db, c.req.valid('json').email, user?.role ?? null);
  return c.json({ message: newsletterMessages.subscribed }, 201);
});

export const newsletterAdminRoutes = router().openapi(list, async (c) => {
  const { page, limit } = c.req.valid('query');
  return c.json(await listSubscribers(c.var.services.db, page, limit), 200);
});
