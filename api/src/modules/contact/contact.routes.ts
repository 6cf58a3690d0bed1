import { contactMessageSchema } from '@naija-homes/contracts/contact';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { pageQuerySchema } from '../../lib/pagination';
import { validate } from '../../lib/validate';
import { createContactMessage, listContactMessages } from './contact.service';

export const contactMessageSent = 'Thank you! Your message has been sent. We will get back to you shortly.';

export function contactRoutes(db: Db) {
  return new Hono().post('/create', validate('json', contactMessageSchema), async (c) => {
    await createContactMessage(db, c.req.valid('json'));
    return c.json({ message: contactMessageSent }, 201);
  });
}

export function contactAdminRoutes(auth: Auth, db: Db) {
  return new Hono().get(
    '/contact-us',
    requireUser(auth, db, ['ADMIN']),
    validate('query', pageQuerySchema),
    async (c) => {
      const { page, limit } = c.req.valid('query');
      return c.json(await listContactMessages(db, page, limit));
    },
  );
}

const contactRow = z.object({
  _id: z.string(),
  firstName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const contactDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/v1/contact-us/create',
    tag: 'Contact',
    access: 'public',
    summary: 'Send a message to the team from the contact form',
    body: contactMessageSchema,
    responses: { 201: { description: 'Sent', schema: messageResponseSchema }, 400: errorResponses[400] },
  },
  {
    method: 'get',
    path: '/api/v1/admin/contact-us',
    tag: 'Admin',
    access: ['ADMIN'],
    summary: 'Contact messages, newest first',
    query: pageQuerySchema,
    responses: {
      200: {
        description: 'A page',
        schema: z.object({ data: z.array(contactRow), totalPages: z.number(), total: z.number() }),
      },
      401: errorResponses[401],
      403: { description: 'Not an admin', schema: messageResponseSchema },
    },
  },
];
