// Health and the API description (/api/v1), and the runtime configuration the front ends read first (/config.json).
import { type RuntimeConfig, runtimeConfigSchema } from '@naija-homes/contracts/runtime-config';
import {
  healthSchema,
  notReadySchema,
  openApiDocumentSchema,
  readinessSchema,
  unhealthySchema,
} from '@naija-homes/contracts/system';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Config } from '../../config';
import { withinMs } from '../../db/unavailable';
import { errorFields } from '../../lib/logger';
import type { OpenApiDocument } from '../../lib/openapi';
import { defineRoute, jsonResponse, router } from '../../lib/route';
import { configuredRemoteLocations } from '../../web/releases';
import { docsSearchScript, renderDocsPage } from './docs-page';

const tags = ['System'];
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

export function runtimeConfig(config: Config, devOutbox: boolean): RuntimeConfig {
  // Read afresh each time (a stat of the deploy log): a deploy or a rollback shows in the next page and /config.json.
  const locations = configuredRemoteLocations(config);
  const fallbacks = Object.fromEntries(
    Object.entries(locations.fallback).map(([remote, location]) => [remote, location.url]),
  ) as RuntimeConfig['fallbacks'];
  return {
    remotes: Object.fromEntries(
      Object.entries(locations.live).map(([remote, location]) => [remote, location.url]),
    ) as RuntimeConfig['remotes'],
    ...(fallbacks && Object.keys(fallbacks).length ? { fallbacks } : {}),
    googleSignIn: Boolean(config.google),
    devOutbox,
    idVerification: config.smile ? 'smileid' : 'sandbox',
  };
}

const health = defineRoute({
  method: 'get',
  operationId: 'systemHealth',
  path: '/health',
  tags,
  access: 'public',
  summary: 'Liveness and the database in use; 503 (within 2 s) while the database cannot be reached',
  responses: {
    200: jsonResponse(healthSchema, 'Healthy'),
    503: jsonResponse(unhealthySchema, 'The database is down; Retry-After says when to ask again'),
  },
});

const ready = defineRoute({
  method: 'get',
  operationId: 'systemReady',
  path: '/ready',
  tags,
  access: 'public',
  summary: 'Readiness: 503 while this process drains before stopping or cannot reach the database',
  responses: {
    200: jsonResponse(readinessSchema, 'Send traffic here'),
    503: jsonResponse(notReadySchema, 'Send traffic elsewhere; Retry-After says when to ask again'),
  },
});

const openApi = defineRoute({
  method: 'get',
  operationId: 'systemOpenApi',
  path: '/openapi.json',
  tags,
  access: 'public',
  summary: 'This OpenAPI 3.1 document',
  responses: { 200: jsonResponse(openApiDocumentSchema, 'The document') },
});

const docs = defineRoute({
  method: 'get',
  operationId: 'systemDocs',
  path: '/docs',
  tags,
  access: 'public',
  summary: 'The API reference: quick start, authentication, every operation, the events and the schemas, searchable',
  responses: { 200: html('HTML page') },
});

const docsScript = defineRoute({
  method: 'get',
  operationId: 'systemDocsScript',
  path: '/docs.js',
  tags,
  access: 'public',
  summary: "The reference page's search (a script of ours: the page loads nothing from elsewhere)",
  responses: { 200: { description: 'JavaScript', content: { 'text/javascript': { schema: z.string() } } } },
});

const config = defineRoute({
  method: 'get',
  operationId: 'systemConfig',
  path: '/config.json',
  tags,
  access: 'public',
  summary: 'Runtime configuration for the shell (remote URLs, features)',
  responses: { 200: jsonResponse(runtimeConfigSchema, 'The configuration') },
});

/** The reference is about a megabyte of HTML: rendered once per document (the app builds its document once). */
const renderedDocs = new WeakMap<object, string>();
function docsPageOf(document: OpenApiDocument): string {
  let page = renderedDocs.get(document);
  if (page === undefined) {
    page = renderDocsPage(document);
    renderedDocs.set(document, page);
  }
  return page;
}

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
  .openapi(ready, async (c) => {
    const { database, lifecycle } = c.var.services;
    c.header('cache-control', 'no-store');
    if (!lifecycle.ready) {
      c.header('retry-after', '5');
      return c.json({ status: 'draining' as const }, 503);
    }
    try {
      await withinMs(database.execute(sql`select 1`), 2000);
    } catch {
      c.header('retry-after', '5');
      return c.json({ status: 'database-down' as const }, 503);
    }
    return c.json({ status: 'ready' as const }, 200);
  })
  .openapi(openApi, (c) => c.json(c.var.services.openApiDocument(), 200))
  .openapi(docs, (c) => c.html(docsPageOf(c.var.services.openApiDocument()), 200))
  .openapi(docsScript, (c) =>
    c.body(docsSearchScript, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );

/** Mounted at the root: the shell reads it before it loads any remote, so it is revalidated every time. */
export const runtimeConfigRoutes = router().openapi(config, (c) => {
  const { config: appConfig, mailer } = c.var.services;
  c.header('cache-control', 'no-cache');
  return c.json(runtimeConfig(appConfig, mailer.transport === 'outbox'), 200);
});
