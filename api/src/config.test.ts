import { describe, expect, test } from 'bun:test';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  test('defaults: port 3000, ./data, outbox, demo seed, dev origins', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toEndWith('/data');
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.demoSeed).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.trustedOrigins).toContain('http://localhost:3003');
  });

  test('production refuses a missing secret and never seeds demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), DEMO_SEED: 'true' });
    expect(config.demoSeed).toBe(false);
    expect(config.trustedOrigins).toEqual(['http://localhost:3000']);
  });

  test('lists every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.ng' })).toThrow(ConfigError);
  });

  test('DEMO_SEED=false, TRUSTED_ORIGINS and Google', () => {
    const config = loadConfig({
      DEMO_SEED: 'false',
      TRUSTED_ORIGINS: 'https://a.example, https://b.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.demoSeed).toBe(false);
    expect(config.trustedOrigins).toContain('https://b.example');
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret' });
  });
});
