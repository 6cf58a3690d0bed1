// The SDK's own behaviour against a local HTTP server playing the API: the credential it sends, how it waits out
// 429 and 503 by their Retry-After, that a retried POST keeps one Idempotency-Key, and what it gives up on.
import { afterAll, describe, expect, test } from 'bun:test';
import { createNaijaHomesClient, isApiError, ok } from './sdk';

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  cookie: string | null;
  idempotencyKey: string | null;
}

const seen: Seen[] = [];
/** What the fake answers next, per path: a queue of statuses and Retry-After values; then 200. */
const script = new Map<string, Array<{ status: number; retryAfter?: string }>>();

const server = Bun.serve({
  port: 0,
  async fetch(request) {
    const url = new URL(request.url);
    seen.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get('authorization'),
      cookie: request.headers.get('cookie'),
      idempotencyKey: request.headers.get('idempotency-key'),
    });
    if (request.method === 'POST') await request.text();
    const next = script.get(url.pathname)?.shift();
    if (next) {
      return Response.json(
        { code: next.status === 429 ? 'rate_limited' : 'service_unavailable', message: 'Not now' },
        { status: next.status, headers: next.retryAfter ? { 'retry-after': next.retryAfter } : {} },
      );
    }
    if (url.pathname === '/api/v1/user/me') return Response.json({ data: { _id: 'agent-1' } });
    return Response.json({ data: { _id: 'draft-1', slug: 'draft-1' }, message: 'Created' }, { status: 201 });
  },
});
afterAll(() => server.stop(true));
const baseUrl = `http://127.0.0.1:${server.port}/`;

const callsTo = (path: string) => seen.filter((call) => call.path === path);

describe('the SDK', () => {
  test('sends the API key as a bearer and no cookies', async () => {
    const naija = createNaijaHomesClient({ baseUrl, apiKey: 'nhk_test' });
    await ok(naija.GET('/api/v1/user/me'));
    expect(callsTo('/api/v1/user/me').at(-1)).toMatchObject({ authorization: 'Bearer nhk_test', cookie: null });
  });

  test('waits out a 429 and a 503 by their Retry-After, then answers', async () => {
    script.set('/api/v1/user/me', [
      { status: 429, retryAfter: '1' },
      { status: 503, retryAfter: '0' },
    ]);
    const naija = createNaijaHomesClient({ baseUrl, sessionToken: 'token.signature' });
    const before = callsTo('/api/v1/user/me').length;
    const started = performance.now();
    const me = await ok(naija.GET('/api/v1/user/me'));
    expect(me).toMatchObject({ data: { _id: 'agent-1' } });
    expect(callsTo('/api/v1/user/me').length - before).toBe(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  test('a retried POST carries the same Idempotency-Key each time, so the server does it once', async () => {
    script.set('/api/v1/property/create', [{ status: 503, retryAfter: '0' }]);
    const naija = createNaijaHomesClient({ baseUrl, apiKey: 'nhk_test' });
    const created = await ok(naija.POST('/api/v1/property/create', { body: { title: 'Three Bedroom Flat' } }));
    expect(created).toMatchObject({ data: { _id: 'draft-1' } });
    const keys = callsTo('/api/v1/property/create').map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0] as string);
  });

  test('a wait longer than allowed, or retries used up, is an error that says how long to wait', async () => {
    script.set('/api/v1/user/me', [{ status: 429, retryAfter: '600' }]);
    const naija = createNaijaHomesClient({ baseUrl, apiKey: 'nhk_test' });
    const refused = await ok(naija.GET('/api/v1/user/me')).catch((error: unknown) => error);
    expect(isApiError(refused, 429)).toBe(true);
    expect(refused).toMatchObject({ code: 'rate_limited', retryAfter: 600 });

    script.set('/api/v1/user/me', [
      { status: 503, retryAfter: '0' },
      { status: 503, retryAfter: '0' },
    ]);
    const impatient = createNaijaHomesClient({ baseUrl, apiKey: 'nhk_test', retries: 1 });
    const unavailable = await ok(impatient.GET('/api/v1/user/me')).catch((error: unknown) => error);
    expect(isApiError(unavailable, 503)).toBe(true);
  });
});
