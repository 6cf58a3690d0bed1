// /api/v1/admin/audit-log: the append-only record of admin actions. There is no route to change or remove an entry.
import { auditLogPageSchema, auditLogQuerySchema } from '@naija-homes/contracts/audit';
import { defineRoute, jsonResponse, router } from '../../lib/route';
import { listAuditLog } from './audit-log';

const list = defineRoute({
  method: 'get',
  operationId: 'auditList',
  path: '/audit-log',
  tags: ['Admin'],
  access: ['ADMIN'],
  summary:
    'Admin actions, newest first: who did what to which target, when, with the values before and after; filtered by action, actor, target and dates (Lagos days)',
  request: { query: auditLogQuerySchema },
  responses: { 200: jsonResponse(auditLogPageSchema, 'A page of entries') },
});

export const adminAuditRoutes = router().openapi(list, async (c) =>
  c.json(await listAuditLog(c.var.services.db, c.req.valid('query')), 200),
);
