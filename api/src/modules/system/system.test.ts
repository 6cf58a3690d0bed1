import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@naija-homes/contracts/messages';
import { createApp } from '../../app';
import { openApiPath } from '../../lib/openapi';
import { setupTestApp, testConfig } from '../../test/app';

const t = await setupTestApp();

describe('system routes', () => {
  test('health reports the database in use', async () => {
    const response = await t.client().get('/api/v1/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  test('config.json gives remote manifests under /remotes and the feature flags', async () => {
    const response = await t.client().get('/config.json');
    expect(response.body).toEqual({
      remotes: {
        mfe_public: '/remotes/public/mf-manifest.json',
        mfe_buyer: '/remotes/buyer/mf-manifest.json',
        mfe_agent: '/remotes/agent/mf-manifest.json',
        mfe_admin: '/remotes/admin/mf-manifest.json',
        mfe_chat: '/remotes/chat/mf-manifest.json',
      },
      googleSignIn: false,
      devOutbox: true,
      idVerification: 'sandbox',
    });
  });

  test('MFE_*_URL overrides a remote and Google appears when configured', () => {
    const config = testConfig({
      MFE_AGENT_URL: 'http://localhost:3003/mf-manifest.json',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    const { app, services } = createApp({ config, database: t.database });
    expect(config.remoteUrls.mfe_agent).toBe('http://localhost:3003/mf-manifest.json');
    const documented = services.openApiDocument().paths ?? {};
    expect(documented['/api/auth/sign-in/social']?.post).toBeDefined();
    expect(documented['/api/auth/callback/google']?.get).toBeDefined();
    expect(app.routes.some((r) => r.path === '/api/auth/callback/google')).toBe(true);
  });

  test('the OpenAPI document describes every route the app serves', async () => {
    const response = await t
      .client()
      .get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('/api/v1/openapi.json');
    expect(response.body.openapi).toBe('3.1.0');
    const served = t.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
    expect(served.length).toBeGreaterThan(15);
    for (const route of served) {
      const [method = '', path = ''] = route.split(' ');
      expect(response.body.paths[path]?.[method], route).toBeDefined();
    }
    const signUp = response.body.paths['/api/v1/auth/sign-up']?.post as {
      requestBody: { content: Record<string, { schema: { properties: object } }> };
    };
    expect(Object.keys(signUp.requestBody.content['application/json']?.schema.properties ?? {})).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'password',
      'role',
    ]);
  });

  test('the docs page renders the document as HTML without external resources', async () => {
    const response = await t.client().get('/api/v1/docs');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('/api/v1/auth/sign-up');
    // Nothing from elsewhere, and no inline script (the CSP allows only our own): the search is /api/v1/docs.js.
    expect(response.text).not.toMatch(/https:\/\/cdn|<script>|<script(?![^>]*src="\/api\/v1\/docs\.js")/);
    expect((await t.client().get('/api/v1/docs.js')).headers.get('content-type')).toContain('text/javascript');
    // A quick start with the SDK's install line, credentials per operation, and every named schema linked.
    expect(response.text).toContain('npm install @naija-homes/sdk');
    expect(response.text).toContain('id="op-propertiesSearch"');
    expect(response.text).toContain('credentials: session cookie, session token, API key');
    expect(response.text).toContain('<a href="#schema-PropertySummary">PropertySummary</a>');
    expect(response.text).toContain('id="schema-PropertySummary"');
    // The limits are a table people can read, not Markdown.
    expect(response.text).toContain('<h2 id="rate-limits">Rate limits</h2>');
    expect(response.text).toContain('<td><code>otp-send</code></td><td>5 per 10 min</td>');
    expect(response.text).not.toContain('| --- |');
  });

  test('unknown API paths are 404 with a message', async () => {
    const response = await t.client().get('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: messages.notFound });
  });

  test('responses carry security headers and a request id', async () => {
    const response = await t.client().get('/api/v1/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = response.headers.get('content-security-policy') ?? '';
    // Only our own pages may frame us (a PDF floor plan); players come from an allow-list, not from any link.
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toMatch(/frame-src 'self' [^;]*https:\/\/www\.youtube-nocookie\.com/);
    expect(policy).not.toMatch(/frame-src[^;]* https:(;| )/);
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('dev outbox', () => {
  test('lists mail newest first and filters by recipient; the page is HTML', async () => {
    const email = `outbox.${Date.now()}@example.ng`;
    await t.client().post('/api/v1/auth/forgot-password', { email }); // unknown: nothing mailed
    const list = await t.client().get<{ data: unknown[] }>(`/api/v1/dev/outbox?email=${email}`);
    expect(list.body.data).toEqual([]);
    const page = await t.client().get('/api/v1/dev/outbox/page');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Dev outbox');
  });

  test('is 404 when SMTP is the transport', async () => {
    const config = testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const { app } = createApp({ config, database: t.database });
    expect((await app.request('/api/v1/dev/outbox')).status).toBe(404);
    expect((await app.request('/api/v1/dev/outbox/page')).status).toBe(404);
    expect(await (await app.request('/config.json')).json()).toMatchObject({ devOutbox: false });
  });
});

describe('serving the built front ends', () => {
  const root = mkdtempSync(join(tmpdir(), 'naija-web-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'shell', 'dist', 'static', 'js'), { recursive: true });
  mkdirSync(join(root, 'mfe-agent', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'shell', 'dist', 'static', 'js', 'main.3f2a9c1d.js'), 'console.log(1)');
  writeFileSync(join(root, 'mfe-agent', 'dist', 'mf-manifest.json'), '{}');
  const { app } = createApp({ config: testConfig({ WEB_DIST_ROOT: root }), database: t.database });

  test('index at /, SPA fallback for client routes, no-cache on html and manifests', async () => {
    const home = await app.request('/');
    expect(await home.text()).toContain('shell');
    // Written per request (it says whether a session cookie came): revalidated, and never kept by a shared cache.
    expect(home.headers.get('cache-control')).toBe('private, no-cache');
    const deep = await app.request('/agent/dashboard');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('shell');
    const manifest = await app.request('/remotes/agent/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  test('hashed assets are cached for a year; missing assets and traversal are 404', async () => {
    const asset = await app.request('/static/js/main.3f2a9c1d.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/static/js/missing.js')).status).toBe(404);
    expect((await app.request('/remotes/agent/missing.js')).status).toBe(404);
    expect((await app.request('/remotes/agent/..%2f..%2fshell/dist/index.html')).status).toBe(404);
    expect((await app.request('/api/v1/unknown')).status).toBe(404);
  });
});
