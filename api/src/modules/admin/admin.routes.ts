// /api/v1/admin: an admin's review of submitted agent profiles, and blocking or unblocking accounts.
import { adminMessages, blockResponseSchema } from '@naija-homes/contracts/admin';
import { agentDetailsSavedSchema, agentReviewSchema, agentStatusChangeSchema } from '@naija-homes/contracts/agent';
import * as z from 'zod';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { agentForReview, changeAgentStatus, setBlocked } from './agent-review.service';

const tags = ['Admin'];
const access = ['ADMIN'] as const;
const params = z.object({ userId: uuidParam() });
const unknownUser = errorResponse('No such user');
const unknownAgent = errorResponse('No such agent');

const review = defineRoute({
  method: 'get',
  operationId: 'adminReview',
  path: '/agents/{userId}',
  tags,
  access,
  summary: "An agent's submitted details for review",
  request: { params },
  responses: { 200: jsonResponse(z.object({ data: agentReviewSchema }), 'Details'), 404: unknownAgent },
});

const decide = defineRoute({
  method: 'patch',
  operationId: 'adminDecide',
  path: '/agents/{userId}/status',
  tags,
  access,
  summary: 'Approve a submitted profile, or reject it with a reason (the agent gets an email and a notification)',
  request: { params, body: jsonBody(agentStatusChangeSchema) },
  responses: {
    200: jsonResponse(agentDetailsSavedSchema, "Decided: the agent's details and a message"),
    404: unknownAgent,
    409: errorResponse('Not in a state that allows this decision'),
  },
});

const block = defineRoute({
  method: 'patch',
  operationId: 'adminBlock',
  path: '/users/{userId}/block',
  tags,
  access,
  summary: 'Block a user: their sessions end, sign-in is refused and their listings leave search',
  request: { params },
  responses: {
    200: jsonResponse(blockResponseSchema, 'Blocked'),
    400: errorResponse('An admin cannot block themself'),
    404: unknownUser,
  },
});

const unblock = defineRoute({
  method: 'patch',
  operationId: 'adminUnblock',
  path: '/users/{userId}/unblock',
  tags,
  access,
  summary: 'Unblock a user (their listings come back while their plan is live)',
  request: { params },
  responses: { 200: jsonResponse(blockResponseSchema, 'Unblocked'), 404: unknownUser },
});

export const adminRoutes = router()
  .openapi(review, async (c) =>
    c.json({ data: await agentForReview(c.var.services.db, c.req.valid('param').userId) }, 200),
  )
  .openapi(decide, async (c) => {
    const { db, mailer } = c.var.services;
    const change = c.req.valid('json');
    const data = await changeAgentStatus(db, mailer, c.var.user.id, c.req.valid('param').userId, change);
    const message = change.status === 'approved' ? adminMessages.agentApproved : adminMessages.agentRejected;
    return c.json({ data, message }, 200);
  })
  .openapi(block, async (c) => {
    const data = await setBlocked(c.var.services.db, c.var.user.id, c.req.valid('param').userId, true);
    return c.json({ data, message: adminMessages.userBlocked }, 200);
  })
  .openapi(unblock, async (c) => {
    const data = await setBlocked(c.var.services.db, c.var.user.id, c.req.valid('param').userId, false);
    return c.json({ data, message: adminMessages.userUnblocked }, 200);
  });
