// Health, runtime configuration for the front ends, and the API description.
import type { RuntimeConfig } from '@naija-homes/contracts';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { OpenApiDocument, RouteDoc } from '../../lib/openapi';
import { renderDocsPage } from './docs-page';

export function runtimeConfig(config: Config, devOutbox: boolean): RuntimeConfig {
  return {
    remotes: config.remoteUrls,
    googleSignIn: Boolean(config.google),
    devOutbox,
    idVerification: config.smile ? 'smileid' : 'sandbox',
  };
}

export function systemRoutes(database: Database, getDocument: () => OpenApiDocument) {
  return new Hono()
    .get('/health', async (c) => {
      await database.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, database: database.kind });
    })
    .get('/openapi.json', (c) => c.json(getDocument()))
    .get('/docs', (c) => c.html(renderDocsPage(getDocument())));
}

const tag = 'System';
export const systemDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/health',
    tag,
    access: 'public',
    summary: 'Liveness and the database in use',
    responses: {
      200: {
        description: 'Healthy',
        schema: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
      },
    },
  },
  {
    method: 'get',
    path: '/api/v1/openapi.json',
    tag,
    access: 'public',
    summary: 'This OpenAPI 3.1 document',
    responses: { 200: { description: 'The document' } },
  },
  {
    method: 'get',
    path: '/api/v1/docs',
    tag,
    access: 'public',
    summary: 'Readable HTML rendering of the document',
    responses: { 200: { description: 'HTML page', contentType: 'text/html', schema: z.string() } },
  },
  {
    method: 'get',
    path: '/config.json',
    tag,
    access: 'public',
    summary: 'Runtime configuration for the shell (remote URLs, features)',
    responses: {
      200: {
        description: 'RuntimeConfig',
        schema: z.object({
          remotes: z.record(z.enum(['mfe_public', 'mfe_buyer', 'mfe_agent', 'mfe_admin', 'mfe_chat']), z.string()),
          googleSignIn: z.boolean(),
          devOutbox: z.boolean(),
        }),
      },
    },
  },
];
