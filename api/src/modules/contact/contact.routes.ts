// /api/v1/contact-us: the contact form; /api/v1/admin/contact-us: the admin's list of its messages.
import { contactMessageSchema, contactMessages, contactMessagesPageSchema } from '@naija-homes/contracts/contact';
import { pageQuerySchema } from '../../lib/pagination';
import { limitPublicWrite } from '../../lib/rate-limit';
import { defineRoute, errorResponse, jsonBody, jsonResponse, messageResponse, router } from '../../lib/route';
import { createContactMessage, listContactMessages } from './contact.service';

const create = defineRoute({
  method: 'post',
  path: '/create',
  tags: ['Contact'],
  access: 'public',
  summary: 'Send a message to the team from the contact form',
  request: { body: jsonBody(contactMessageSchema) },
  responses: {
    201: messageResponse('Sent'),
    429: errorResponse('Too many public submissions from this client: try again later'),
  },
});

const list = defineRoute({
  method: 'get',
  path: '/contact-us',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Contact messages, newest first',
  request: { query: pageQuerySchema },
  responses: { 200: jsonResponse(contactMessagesPageSchema, 'A page') },
});

export const contactRoutes = router().openapi(create, async (c) => {
  await limitPublicWrite(c);
  await createContactMessage(c.var.services.db, c.req.valid('json'));
  return c.json({ message: contactMessages.sent }, 201);
});

export const contactAdminRoutes = router().openapi(list, async (c) => {
  const { page, limit } = c.req.valid('query');
  return c.json(await listContactMessages(c.var.services.db, page, limit), 200);
});
