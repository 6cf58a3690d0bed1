import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { setupTestApp } from '../test/app';
import { TEST_ORIGIN } from '../test/client';
import { signedInUser } from '../test/users';

const t = await setupTestApp({ env: { TRUSTED_ORIGINS: 'https://partner.example' } });
const evil = 'https://evil.example';
const refused = { status: 403, body: { message: messages.crossSiteRefused } };

describe('cross-site requests', () => {
  test('a body-less POST from another site with the session cookie does not sign the person out', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    expect(await buyer.client.request('POST', '/api/v1/auth/sign-out', undefined, { origin: evil })).toMatchObject(
      refused,
    );
    expect((await buyer.client.get('/api/v1/user/me')).status).toBe(200);
  });

  test('a text/plain body (no preflight in browsers) from another site edits nothing', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const forged = await buyer.client.request(
      'PATCH',
      '/api/v1/user/profile',
      JSON.stringify({ firstName: 'Hacked' }),
      {
        origin: evil,
        'content-type': 'text/plain',
      },
    );
    expect(forged).toMatchObject(refused);
    const me = await buyer.client.get<{ data: { firstName: string } }>('/api/v1/user/me');
    expect(me.body.data.firstName).not.toBe('Hacked');
  });

  test('without Origin, a foreign Referer is refused too; a null origin (sandboxed frame) as well', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const viaReferer = await buyer.client.request('POST', '/api/v1/auth/sign-out', undefined, {
      origin: '',
      referer: `${evil}/trap.html`,
    });
    expect(viaReferer).toMatchObject(refused);
    expect(await buyer.client.request('POST', '/api/v1/auth/sign-out', undefined, { origin: 'null' })).toMatchObject(
      refused,
    );
  });

  test('the app, a trusted partner and clients that name no origin (curl, servers) get through', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const fromApp = await buyer.client.request(
      'PATCH',
      '/api/v1/user/profile',
      { firstName: 'Amaka' },
      { origin: TEST_ORIGIN },
    );
    expect(fromApp.status).toBe(200);
    const fromPartner = await buyer.client.request(
      'PATCH',
      '/api/v1/user/profile',
      { firstName: 'Chioma' },
      {
        origin: 'https://partner.example',
      },
    );
    expect(fromPartner.status).toBe(200);
    const noOrigin = await t.client().request(
      'POST',
      '/api/v1/news-letter/create',
      { email: 'curl@example.ng' },
      {
        origin: '',
      },
    );
    expect(noOrigin.status).not.toBe(403);
  });

  test('reads are never refused for their origin', async () => {
    expect((await t.client().request('GET', '/api/v1/package/all', undefined, { origin: evil })).status).toBe(200);
  });
});

describe('CORS for API consumers', () => {
  test('a trusted origin gets its preflight answered with credentials allowed', async () => {
    const response = await t.app.request('/api/v1/user/profile', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toContain('idempotency-key');
  });

  test('another origin may read public answers without credentials, and nothing else', async () => {
    const document = (
      await t.client().get<{ paths: Record<string, Record<string, { 'x-access'?: unknown }>> }>('/api/v1/openapi.json')
    ).body;
    const reads = Object.entries(document.paths).flatMap(([path, operations]) =>
      operations.get
        ? [{ path: path.replace(/\{[^}]+\}/g, crypto.randomUUID()), access: operations.get['x-access'] }]
        : [],
    );
    const publicReads = reads.filter((read) => read.access === 'public');
    const guardedReads = reads.filter((read) => read.access !== 'public');
    expect(publicReads.length).toBeGreaterThan(20);
    expect(guardedReads.length).toBeGreaterThan(20);
    // Every public read, whatever it answers (a 404 for an id that names nothing, a 400 for a missing filter).
    for (const { path } of publicReads) {
      const response = await t.app.request(path, { headers: { origin: evil } });
      await response.arrayBuffer();
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    expect(
      (await t.app.request('/api/v1/package/all', { headers: { origin: evil } })).headers.get(
        'access-control-expose-headers',
      ),
    ).toContain('ratelimit');
    for (const { path } of guardedReads) {
      const response = await t.app.request(path, { headers: { origin: evil } });
      await response.arrayBuffer();
      expect(response.headers.get('access-control-allow-origin'), path).toBeNull();
    }
  });

  test('a trusted origin reads with credentials, public reads included', async () => {
    const response = await t.app.request('/api/v1/package/all', { headers: { origin: 'https://partner.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  test('another origin may preflight a read, never a write', async () => {
    const preflight = (method: string) =>
      t.app.request('/api/v1/package/all', {
        method: 'OPTIONS',
        headers: {
          origin: evil,
          'access-control-request-method': method,
          'access-control-request-headers': 'if-none-match',
        },
      });
    const read = await preflight('GET');
    expect(read.status).toBe(204);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-allow-headers')).toContain('if-none-match');
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const write = await preflight('POST');
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
  });
});
