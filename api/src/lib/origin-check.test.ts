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
  });

  test('another origin gets no permission to read answers', async () => {
    const response = await t.app.request('/api/v1/package/all', { headers: { origin: evil } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
