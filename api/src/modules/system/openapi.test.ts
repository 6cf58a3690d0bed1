// The document generated from the route definitions is valid OpenAPI 3.1, the client's committed types were
// generated from it, and the published client works against the real app.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { createApiClient, isApiError, ok } from '@naija-homes/client/api-client';
import { realtimeClosedEvent, realtimeEventTypes } from '@naija-homes/contracts/chat';
import { Validator } from '@seriousme/openapi-schema-validator';
import { CLIENT_TYPES_PATH, canonicalDocument, clientTypesSource } from '../../client-types';
import { defaultRateRules } from '../../lib/rate-limit';
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

  test('every guarded operation names who may call it and how: the session (cookie or token), and a key where allowed', async () => {
    const document = (
      await t.client().get<{ paths: Record<string, Record<string, Record<string, unknown>>> }>('/api/v1/openapi.json')
    ).body;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const access = operation['x-access'];
        expect(access, `${method} ${path}`).toBeDefined();
        if (access === 'public') continue;
        const security = operation.security as Array<Record<string, string[]>>;
        expect(security.slice(0, 2), `${method} ${path}`).toEqual([{ sessionCookie: [] }, { sessionToken: [] }]);
        expect(security.slice(2), `${method} ${path}`).toEqual(
          operation['x-api-keys'] === false ? [] : [{ apiKey: [] }],
        );
      }
    }
  });

  test('every operation has a unique operationId naming its resource and act, and a summary', async () => {
    const document = (
      await t
        .client()
        .get<{ paths: Record<string, Record<string, { operationId?: string; summary?: string }>> }>(
          '/api/v1/openapi.json',
        )
    ).body;
    const ids = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        return operation.operationId ?? `${method} ${path} has none`;
      }),
    );
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('the event stream documents every event and its payload, from the contracts the server sends by', async () => {
    const document = t.services.openApiDocument() as unknown as {
      paths: Record<string, Record<string, { 'x-events'?: Record<string, { data: { $ref: string } }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const documented = document.paths['/api/v1/events']?.get?.['x-events'] ?? {};
    expect(Object.keys(documented).sort()).toEqual([...realtimeEventTypes, realtimeClosedEvent].sort());
    for (const [type, event] of Object.entries(documented)) {
      const name = event.data.$ref.replace('#/components/schemas/', '');
      expect(document.components.schemas[name], type).toBeDefined();
    }
  });

  test('every 429 documents Retry-After and the RateLimit fields, and the limits are listed from the rules applied', async () => {
    const document = (
      await t.client().get<{
        info: { description: string };
        paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
      }>('/api/v1/openapi.json')
    ).body;
    let limited = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const refusal = operation.responses['429'];
        if (!refusal) continue;
        limited += 1;
        expect(Object.keys(refusal.headers ?? {}).sort(), `${method} ${path}`).toEqual([
          'RateLimit',
          'RateLimit-Policy',
          'Retry-After',
        ]);
      }
    }
    expect(limited).toBeGreaterThanOrEqual(10);
    for (const [, rule] of Object.entries(defaultRateRules)) {
      expect(document.info.description).toContain(`${rule.max} per ${rule.windowSeconds / 60} min`);
    }
    expect(document.info.description).toContain('| `otp-send` | 5 per 10 min |');
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
    // What a caller branches on: the stable code, not the words.
    expect((failure as { code: string }).code).toBe('unauthorized');
  });
});
