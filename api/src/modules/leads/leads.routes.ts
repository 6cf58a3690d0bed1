// /api/v1/lead: questions to agents from listing pages and agent profiles (spec §1, §3 Lead, §7 lead/create), and
// the agent's list of them.
import {
  leadChatResponseSchema,
  leadCreateSchema,
  leadMessages,
  leadResponseSchema,
  leadsPageSchema,
  leadsQuerySchema,
  leadUpdateSchema,
} from '@naija-homes/contracts/lead';
import * as z from 'zod';
import type { AppServices } from '../../app-env';
import { sessionUser } from '../../auth/guard';
import { limitPublicWrite } from '../../lib/rate-limit';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  rateLimitedResponse,
  router,
  uuidParam,
} from '../../lib/route';
import { chatWithLead, createLead, exportLeads, listLeads, updateLeadStatus } from './leads.service';

const tags = ['Leads'];
const leadParams = z.object({ id: uuidParam() });

const create = defineRoute({
  method: 'post',
  operationId: 'leadsCreate',
  path: '/create',
  tags,
  access: 'public',
  summary: 'Ask an agent about a listing (or, without propertyId, about their services); signed in or not',
  request: { body: jsonBody(leadCreateSchema) },
  responses: {
    201: jsonResponse(leadResponseSchema, 'The lead and a thank-you'),
    404: errorResponse('No such agent or live listing'),
    409: errorResponse('The same message was already sent to this agent'),
    429: rateLimitedResponse('Too many public submissions from this client: try again later'),
  },
});

const list = defineRoute({
  method: 'get',
  operationId: 'leadsList',
  path: '/all',
  tags,
  access: ['AGENT'],
  summary: 'My leads, newest first; by status and by words in the name, email or message',
  request: { query: leadsQuerySchema },
  responses: { 200: jsonResponse(leadsPageSchema, 'A page, with my counts per status') },
});

const exportCsv = defineRoute({
  method: 'get',
  operationId: 'leadsExportCsv',
  path: '/export.csv',
  tags,
  access: ['AGENT'],
  summary: 'My leads as CSV (same filters as the list), for a spreadsheet',
  request: { query: leadsQuerySchema.pick({ status: true, search: true }) },
  responses: { 200: { description: 'CSV (UTF-8 with BOM)', content: { 'text/csv': { schema: z.string() } } } },
});

const update = defineRoute({
  method: 'patch',
  operationId: 'leadsUpdate',
  path: '/{id}',
  tags,
  access: ['AGENT'],
  ownedBy: 'lead',
  summary: 'Move one of my leads to new, contacted or closed',
  request: { params: leadParams, body: jsonBody(leadUpdateSchema) },
  responses: { 200: jsonResponse(leadResponseSchema, 'The lead now') },
});

const chat = defineRoute({
  method: 'post',
  operationId: 'leadsChat',
  path: '/{id}/chat',
  tags,
  access: ['AGENT'],
  ownedBy: 'lead',
  summary: 'Open (or reuse) the chat room with the buyer who asked, when they were signed in; marks the lead contacted',
  request: { params: leadParams },
  responses: {
    200: jsonResponse(leadChatResponseSchema, 'The room to open'),
    409: errorResponse('The person was not signed in: there is nobody to chat with'),
  },
});

const leadDeps = (services: AppServices) => ({
  db: services.db,
  mailer: services.mailer,
  appUrl: services.config.baseUrl,
});

export const leadRoutes = router()
  .openapi(create, async (c) => {
    await limitPublicWrite(c);
    const { auth, db } = c.var.services;
    const caller = await sessionUser(auth, db, c.req.raw.headers);
    const lead = await createLead(leadDeps(c.var.services), caller, c.req.valid('json'));
    return c.json({ data: lead, message: leadMessages.sent }, 201);
  })
  .openapi(list, async (c) => c.json(await listLeads(c.var.services.db, c.var.user, c.req.valid('query')), 200))
  .openapi(exportCsv, async (c) => {
    const csv = await exportLeads(c.var.services.db, c.var.user, c.req.valid('query'));
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="naija-homes-leads.csv"',
      'cache-control': 'no-store',
    });
  })
  .openapi(update, async (c) => {
    const lead = await updateLeadStatus(
      c.var.services.db,
      c.var.user,
      c.req.valid('param').id,
      c.req.valid('json').status,
    );
    return c.json({ data: lead, message: leadMessages.updated }, 200);
  })
  .openapi(chat, async (c) => {
    const roomId = await chatWithLead(c.var.services.db, c.var.user, c.req.valid('param').id);
    return c.json({ data: { roomId } }, 200);
  });
