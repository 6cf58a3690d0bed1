import { agentReviewSchema, agentStatusChangeSchema } from '@naija-homes/contracts/agent';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { requireUuid } from '../../lib/ids';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { Mailer } from '../../providers/mail';
import { agentForReview, changeAgentStatus, setBlocked } from './agent-review.service';

export function adminRoutes(auth: Auth, db: Db, mailer: Mailer) {
  const admin = requireUser(auth, db, ['ADMIN']);
  return new Hono()
    .get('/agents/:userId', admin, async (c) =>
      c.json({ data: await agentForReview(db, requireUuid(c.req.param('userId'))) }),
    )
    .patch('/agents/:userId/status', admin, validate('json', agentStatusChangeSchema), async (c) => {
      const body = c.req.valid('json');
      const agent = await changeAgentStatus(db, mailer, requireUuid(c.req.param('userId')), body);
      return c.json({ data: agent, message: body.status === 'approved' ? 'Agent approved' : 'Agent rejected' });
    })
    .patch('/users/:userId/block', admin, async (c) => {
      const result = await setBlocked(db, c.get('user').id, requireUuid(c.req.param('userId')), true);
      return c.json({ data: result, message: 'User blocked' });
    })
    .patch('/users/:userId/unblock', admin, async (c) => {
      const result = await setBlocked(db, c.get('user').id, requireUuid(c.req.param('userId')), false);
      return c.json({ data: result, message: 'User unblocked' });
    });
}

const tag = 'Admin';
const adminOnly = {
  401: errorResponses[401],
  403: { description: 'Not an admin', schema: messageResponseSchema },
  404: { description: 'Unknown user', schema: messageResponseSchema },
};
const blockResponse = z.object({ data: z.object({ _id: z.string(), isBlocked: z.boolean() }), message: z.string() });

export const adminDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/admin/agents/:userId',
    tag,
    access: ['ADMIN'],
    summary: "An agent's submitted details for review",
    responses: {
      200: { description: 'Details', schema: z.object({ data: agentReviewSchema }) },
      ...adminOnly,
    },
  },
  {
    method: 'patch',
    path: '/api/v1/admin/agents/:userId/status',
    tag,
    access: ['ADMIN'],
    summary: 'Approve a submitted profile, or reject it with a reason (the agent gets an email and a notification)',
    body: agentStatusChangeSchema,
    responses: {
      200: {
        description: 'Decided',
        schema: z.object({ data: z.record(z.string(), z.unknown()), message: z.string() }),
      },
      400: errorResponses[400],
      409: { description: 'Not in a state that allows this decision', schema: messageResponseSchema },
      ...adminOnly,
    },
  },
  {
    method: 'patch',
    path: '/api/v1/admin/users/:userId/block',
    tag,
    access: ['ADMIN'],
    summary: 'Block a user: their sessions end and sign-in is refused',
    responses: { 200: { description: 'Blocked', schema: blockResponse }, 400: errorResponses[400], ...adminOnly },
  },
  {
    method: 'patch',
    path: '/api/v1/admin/users/:userId/unblock',
    tag,
    access: ['ADMIN'],
    summary: 'Unblock a user',
    responses: { 200: { description: 'Unblocked', schema: blockResponse }, ...adminOnly },
  },
];
