// /api/v1/report (buyers and agents report a listing or an agent) and /api/v1/admin/reports (the moderation queue).

import type { AdminReport } from '@naija-homes/contracts/moderation';
import {
  adminReportsPageSchema,
  reportCreatedSchema,
  reportCreateSchema,
  reportMessages,
  reportResolutionSchema,
  reportResolvedSchema,
  reportsQuerySchema,
} from '@naija-homes/contracts/moderation';
import * as z from 'zod';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { fileReport } from './report-filing';
import { listReports } from './report-queue';
import { resolvedReport, resolveReport } from './report-resolution';

const create = defineRoute({
  method: 'post',
  operationId: 'reportsCreate',
  path: '/',
  tags: ['Reports'],
  // Admins act on reports; they do not file them.
  access: ['BUYER', 'AGENT'],
  summary:
    'Report a published listing (propertyId) or an agent (agentId) for a reason with a message; every admin is told',
  request: { body: jsonBody(reportCreateSchema) },
  responses: {
    201: jsonResponse(reportCreatedSchema, 'The report, open, and a message'),
    400: errorResponse('Invalid input, or the reporter is the agent concerned'),
    404: errorResponse('No such published listing or agent'),
    409: errorResponse('The reporter already has an open report on this listing or agent'),
  },
});

const tags = ['Admin'];
const access = ['ADMIN'] as const;

const list = defineRoute({
  method: 'get',
  operationId: 'reportsList',
  path: '/reports',
  tags,
  access,
  summary: "The moderation queue: reports in a status (open by default), newest first, with each status's count",
  request: { query: reportsQuerySchema },
  responses: { 200: jsonResponse(adminReportsPageSchema, 'A page') },
});

const resolve = defineRoute({
  method: 'patch',
  operationId: 'reportsResolve',
  path: '/reports/{id}/resolve',
  tags,
  access,
  summary:
    'Dismiss or uphold an open report; upholding can deactivate the listing and strike the agent (the third strike blocks them). The reporter is told the outcome',
  request: { params: z.object({ id: uuidParam() }), body: jsonBody(reportResolutionSchema) },
  responses: {
    200: jsonResponse(reportResolvedSchema, 'The report now'),
    400: errorResponse('Invalid input, or a listing to deactivate on a report about an agent'),
    404: errorResponse('No such report'),
    409: errorResponse('The report is already resolved'),
  },
});

export const reportRoutes = router().openapi(create, async (c) => {
  const data = await fileReport(c.var.services.db, c.var.user, c.req.valid('json'));
  return c.json({ data, message: reportMessages.sent }, 201);
});

export const adminReportRoutes = router()
  .openapi(list, async (c) => c.json(await listReports(c.var.services.db, c.req.valid('query')), 200))
  .openapi(resolve, async (c) => {
    const { db } = c.var.services;
    const body = c.req.valid('json');
    const resolved = await resolveReport(db, c.var.user.id, c.req.valid('param').id, body);
    const data = (await resolvedReport(db, resolved)) as AdminReport;
    const message = body.decision === 'uphold' ? reportMessages.upheld : reportMessages.dismissed;
    return c.json({ data, alsoResolved: resolved.alsoResolved, message }, 200);
  });
