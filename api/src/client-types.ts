// The typed client's types (client/src/schema.gen.ts) are generated from the document the route definitions
// produce, with the app configured as `npm start` runs it offline (local payments, dev outbox) plus Google sign-in
// (the shell offers it when /config.json says it is on). A test fails when the committed file is older than the
// definitions: run `npm run client:generate`.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from './app';
import { loadConfig } from './config';
import { fromPglite } from './db/client';
import type { OpenApiDocument } from './lib/openapi';

export const CLIENT_TYPES_PATH = resolve(import.meta.dir, '../../client/src/schema.gen.ts');

/** The document of the app as every front end sees it (no database is read: an empty one is enough). */
export async function canonicalDocument(): Promise<OpenApiDocument> {
  const pglite = new PGlite();
  const database = fromPglite(pglite);
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: join(tmpdir(), 'naija-client-types'),
      BASE_URL: 'http://localhost:3000',
      GOOGLE_CLIENT_ID: 'document-only',
      GOOGLE_CLIENT_SECRET: 'document-only',
    });
    const { app } = createApp({ config, database });
    const response = await app.request('/api/v1/openapi.json');
    return (await response.json()) as OpenApiDocument;
  } finally {
    await pglite.close();
  }
}

export async function clientTypesSource(document: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    exportType: true,
  });
  return `// Generated from the API's route definitions by \`npm run client:generate\`; do not edit.\n${astToString(ast)}`;
}
