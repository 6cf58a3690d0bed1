// The document generated from the route definitions is valid OpenAPI 3.1, the client's committed types were
// generated from it, and the published client works against the real app.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { createApiClient, isApiError, ok } from '@naija-homes/client/api-client';
import { Validator } from '@seriousme/openapi-schema-validator';
import { CLIENT_TYPES_PATH, canonicalDocument, clientTypesSource } from '../../client-types';
import { setupTestApp } from '../../test/app';

const t = await setupTestApp();

describe('the OpenAPI document', () => {
  test('validates as OpenAPI 3.1', async () => {
    const document = (await t.client().get('/api/v1/openapi.json')).body;
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  test('every guarded operation names who may call it and the session cookie', async () => {
    const document = (
      await t.client().get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>('/api/v1/openapi.json')
    ).body;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const access = operation['x-access'];
        expect(access, `${method} ${path}`).toBeDefined();
        if (access !== 'public') expect(operation.security, `${method} ${path}`).toEqual([{ sessionCookie: [] }]);
      }
    }
  });

  test("the client's types were generated from the current definitions (npm run client:generate)", async () => {
    const expected = await clientTypesSource(await canonicalDocument());
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8') === expected, 'client/src/schema.gen.ts is stale').toBe(true);
  }, 30_000);
});

describe('the published client (@naija-homes/client)', () => {
  const client = createApiClient({
    baseUrl: 'http://localhost:3000',
    fetch: async (request) => t.app.request(request),
  });

  test('reads a public route with typed parameters', async () => {
    const { data } = await ok(client.GET('/api/v1/package/all'));
    expect(data.length).toBeGreaterThan(0);
  });

  test('turns an error answer into ApiError with the server message', async () => {
    const failure = await ok(client.GET('/api/v1/property/{id}', { params: { path: { id: 'not-a-uuid' } } })).catch(
      (error: unknown) => error,
    );
    expect(isApiError(failure, 401)).toBe(true);
  });
});
