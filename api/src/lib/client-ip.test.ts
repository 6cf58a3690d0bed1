// Per-client limits key on the client's address: X-Forwarded-For counts only behind proxies we declared.
import { describe, expect, test } from 'bun:test';
import { setupTestApp } from '../test/app';
import { signedUpUser } from '../test/users';

const rateRules = { signInPerIp: { max: 3, windowSeconds: 600 } };

async function wrongSignIns(t: Awaited<ReturnType<typeof setupTestApp>>, forwardedFor: (i: number) => string) {
  const { email } = await signedUpUser(t);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await t.client().request(
      'POST',
      '/api/v1/auth/sign-in',
      { email, password: 'wrong-password' },
      {
        'x-forwarded-for': forwardedFor(i),
      },
    );
    statuses.push(response.status);
  }
  return statuses;
}

describe('the client address', () => {
  test('without TRUST_PROXY, a made-up X-Forwarded-For does not escape the per-client limit', async () => {
    const direct = await setupTestApp({ env: { TRUST_PROXY: 'false' }, rateRules });
    expect(await wrongSignIns(direct, (i) => `10.9.9.${i}`)).toEqual([401, 401, 401, 429]);
  });

  test('behind one proxy, only the address the proxy appended counts, not what the client wrote before it', async () => {
    const proxied = await setupTestApp({ env: { TRUST_PROXY: '1' }, rateRules });
    // The client writes a different address each time; our proxy appends the real one, the same each time.
    expect(await wrongSignIns(proxied, (i) => `10.8.8.${i}, 203.0.113.50`)).toEqual([401, 401, 401, 429]);
  });

  test('TRUST_PROXY refuses what is not a number of proxies', async () => {
    const { loadConfig } = await import('../config');
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'lots' })).toThrow(/TRUST_PROXY/);
  });
});

describe('a proxy that TRUST_PROXY does not name', () => {
  test('is named in the log at the first forwarded request, once', async () => {
    const { createApp } = await import('../app');
    const { openTestDatabase } = await import('../test/db');
    const { testConfig } = await import('../test/app');
    const warnings: string[] = [];
    const logger = { info() {}, error() {}, warn: (message: string) => void warnings.push(message) };
    const database = await openTestDatabase();
    try {
      const { app, services } = createApp({ config: testConfig({ TRUST_PROXY: 'false' }), database, logger });
      await app.request('/api/v1/health');
      expect(warnings).toEqual([]);
      await app.request('/api/v1/health', { headers: { 'x-forwarded-for': '198.51.100.7' } });
      await app.request('/api/v1/health', { headers: { forwarded: 'for=198.51.100.8' } });
      expect(warnings).toEqual(['requests carry X-Forwarded-For or Forwarded but TRUST_PROXY is not set']);
      await services.realtime.stop();
    } finally {
      await database.close();
    }
  });
});
