import { newsletterSchema } from '@naija-homes/contracts/newsletter';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireUser, sessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { pageQuerySchema } from '../../lib/pagination';
import { validate } from '../../lib/validate';
import { listSubscribers, subscribe } from './newsletter.service';

export function newsletterRoutes(auth: Auth, db: Db) {
  return new Hono().post('/subscribe', validate('json', newsletterSchema), async (c) => {
    // Visitors may subscribe; a signed-in admin may not (spec §5).
    const user = await sessionUser(auth, db, c.req.raw.headers);
    await subscribe(db, c.req.valid('json').email, user?.role ?? null);
    return c.json({ message: 'Successfully Subscribed' }, 201);
  });
}

export function newsletterAdminRoutes(auth: Auth, db: Db) {
  return new Hono().get(
    '/news-letter',
    requireUser(auth, db, ['ADMIN']),
    validate('query', pageQuerySchema),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return c.json(await listSubscribers(db, page, limit));
    },
  );
}

export const newsletterDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/v1/news-letter/subscribe',
    tag: 'Newsletter',
    access: 'public',
    summary: 'Subscribe an email to the newsletter (refused for admins; 409 when already subscribed)',
    body: newsletterSchema,
    responses: {
      201: { description: 'Subscribed', schema: messageResponseSchema },
      400: errorResponses[400],
      403: { description: 'Admins cannot subscribe', schema: messageResponseSchema },
      409: { description: 'Already subscribed', schema: messageResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/admin/news-letter',
    tag: 'Admin',
    access: ['ADMIN'],
    summary: 'Newsletter subscribers, newest first',
    query: pageQuerySchema,
    responses: {
      200: {
        description: 'A page',
        schema: z.object({
          data: z.array(z.object({ _id: z.string(), email: z.string(), createdAt: z.string() })),
          totalPages: z.number(),
          total: z.number(),
        }),
      },
      401: errorResponses[401],
      403: { description: 'Not an admin', schema: messageResponseSchema },
    },
  },
];
