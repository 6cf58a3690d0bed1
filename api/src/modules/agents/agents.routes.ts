// /api/v1/agent: the public agent list and profile, the agent's onboarding steps (open before approval, spec §2),
// the private certificate and the dashboard behind the gate.
import {
  agentCredentialsSchema,
  agentDashboardSchema,
  agentDetailsResponseSchema,
  agentDetailsSavedSchema,
  agentMessages,
  agentOfficeSchema,
  agentSocialSchema,
  agentVerificationSchema,
} from '@naija-homes/contracts/agent';
import {
  agentListingsPageSchema,
  agentPublicProfileSchema,
  agentSlugParamSchema,
  agentsPageSchema,
} from '@naija-homes/contracts/agent-profile';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { limits } from '@naija-homes/contracts/limits';
import { messages } from '@naija-homes/contracts/messages';
import { pageQuerySchema } from '@naija-homes/contracts/paging';
import { fileRules } from '@naija-homes/contracts/upload';
import * as z from 'zod';
import { HttpError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  multipartBody,
  rateLimitedResponse,
  router,
  uuidParam,
} from '../../lib/route';
import { acceptFile, readMultipart, singleFile } from '../../lib/upload';
import { KycUnavailableError } from '../../providers/kyc';
import { unreadCount } from '../notifications/notifications.service';
import { ratingStats } from '../reviews/reviews.service';
import {
  agentDetailsJson,
  requireAgentRow,
  saveCredentials,
  saveOffice,
  saveSocial,
  submitProfile,
  verifyIdentity,
} from './agents.service';
import {
  agentListQuerySchema,
  listPublicAgents,
  publicAgentBySlug,
  publicAgentListings,
} from './agents-public.service';

const tags = ['Agents'];
const saved = jsonResponse(agentDetailsSavedSchema, 'Saved: my details, each step and my progress, and a message');
const noProfile = errorResponse('No agent profile for this account');
const storageDown = errorResponse('File storage is unavailable');

/** An onboarding step: any agent, approved or not (settings stay reachable before approval). */
const agentOnly = ['AGENT'] as const;

const list = defineRoute({
  method: 'get',
  operationId: 'agentsList',
  path: '/all',
  tags,
  access: 'public',
  summary: 'Approved agents, searchable by name, agency or address, with rating stats',
  request: { query: agentListQuerySchema },
  responses: { 200: jsonResponse(agentsPageSchema, 'A page') },
});

const profile = defineRoute({
  method: 'get',
  operationId: 'agentsProfile',
  path: '/slug/{slug}',
  tags,
  access: 'public',
  summary: "An approved agent's public profile",
  request: { params: agentSlugParamSchema },
  responses: {
    200: jsonResponse(z.object({ data: agentPublicProfileSchema }), 'The profile'),
    404: errorResponse('Unknown, not approved or blocked'),
  },
});

const profileListings = defineRoute({
  method: 'get',
  operationId: 'agentsProfileListings',
  path: '/slug/{slug}/properties',
  tags,
  access: 'public',
  summary: "A page of an approved agent's live listings (what search shows), newest first",
  request: { params: agentSlugParamSchema, query: pageQuerySchema },
  responses: {
    200: jsonResponse(agentListingsPageSchema, 'A page of listing cards'),
    404: errorResponse('Unknown, not approved or blocked'),
  },
});

const me = defineRoute({
  method: 'get',
  operationId: 'agentsMe',
  path: '/me',
  tags,
  access: agentOnly,
  summary: 'My agent details, the completion of each verification step and my progress',
  responses: { 200: jsonResponse(agentDetailsResponseSchema, 'Details'), 404: noProfile },
});

const verify = defineRoute({
  method: 'post',
  operationId: 'agentsVerify',
  path: '/create-agent',
  tags,
  access: agentOnly,
  summary: 'Verify my identity with Smile ID (or the offline sandbox); the verified names become my names',
  request: { body: jsonBody(agentVerificationSchema) },
  responses: {
    200: saved,
    404: noProfile,
    409: errorResponse('Already verified'),
    422: errorResponse('The ID could not be verified: the reason'),
    429: rateLimitedResponse('Too many attempts: try again later'),
    503: errorResponse('The ID service is unavailable'),
  },
});

const certificateForm = multipartBody({
  certificate: {
    description: `The certificate: a PDF by content, at most ${limits.certificateMaxBytes / 1024 / 1024} MB; required unless one is on file`,
  },
});
const numberField = (label: string) => ({
  type: 'string' as const,
  description: `${label}: 2–${limits.licenseMax} letters, numbers and spaces`,
});
/** The step's form: its two numbers as text fields (checked with agentCredentialsSchema) beside the PDF. */
const credentialsForm = {
  ...certificateForm,
  content: {
    'multipart/form-data': {
      schema: {
        ...certificateForm.content['multipart/form-data'].schema,
        required: ['licenseNo', 'certificationNo'],
        properties: {
          licenseNo: numberField('License No'),
          certificationNo: numberField('Certification No'),
          ...certificateForm.content['multipart/form-data'].schema.properties,
        },
      },
    },
  },
};

const credentials = defineRoute({
  method: 'patch',
  operationId: 'agentsCredentials',
  path: '/credentials',
  tags,
  access: agentOnly,
  summary: 'Save the professional credentials step: licenseNo, certificationNo and the certificate PDF',
  request: { body: credentialsForm },
  responses: {
    200: saved,
    403: errorResponse('Not an agent, or the credentials are locked while submitted or approved'),
    404: noProfile,
    503: storageDown,
  },
});

