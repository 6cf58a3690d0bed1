import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { createApp } from './app';
import type { Logger } from './lib/logger';
import { setupTestApp, testConfig } from './test/app';

const t = await setupTestApp();

describe('createApp error handling', () => {
  test('an unexpected error is a generic 500 and is logged with the request id', async () => {
    const logged: Array<Record<string, unknown> | undefined> = [];
    const logger: Logger = { info() {}, warn() {}, error: (_m, fields) => logged.push(fields) };
    const { app } = createApp({ config: testConfig(), database: t.database, logger });
    app.get('/api/v1/boom', () => {
      throw new Error('database exploded: secret detail');
    });
    const response = await app.request('/api/v1/boom');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ message: messages.serverError });
    expect(logged[0]).toMatchObject({ path: '/api/v1/boom', error: 'database exploded: secret detail' });
    expect(logged[0]?.reqId).toBeTruthy();
  });

  test("better-auth's generic endpoints are not exposed (roles cannot be set through them)", async () => {
    const client = t.client();
    const signUp = await client.post('/api/auth/sign-up/email', {
      email: 'x@example.ng',
      password: 'long-enough',
      name: 'X',
      role: 'ADMIN',
    });
    expect(signUp.status).toBe(404);
    expect((await client.post('/api/auth/sign-in/social', { provider: 'google' })).status).toBe(404);
    expect((await client.get('/api/auth/get-session')).status).toBe(404);
  });

  test('a body over 1 MB is refused with 413', async () => {
    const response = await t
      .client()
      .post('/api/v1/auth/sign-in', { email: 'a@b.ng', password: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect(typeof response.body.message).toBe('string');
  });

  test('a JSON body sent as text/plain is refused with 415 and a message (never read, never 500)', async () => {
    const response = await t
      .client()
      .request('POST', '/api/v1/auth/sign-in', '{"email":"a@b.ng"}', { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(typeof response.body.message).toBe('string');
  });
});
