import { agentOfficeSchema, agentSocialSchema } from '@naija-homes/contracts/agent';
import { agentCardSchema, agentPublicProfileSchema } from '@naija-homes/contracts/agent-profile';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireApprovedAgent, requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { pageQuerySchema } from '../../lib/pagination';
import { validate } from '../../lib/validate';
import type { Mailer } from '../../providers/mail';
import { unreadCount } from '../notifications/notifications.service';
import { ratingStats } from '../reviews/reviews.service';
import {
  agentDetailsJson,
  profileSubmitted,
  requireAgentRow,
  saveOffice,
  saveSocial,
  submitProfile,
} from './agents.service';
import { listPublicAgents, publicAgentBySlug } from './agents-public.service';

export const agentListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, 'search must contain upto 100 characters').optional(),
});

export function agentRoutes(auth: Auth, db: Db, mailer: Mailer) {
  // Settings steps stay open to agents before approval; the dashboard is behind the gate (spec §2, §6).
  const agent = requireUser(auth, db, ['AGENT']);
  const approvedAgent = requireApprovedAgent(auth, db);
  return new Hono()
    .get('/all', validate('query', agentListQuerySchema), async (c) =>
      c.json(await listPublicAgents(db, c.req.valid('query'))),
    )
    .get('/slug/:slug', async (c) => c.json({ data: await publicAgentBySlug(db, c.req.param('slug')) }))
    .get('/me', agent, async (c) => c.json({ data: agentDetailsJson(await requireAgentRow(db, c.get('user').id)) }))
    .patch('/office', agent, validate('json', agentOfficeSchema), async (c) => {
      const saved = await saveOffice(db, c.get('user').id, c.req.valid('json'));
      return c.json({ data: agentDetailsJson(saved), message: 'Office information saved' });
    })
    .patch('/social', agent, validate('json', agentSocialSchema), async (c) => {
      const saved = await saveSocial(db, c.get('user').id, c.req.valid('json'));
      return c.json({ data: agentDetailsJson(saved), message: 'Social media links saved' });
    })
    .post('/submit', agent, async (c) => {
      const saved = await submitProfile(db, mailer, c.get('user').id);
      return c.json({ data: agentDetailsJson(saved), message: profileSubmitted });
    })
    .get('/dashboard', approvedAgent, async (c) => {
      const userId = c.get('user').id;
      const [rating, unread] = await Promise.all([ratingStats(db, userId), unreadCount(db, userId)]);
      return c.json({ data: { ...rating, unreadNotifications: unread } });
    });
}

const tag = 'Agents';
const agentOnly = { 401: errorResponses[401], 403: { description: 'Not an agent', schema: messageResponseSchema } };
const detailsResponse = z.object({ data: z.record(z.string(), z.unknown()), message: z.string().optional() });

export const agentDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/agent/all',
    tag,
    access: 'public',
    summary: 'Approved agents, searchable by name, agency or address, with rating stats',
    query: agentListQuerySchema,
    responses: {
      200: {
        description: 'A page',
        schema: z.object({ data: z.array(agentCardSchema), totalPages: z.number(), total: z.number() }),
      },
      400: errorResponses[400],
    },
  },
  {
    method: 'get',
    path: '/api/v1/agent/slug/:slug',
    tag,
    access: 'public',
    summary: "An approved agent's public profile",
    responses: {
      200: { description: 'The profile', schema: z.object({ data: agentPublicProfileSchema }) },
      404: { description: 'Unknown or not approved', schema: messageResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/agent/me',
    tag,
    access: ['AGENT'],
    summary: 'My agent details, the completion of each verification step and my progress',
    responses: { 200: { description: 'Details', schema: detailsResponse }, ...agentOnly },
  },
  {
    method: 'patch',
    path: '/api/v1/agent/office',
    tag,
    access: ['AGENT'],
    summary: 'Save the office information step',
    body: agentOfficeSchema,
    responses: { 200: { description: 'Saved', schema: detailsResponse }, 400: errorResponses[400], ...agentOnly },
  },
  {
    method: 'patch',
    path: '/api/v1/agent/social',
    tag,
    access: ['AGENT'],
    summary: 'Save the social media links step (empty string clears a link)',
    body: agentSocialSchema,
    responses: { 200: { description: 'Saved', schema: detailsResponse }, 400: errorResponses[400], ...agentOnly },
  },
  {
    method: 'post',
    path: '/api/v1/agent/submit',
    tag,
    access: ['AGENT'],
    summary: 'Submit Profile for admin review (progress must be 100); notifies every admin',
    responses: {
      200: { description: 'Submitted', schema: detailsResponse },
      409: { description: 'Already submitted or approved', schema: messageResponseSchema },
      422: { description: 'Steps missing', schema: messageResponseSchema },
      ...agentOnly,
    },
  },
  {
    method: 'get',
    path: '/api/v1/agent/dashboard',
    tag,
    access: ['AGENT'],
    summary: 'Dashboard figures of an approved agent (403 until approved)',
    responses: {
      200: {
        description: 'Figures',
        schema: z.object({
          data: z.object({ averageRating: z.number(), reviewCount: z.number(), unreadNotifications: z.number() }),
        }),
      },
      ...agentOnly,
    },
  },
];