const certificate = defineRoute({
  method: 'get',
  operationId: 'agentsCertificate',
  path: '/{userId}/certificate',
  tags,
  access: 'signed-in',
  ownedBy: 'agent-profile',
  summary: "An agent's certificate PDF: the agent themself and admins only",
  request: { params: z.object({ userId: uuidParam() }) },
  responses: {
    200: {
      description: 'The PDF (private, never cached)',
      content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
    },
    403: errorResponse('Not yours'),
    404: errorResponse('No such agent, or no certificate'),
    503: storageDown,
  },
});

const office = defineRoute({
  method: 'patch',
  operationId: 'agentsOffice',
  path: '/office',
  tags,
  access: agentOnly,
  summary: 'Save the office information step',
  request: { body: jsonBody(agentOfficeSchema) },
  responses: { 200: saved, 404: noProfile },
});

const social = defineRoute({
  method: 'patch',
  operationId: 'agentsSocial',
  path: '/social',
  tags,
  access: agentOnly,
  summary: 'Save the social media links step (empty string clears a link)',
  request: { body: jsonBody(agentSocialSchema) },
  responses: { 200: saved, 404: noProfile },
});

const submit = defineRoute({
  method: 'post',
  operationId: 'agentsSubmit',
  path: '/submit',
  tags,
  access: agentOnly,
  summary: 'Submit Profile for admin review (progress must be 100); notifies every admin',
  responses: {
    200: saved,
    404: noProfile,
    409: errorResponse('Already submitted or approved'),
    422: errorResponse('Steps missing'),
  },
});

const dashboard = defineRoute({
  method: 'get',
  operationId: 'agentsDashboard',
  path: '/dashboard',
  tags,
  access: 'approved-agent',
  summary: 'Dashboard figures of an approved agent (403 until approved)',
  responses: { 200: jsonResponse(z.object({ data: agentDashboardSchema }), 'Figures') },
});

export const agentRoutes = router()
  .openapi(list, async (c) => c.json(await listPublicAgents(c.var.services.db, c.req.valid('query')), 200))
  .openapi(profile, async (c) =>
    c.json({ data: await publicAgentBySlug(c.var.services.database, c.req.valid('param').slug) }, 200),
  )
  .openapi(profileListings, async (c) =>
    c.json(await publicAgentListings(c.var.services.database, c.req.valid('param').slug, c.req.valid('query')), 200),
  )
  .openapi(me, async (c) =>
    c.json({ data: agentDetailsJson(await requireAgentRow(c.var.services.db, c.var.user.id)) }, 200),
  )
  .openapi(verify, async (c) => {
    const { database, db, kyc, logger, rateRules } = c.var.services;
    const userId = c.var.user.id;
    // Each check costs money at Smile ID and invites guessing: a few attempts an hour per agent.
    await hitRateLimit(database, `kyc:${userId}`, rateRules.kycVerify);
    try {
      const row = await verifyIdentity(db, kyc, { userId, ...c.req.valid('json') });
      return c.json({ data: agentDetailsJson(row), message: agentMessages.identityVerified }, 200);
    } catch (error) {
      if (error instanceof KycUnavailableError) {
        // The cause (outage, bad credentials, unsigned answer) is for operators; it holds no ID data.
        logger.error('id verification unavailable', { reqId: c.var.requestId, cause: error.message });
        throw new HttpError(503, agentMessages.idServiceUnavailable);
      }
      throw error;
    }
  })
  .openapi(credentials, async (c) => {
    const { db, storage } = c.var.services;
    // Only licenseNo, certificationNo (text) and certificate (a file): anything else is a 400 naming it.
    const form = await readMultipart(c, credentialsForm);
    const parsed = agentCredentialsSchema.safeParse(form.fields);
    if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
    const file = singleFile(form, 'certificate');
    const accepted = file ? await acceptFile(file, fileRules.certificate) : undefined;
    const row = await saveCredentials(db, storage, c.var.user.id, parsed.data, accepted);
    return c.json({ data: agentDetailsJson(row), message: agentMessages.credentialsSaved }, 200);
  })
  .openapi(certificate, async (c) => {
    const { db, storage } = c.var.services;
    const { userId } = c.req.valid('param');
    const viewer = c.var.user;
    // Certificates are identity documents: only their agent and the admins may read them.
    if (viewer.id !== userId && viewer.role !== 'ADMIN') throw new HttpError(403, messages.forbidden);
    const row = await requireAgentRow(db, userId);
    const bytes = row.certificatePdf ? await storage.read(row.certificatePdf) : null;
    if (!bytes) throw new HttpError(404, messages.notFound);
    return c.body(bytes, 200, {
      'content-type': 'application/pdf',
      // Downloaded, never rendered as a page of ours: whatever it holds cannot run in our origin.
      'content-disposition': 'attachment; filename="certificate.pdf"',
      'cache-control': 'private, no-store',
    });
  })
  .openapi(office, async (c) => {
    const row = await saveOffice(c.var.services.db, c.var.user.id, c.req.valid('json'));
    return c.json({ data: agentDetailsJson(row), message: agentMessages.officeSaved }, 200);
  })
  .openapi(social, async (c) => {
    const row = await saveSocial(c.var.services.db, c.var.user.id, c.req.valid('json'));
    return c.json({ data: agentDetailsJson(row), message: agentMessages.socialSaved }, 200);
  })
  .openapi(submit, async (c) => {
    const { db, mailer } = c.var.services;
    const row = await submitProfile(db, mailer, c.var.user.id);
    return c.json({ data: agentDetailsJson(row), message: agentMessages.profileSubmitted }, 200);
  })
  .openapi(dashboard, async (c) => {
    const { db } = c.var.services;
    const userId = c.var.user.id;
    const [rating, unread] = await Promise.all([ratingStats(db, userId), unreadCount(db, userId)]);
    return c.json({ data: { ...rating, unreadNotifications: unread } }, 200);
  });
