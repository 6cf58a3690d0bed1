import { helpRequestSchema } from '@naija-homes/contracts/support';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { Mailer } from '../../providers/mail';
import { sendHelpRequest } from './support.service';

export const helpRequestSent = 'Your message has been sent to our support team. We will reply by email.';

export function supportRoutes(auth: Auth, db: Db, mailer: Mailer) {
  // Reachable by agents before approval too (spec §6: help-support is always open to agents).
  return new Hono().post('/', requireUser(auth, db, ['AGENT']), validate('json', helpRequestSchema), async (c) => {
    await sendHelpRequest(db, mailer, c.get('user'), c.req.valid('json'));
    return c.json({ message: helpRequestSent }, 201);
  });
}

export const supportDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/v1/help-support',
    tag: 'Support',
    access: ['AGENT'],
    summary: "An agent's message to the admins (a notification and an email to each admin)",
    body: helpRequestSchema,
    responses: {
      201: { description: 'Sent', schema: messageResponseSchema },
      400: errorResponses[400],
      401: errorResponses[401],
      403: { description: 'Not an agent', schema: messageResponseSchema },
    },
  },
];
