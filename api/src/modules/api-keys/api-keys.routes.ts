// /api/v1/api-key: an agent's or admin's API keys for their own tools (issue 35, ADR 036). Only the person manages
// them (`apiKeys: false`): a leaked key cannot mint itself successors.
import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyMessages,
  apiKeysResponseSchema,
} from '@naija-homes/contracts/api-key';
import * as z from 'zod';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  router,
  uuidParam,
} from '../../lib/route';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

const tags = ['API keys'];
const access = ['AGENT', 'ADMIN'] as const;

const list = defineRoute({
  method: 'get',
  operationId: 'apiKeysList',
  path: '/',
  tags,
  access,
  apiKeys: false,
  summary: 'My API keys that are not revoked, newest first, with when each was last used',
  responses: { 200: jsonResponse(apiKeysResponseSchema, 'The keys (never the whole key)') },
});

const create = defineRoute({
  method: 'post',
  operationId: 'apiKeysCreate',
  path: '/',
  tags,
  access,
  apiKeys: false,
  summary: 'Create an API key: named, read-only or read-and-write; the whole key is in this answer only',
  request: { body: jsonBody(apiKeyCreateSchema) },
  responses: {
    201: jsonResponse(apiKeyCreatedSchema, 'The key, whole: store it now'),
    409: errorResponse('Already keeping the most keys allowed'),
  },
});

const revoke = defineRoute({
  method: 'delete',
  operationId: 'apiKeysRevoke',
  path: '/{id}',
  tags,
  access,
  apiKeys: false,
  ownedBy: 'api-key',
  summary: 'Revoke an API key: calls with it are refused from now on',
  request: { params: z.object({ id: uuidParam(apiKeyMessages.notFound) }) },
  responses: {
    200: messageResponse('Revoked'),
    404: errorResponse('Not one of my keys'),
    409: errorResponse('Already revoked'),
  },
});

export const apiKeyRoutes = router()
  .openapi(list, async (c) => c.json({ data: await listApiKeys(c.var.services.db, c.var.user.id) }, 200))
  .openapi(create, async (c) => {
    const created = await createApiKey(c.var.services.db, c.var.user.id, c.req.valid('json'));
    return c.json({ data: created, message: apiKeyMessages.created }, 201);
  })
  .openapi(revoke, async (c) => {
    await revokeApiKey(c.var.services.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ message: apiKeyMessages.revoked }, 200);
  });
