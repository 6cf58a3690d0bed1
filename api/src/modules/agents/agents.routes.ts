import {
  agentCredentialsSchema,
  agentDetailsSchema,
  agentOfficeSchema,
  agentSocialSchema,
  agentVerificationSchema,
} from '@naija-homes/contracts/agent';
import { agentCardSchema, agentPublicProfileSchema } from '@naija-homes/contracts/agent-profile';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { messages } from '@naija-homes/contracts/messages';
import { fileRules } from '@naija-homes/contracts/upload';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireApprovedAgent, requireUser } from '../../auth/guard';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { pageQuerySchema } from '../../lib/pagination';
import { hitRateLimit, type RateRules } from '../../lib/rate-limit';
import { acceptFile, readMultipart, singleFile } from '../../lib/upload';
import { validate } from '../../lib/validate';
import { type KycProvider, KycUnavailableError } from '../../providers/kyc';
import type { Mailer } from '../../providers/mail';
import type { FileStorage } from '../../providers/storage';
import { unreadCount } from '../notifications/notifications.service';
import { ratingStats } from '../reviews/reviews.service';
import {
  agentDetailsJson,
  identityVerified,
  kycUnavailable,
  profileSubmitted,
  requireAgentRow,
  saveCredentials,
  saveOffice,
  saveSocial,
  submitProfile,
  verifyIdentity,
} from './agents.service';
import { listPublicAgents, publicAgentBySlug } from './agents-public.service';

export const agentListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, 'search must contain upto 100 characters').optional(),
});

export interface AgentRouteDeps {
  auth: Auth;
  database: Database;
  mailer: Mailer;
  kyc: KycProvider;
  storage: FileStorage;
  rateRules: RateRules;
  logger: Logger;
}

export function agentRoutes({ auth, database, mailer, kyc, storage, rateRules, logger }: AgentRouteDeps) {
  const { db } = database;
  // Settings steps stay open to agents before approval; the dashboard is behind the gate (spec §2, §6).
  const agent = requireUser(auth, db, ['AGENT']);
  const signedIn = requireUser(auth, db);
  const approvedAgent = requireApprovedAgent(auth, db);
  return new Hono()
    .get('/all', validate('query', agentListQuerySchema), async (c) =>
      c.json(await listPublicAgents(db, c.req.valid('query'))),
    )
    .get('/slug/:slug', async (c) => c.json({ data: await publicAgentBySlug(db, c.req.param('slug')) }))
    .get('/me', agent, async (c) => c.json({ data: agentDetailsJson(await requireAgentRow(db, c.get('user').id)) }))
    .post('/create-agent', agent, validate('json', agentVerificationSchema), async (c) => {
      const userId = c.get('user').id;
      // Each check costs money at Smile ID and invites guessing: a few attempts an hour per agent.
      await hitRateLimit(database, `kyc:${userId}`, rateRules.kycVerify);
      try {
        const saved = await verifyIdentity(db, kyc, { userId, ...c.req.valid('json') });
        return c.json({ data: agentDetailsJson(saved), message: identityVerified });
      } catch (error) {
        if (error instanceof KycUnavailableError) {
          // The cause (outage, bad credentials, unsigned answer) is for operators; it holds no ID data.
          logger.error('id verification unavailable', { reqId: c.get('requestId'), cause: error.message });
          throw new HttpError(503, kycUnavailable);
        }
        throw error;
      }
    })
    .patch('/credentials', agent, async (c) => {
      const form = await readMultipart(c);
      const parsed = agentCredentialsSchema.safeParse(form.fields);
      if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
      const file = singleFile(form, 'certificate');
      const unknownFile = Object.keys(form.files).find((name) => name !== 'certificate');
      if (unknownFile) throw new HttpError(400, messages.onlyAllowedFields);
      const certificate = file ? await acceptFile(file, fileRules.certificate) : undefined;
      const saved = await saveCredentials(db, storage, c.get('user').id, parsed.data, certificate);
      return c.json({ data: agentDetailsJson(saved), message: 'Professional credentials saved' });
    })
    .get('/:userId/certificate', signedIn, async (c) => {
      const userId = requireUuid(c.req.param('userId'));
      const viewer = c.get('user');
      // Certificates are identity documents: only their agent and the admins may read them.
      if (viewer.id !== userId && viewer.role !== 'ADMIN') throw new HttpError(403, messages.forbidden);
      const row = await requireAgentRow(db, userId);
      const bytes = row.certificatePdf ? await storage.read(row.certificatePdf) : null;
      if (!bytes) throw new HttpError(404, messages.notFound);
      return c.body(bytes, 200, {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="certificate.pdf"',
        'cache-control': 'private, no-store',
      });
    })
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
const detailsResponse = z.object({ data: agentDetailsSchema, message: z.string().optional() });

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
    method: 'post',
    path: '/api/v1/agent/create-agent',
    tag,
    access: ['AGENT'],
    summary: 'Verify my identity with Smile ID (or the offline sandbox); the verified names become my names',
    body: agentVerificationSchema,
    responses: {
      200: { description: 'Verified', schema: detailsResponse },
      400: errorResponses[400],
      409: { description: 'Already verified', schema: messageResponseSchema },
      422: { description: 'The ID could not be verified', schema: messageResponseSchema },
      429: { description: 'Too many attempts', schema: messageResponseSchema },
      503: { description: 'The ID service is unavailable', schema: messageResponseSchema },
      ...agentOnly,
    },
  },
  {
    method: 'patch',
    path: '/api/v1/agent/credentials',
    tag,
    access: ['AGENT'],
    summary:
      'Save the professional credentials step: multipart fields licenseNo, certificationNo and the file certificate (PDF by content, at most 5 MB; required unless one is on file)',
    body: agentCredentialsSchema,
    responses: {
      200: { description: 'Saved', schema: detailsResponse },
      400: errorResponses[400],
      403: { description: 'Locked while submitted or approved', schema: messageResponseSchema },
      413: { description: 'File too large', schema: messageResponseSchema },
      415: { description: 'Not multipart/form-data', schema: messageResponseSchema },
      401: errorResponses[401],
    },
  },
  {
    method: 'get',
    path: '/api/v1/agent/:userId/certificate',
    tag,
    access: 'user',
    summary: "An agent's certificate PDF: the agent themself and admins only",
    responses: {
      200: { description: 'The PDF', contentType: 'application/pdf' },
      401: errorResponses[401],
      403: { description: 'Not yours', schema: messageResponseSchema },
      404: { description: 'No certificate', schema: messageResponseSchema },
    },
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
