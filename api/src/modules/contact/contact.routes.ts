// /api/v1/contact-us: the contact form; /api/v1/admin/contact-us: the admin's inbox of its messages.
import {
  contactMessageResponseSchema,
  contactMessageSchema,
  contactMessages,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
} from '@naija-homes/contracts/contact';
import * as z from 'zod';
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
import { createContactMessage, listContactMessages, setContactMessageHandled } from './contact.service';

const create = defineRoute({
  method: 'post',
  operationId: 'contactCreate',
  path: '/create',
  tags: ['Contact'],
  access: 'public',
  summary: 'Send a message to the team from the contact form',
  request: { body: jsonBody(contactMessageSchema) },
  responses: {
    201: messageResponse('Sent'),
    429: rateLimitedResponse('Too many public submissions from this client: try again later'),
  },
});

const list = defineRoute({
  method: 'get',
  operationId: 'contactList',
  path: '/contact-us',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Contact messages, newest first: all of them, the open ones or the handled ones',
  request: { query: contactMessagesQuerySchema },
  responses: { 200: jsonResponse(contactMessagesPageSchema, 'A page') },
});

const params = z.object({ id: uuidParam() });

const handle = defineRoute({
  method: 'patch',
  operationId: 'contactHandle',
  path: '/contact-us/{id}/handled',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Mark a contact message handled (audited)',
  request: { params },
  responses: {
    200: jsonResponse(contactMessageResponseSchema, 'The message, now handled'),
    409: errorResponse('Already handled'),
  },
});

const reopen = defineRoute({
  method: 'patch',
  operationId: 'contactReopen',
  path: '/contact-us/{id}/unhandled',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary: 'Move a handled contact message back to open (audited)',
  request: { params },
  responses: {
    200: jsonResponse(contactMessageResponseSchema, 'The message, open again'),
    409: errorResponse('Not handled'),
  },
});

export const contactRoutes = router().openapi(create, async (c) => {
  await limitPublicWrite(c);
  await createContactMessage(c.var.services.db, c.req.valid('json'));
  return c.json({ message: contactMessages.sent }, 201);
});

export const contactAdminRoutes = router()
  .openapi(list, async (c) => c.json(await listContactMessages(c.var.services.db, c.req.valid('query')), 200))
  .openapi(handle, async (c) => {
    const data = await setContactMessageHandled(c.var.services.db, c.var.user.id, c.req.valid('param').id, true);
    return c.json({ data, message: contactMessages.markedHandled }, 200);
  })
  .openapi(reopen, async (c) => {
    const data = await setContactMessageHandled(c.var.services.db, c.var.user.id, c.req.valid('param').id, false);
    return c.json({ data, message: contactMessages.markedOpen }, 200);
  });
