// /api/v1/help-support: an agent's message to the admins.
import { helpRequestSchema, supportMessages } from '@naija-homes/contracts/support';
import { defineRoute, errorResponse, jsonBody, messageResponse, router } from '../../lib/route';
import { sendHelpRequest } from './support.service';

const send = defineRoute({
  method: 'post',
  operationId: 'supportSend',
  path: '/',
  tags: ['Support'],
  // Agents before approval too (spec §6: help-support is always open to agents).
  access: ['AGENT'],
  summary: "An agent's message to the admins (a notification and an email to each admin)",
  request: { body: jsonBody(helpRequestSchema) },
  responses: { 201: messageResponse('Sent'), 403: errorResponse('Not an agent, or blocked') },
});

export const supportRoutes = router().openapi(send, async (c) => {
  const { db, mailer } = c.var.services;
  await sendHelpRequest(db, mailer, c.var.user, c.req.valid('json'));
  return c.json({ message: supportMessages.sent }, 201);
});
