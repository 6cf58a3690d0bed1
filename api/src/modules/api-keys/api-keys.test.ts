// API keys and bearer session tokens over HTTP (issue 35, ADR 036): a key is shown once and kept as a digest, acts
// as its owner within its scope and its own rate limit, cannot manage keys or the account, and is refused once
// revoked; an app's session token works from any origin, and a request with `Authorization` never rides a cookie.
import { describe, expect, test } from 'bun:test';
import {
  API_KEY_PREFIX,
  API_KEYS_PER_USER,
  type ApiKey,
  type ApiKeyCreated,
  apiKeyMessages,
} from '@naija-homes/contracts/api-key';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import { apiKeys, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { TEST_ORIGIN } from '../../test/client';
import { agentWithPlan } from '../../test/owned-resources';
import { signedInUser } from '../../test/users';

const API_KEY_CALLS_PER_MINUTE = 6;
const t = await setupTestApp({ rateRules: { apiKey: { max: API_KEY_CALLS_PER_MINUTE, windowSeconds: 60 } } });
const FOREIGN_ORIGIN = 'https://crm.example-agency.ng';

/** A call as a tool makes it: no cookies, the credential in `Authorization`, from another website unless told. */
async function call(
  method: string,
  path: string,
  token: string,
  { body, origin = FOREIGN_ORIGIN, cookie }: { body?: unknown; origin?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, origin };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await t.app.request(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

/** An agent on a plan (listing needs one) with a key. */
async function agentWithKey(scope: 'read' | 'write' = 'write') {
  const agent = await agentWithPlan(t);
  const created = await agent.client.post<ApiKeyCreated>('/api/v1/api-key', { name: 'Agency CRM', scope });
  expect(created.status).toBe(201);
  return { agent, key: created.body.data.key, keyId: created.body.data._id };
}

const cookieOf = (agent: Awaited<ReturnType<typeof signedInUser>>) =>
  [...agent.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('API keys', () => {
  test('created with a name and scope, the whole key answered once; the list shows only its start', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const created = await agent.client.post<ApiKeyCreated>('/api/v1/api-key', { name: ' Zoho CRM ', scope: 'read' });
    expect(created).toMatchObject({
      status: 201,
      body: { message: apiKeyMessages.created, data: { name: 'Zoho CRM', scope: 'read', lastUsedAt: null } },
    });
    const { key, start, _id } = created.body.data;
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.length).toBeGreaterThanOrEqual(API_KEY_PREFIX.length + 40);
    expect(key.startsWith(start)).toBe(true);

    const listed = await agent.client.get<{ data: ApiKey[] }>('/api/v1/api-key');
    expect(listed.body.data).toEqual([
      { _id, name: 'Zoho CRM', scope: 'read', start, createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(listed.text).not.toContain(key);
    // Only a digest is stored: the key itself is nowhere in the table.
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, _id));
    expect(Object.values(row ?? {}).some((value) => String(value).includes(key.slice(start.length)))).toBe(false);
  });

  test('a key acts as its owner from any website, and its last use is recorded', async () => {
    const { agent, key, keyId } = await agentWithKey('write');
    const me = await call('GET', '/api/v1/user/me', key);
    expect(me).toMatchObject({ status: 200, body: { data: { _id: agent.user._id } } });
    expect(me.headers.get('access-control-allow-origin')).toBe('*');
    expect(me.headers.get('access-control-allow-credentials')).toBeNull();

    const draft = await call('POST', '/api/v1/property/create', key, { body: { title: 'Three Bedroom Flat' } });
    expect(draft.status).toBe(201);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    const listed = await agent.client.get<{ data: ApiKey[] }>('/api/v1/api-key');
    expect(listed.body.data[0]?.lastUsedAt).toEqual(expect.any(String));
  });

  test('a read-only key reads and cannot write', async () => {
    const { key } = await agentWithKey('read');
    expect((await call('GET', '/api/v1/lead/all', key)).status).toBe(200);
    const write = await call('POST', '/api/v1/property/create', key, { body: { title: 'Three Bedroom Flat' } });
    expect(write).toMatchObject({ status: 403, body: { code: 'api_key_read_only', message: apiKeyMessages.readOnly } });
    // A public write made with the key is the key's write too.
    const lead = await call('POST', '/api/v1/lead/create', key, { body: {} });
    expect(lead).toMatchObject({ status: 403, body: { code: 'api_key_read_only' } });
  });

  test('a key cannot manage keys, change the password or open the event stream', async () => {
    const { key, keyId } = await agentWithKey('write');
    for (const [method, path, body] of [
      ['GET', '/api/v1/api-key', undefined],
      ['POST', '/api/v1/api-key', { name: 'Successor', scope: 'write' }],
      ['DELETE', `/api/v1/api-key/${keyId}`, undefined],
      ['PATCH', '/api/v1/user/password', { currentPassword: 'x', newPassword: 'Str0nger-pass' }],
      ['GET', '/api/v1/events', undefined],
    ] as const) {
      const answer = await call(method, path, key, { body });
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { code: 'api_key_session_required', message: apiKeyMessages.sessionRequired },
      });
    }
  });

  test('a revoked key is refused at once; another agent revoking it is a 404, revoking it twice a 409', async () => {
    const { agent, key, keyId } = await agentWithKey();
    const other = await signedInUser(t, 'AGENT');
    expect((await other.client.request('DELETE', `/api/v1/api-key/${keyId}`)).status).toBe(404);
    expect((await call('GET', '/api/v1/user/me', key)).status).toBe(200);

    expect(await agent.client.request('DELETE', `/api/v1/api-key/${keyId}`)).toMatchObject({
      status: 200,
      body: { message: apiKeyMessages.revoked },
    });
    expect(await call('GET', '/api/v1/user/me', key)).toMatchObject({
      status: 401,
      body: { code: 'api_key_invalid', message: apiKeyMessages.invalid },
    });
    expect((await agent.client.get<{ data: ApiKey[] }>('/api/v1/api-key')).body.data).toEqual([]);
    expect(await agent.client.request('DELETE', `/api/v1/api-key/${keyId}`)).toMatchObject({
      status: 409,
      body: { code: 'api_key_already_revoked', message: apiKeyMessages.alreadyRevoked },
    });
    // A made-up key is refused the same way, never taken for a visitor.
    expect((await call('GET', '/api/v1/user/me', `${API_KEY_PREFIX}made-up`)).status).toBe(401);
  });

  test('buyers have no keys; a blocked owner’s key is refused', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    expect((await buyer.client.post('/api/v1/api-key', { name: 'Mine', scope: 'read' })).status).toBe(403);

    const { agent, key } = await agentWithKey();
    await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, agent.user._id));
    expect(await call('GET', '/api/v1/user/me', key)).toMatchObject({
      status: 403,
      body: { message: messages.accountBlocked },
    });
  });

  test('the name and scope are checked with their messages', async () => {
    const agent = await signedInUser(t, 'AGENT');
    expect(await agent.client.post('/api/v1/api-key', { name: '  ', scope: 'read' })).toMatchObject({
      status: 400,
      body: { message: apiKeyMessages.nameRequired },
    });
    expect(await agent.client.post('/api/v1/api-key', { name: 'CRM', scope: 'admin' })).toMatchObject({
      status: 400,
      body: { message: apiKeyMessages.scope },
    });
  });

  test('twenty revokes of one key at once: one revokes it, the rest are clear 409s', async () => {
    const { agent, keyId } = await agentWithKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agent.client.request('DELETE', `/api/v1/api-key/${keyId}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  test(`twenty creations at once keep to ${API_KEYS_PER_USER} keys; the rest are clear 409s`, async () => {
    const agent = await signedInUser(t, 'AGENT');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => agent.client.post('/api/v1/api-key', { name: `Tool ${i}`, scope: 'read' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(API_KEYS_PER_USER);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - API_KEYS_PER_USER);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: apiKeyMessages.tooMany });
    expect((await agent.client.get<{ data: ApiKey[] }>('/api/v1/api-key')).body.data).toHaveLength(API_KEYS_PER_USER);
  });

  test('each key has its own rate limit, told in the IETF headers', async () => {
    const { key } = await agentWithKey();
    const { key: secondKey } = await agentWithKey();
    for (let i = 0; i < API_KEY_CALLS_PER_MINUTE; i++) {
      expect((await call('GET', '/api/v1/user/me', key)).status).toBe(200);
    }
    const refused = await call('GET', '/api/v1/user/me', key);
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-policy')).toBe(`"api-key";q=${API_KEY_CALLS_PER_MINUTE};w=60`);
    expect(refused.headers.get('ratelimit')).toMatch(/^"api-key";r=0;t=\d+$/);
    // A page on another site can read how long to wait.
    expect(refused.headers.get('access-control-expose-headers')).toContain('retry-after');
    expect((await call('GET', '/api/v1/user/me', secondKey)).status).toBe(200);
  });
});

describe('bearer session tokens', () => {
  test('sign-in answers the session as a token an app sends from anywhere; signing out with it ends it', async () => {
    const agent = await agentWithPlan(t);
    const signIn = await t.client().post('/api/v1/auth/sign-in', { email: agent.email, password: agent.password });
    const token = signIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    const me = await call('GET', '/api/v1/user/me', token as string);
    expect(me).toMatchObject({ status: 200, body: { data: { _id: agent.user._id } } });
    // A write from another website with the token: no cookie rides it, so no cross-site refusal either.
    expect(
      (await call('POST', '/api/v1/property/create', token as string, { body: { title: 'Shop In Ikeja' } })).status,
    ).toBe(201);
    // An app's session is the person: it may manage keys.
    expect((await call('GET', '/api/v1/api-key', token as string)).status).toBe(200);

    expect((await call('POST', '/api/v1/auth/sign-out', token as string)).status).toBe(200);
    expect((await call('GET', '/api/v1/user/me', token as string)).status).toBe(401);
    // The browser's own session (another sign-in) is untouched.
    expect((await agent.client.get('/api/v1/user/me')).status).toBe(200);
  });

  test('with Authorization the cookie is ignored: a forged call from another site cannot ride a session', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const cookie = cookieOf(agent);
    const forged = await call('POST', '/api/v1/property/create', 'not-a-token', {
      body: { title: 'Forged Listing Here' },
      cookie,
    });
    expect(forged.status).toBe(401);
    const forgedSignOut = await call('POST', '/api/v1/auth/sign-out', 'not-a-token', { cookie });
    expect(forgedSignOut.status).toBe(200);
    expect((await agent.client.get('/api/v1/user/me')).status).toBe(200);
    // Without Authorization, the same cookie from another website is still refused as before.
    const crossSite = await t.app.request('/api/v1/property/create', {
      method: 'POST',
      headers: { cookie, origin: FOREIGN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Forged Listing Here' }),
    });
    expect(crossSite.status).toBe(403);
  });

  test('a foreign preflight is allowed for a call that carries Authorization, never with credentials', async () => {
    const preflight = (requestHeaders: string) =>
      t.app.request('/api/v1/property/create', {
        method: 'OPTIONS',
        headers: {
          origin: FOREIGN_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': requestHeaders,
        },
      });
    const withKey = await preflight('authorization, content-type, idempotency-key');
    expect(withKey.headers.get('access-control-allow-origin')).toBe('*');
    expect(withKey.headers.get('access-control-allow-methods')).toContain('POST');
    expect(withKey.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(withKey.headers.get('access-control-allow-credentials')).toBeNull();
    const withCookiesOnly = await preflight('content-type');
    expect(withCookiesOnly.headers.get('access-control-allow-origin')).toBeNull();
    // Our own site keeps its credentials.
    const trusted = await t.app.request('/api/v1/property/create', {
      method: 'OPTIONS',
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(trusted.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

test('the document names the three ways in, and which operations take a key', () => {
  const document = t.services.openApiDocument();
  expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual([
    'apiKey',
    'sessionCookie',
    'sessionToken',
  ]);
  expect(document.paths?.['/api/v1/api-key']?.post?.security).toEqual([{ sessionCookie: [] }, { sessionToken: [] }]);
  expect(document.paths?.['/api/v1/lead/all']?.get?.security).toEqual([
    { sessionCookie: [] },
    { sessionToken: [] },
    { apiKey: [] },
  ]);
  // (Keys only: bun's toMatchObject with expect.any() empties the objects it matched, which the document shares
  // with the route definitions every later test file reads.)
  const signInHeaders = document.paths?.['/api/v1/auth/sign-in']?.post?.responses?.['200'];
  expect(Object.keys((signInHeaders as { headers?: object } | undefined)?.headers ?? {}).sort()).toEqual([
    'Set-Auth-Token',
    'Set-Cookie',
  ]);
});
