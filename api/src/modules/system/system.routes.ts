// Health and the API description (/api/v1), and the runtime configuration the front ends read first (/config.json).
import { type RuntimeConfig, runtimeConfigSchema } from '@naija-homes/contracts/runtime-config';
import { healthSchema, openApiDocumentSchema, unhealthySchema } from '@naija-homes/contracts/system';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Config } from '../../config';
import { withinMs } from '../../db/unavailable';
import { errorFields } from '../../lib/logger';
import { defineRoute, jsonResponse, router } from '../../lib/route';
import { renderDocsPage } from './docs-page';

const tags = ['System'];
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

export function runtimeConfig(config: Config, devOutbox: boolean): RuntimeConfig {
  return {
    remotes: config.remoteUrls,
    googleSignIn: Boolean(config.google),
    devOutbox,
    idVerification: config.smile ? 'smileid' : 'sandbox',
  };
}

const health = defineRoute({
  method: 'get',
  path: '/health',
  tags,
  access: 'public',
  summary: 'Liveness and the database in use; 503 (within 2 s) while the database cannot be reached',
  responses: {
    200: jsonResponse(healthSchema, 'Healthy'),
    503: jsonResponse(unhealthySchema, 'The database is down; Retry-After says when to ask again'),
  },
});

const openApi = defineRoute({
  method: 'get',
  path: '/openapi.json',
  tags,
  access: 'public',
  summary: 'This OpenAPI 3.1 document',
  responses: { 200: jsonResponse(openApiDocumentSchema, 'The document') },
});

const docs = defineRoute({
  method: 'get',
  path: '/docs',
  tags,
  access: 'public',
  summary: 'Readable HTML rendering of the document',
  responses: { 200: html('HTML page') },
});

const config = defineRoute({
  method: 'get',
  path: '/config.json',
  tags,
  access: 'public',
  summary: 'Runtime configuration for the shell (remote URLs, features)',
  responses: { 200: jsonResponse(runtimeConfigSchema, 'The configuration') },
});

/** Mounted at /api/v1. */
export const systemRoutes = router()
  .openapi(health, async (c) => {
    const { database, logger } = c.var.services;
    try {
      await withinMs(database.execute(sql`select 1`), 2000);
    } catch (error) {
      logger.error('health: database unreachable', errorFields(error));
      c.header('retry-after', '5');
      c.header('cache-control', 'no-store');
      return c.json({ status: 'error' as const, database: 'down' as const }, 503);
    }
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  })
  .openapi(openApi, (c) => c.json(c.var.services.openApiDocument(), 200))
  .openapi(docs, (c) => c.html(renderDocsPage(c.var.services.openApiDocument()), 200));

/** Mounted at the root: the shell reads it before it loads any remote, so it is revalidated every time. */
export const runtimeConfigRoutes = router().openapi(config, (c) => {
  const { config: appConfig, mailer } = c.var.services;
  c.header('cache-control', 'no-cache');
  return c.json(runtimeConfig(appConfig, mailer.transport === 'outbox'), 200);
});
