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
    const config = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      DEMO_SEED: 'true',
      MAIL_DISABLED: 'true',
    });
    expect(config.demoSeed).toBe(false);
    expect(config.trustedOrigins).toEqual(['http://localhost:3000']);
  });

  test('sweeps run in every process unless RUN_SWEEPS=false', () => {
    expect(loadConfig({}).runSweeps).toBe(true);
    expect(loadConfig({ RUN_SWEEPS: 'false' }).runSweeps).toBe(false);
    expect(loadConfig({ RUN_SWEEPS: 'true' }).runSweeps).toBe(true);
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

  test('payments: local by default, Stripe or Paystack by their keys, PAYMENT_PROVIDER wins', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'local' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ELITE: 'price_elite',
    }).payments;
    expect(stripe).toMatchObject({ provider: 'stripe', planIds: { elite: 'price_elite', starter: undefined } });
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_y' }).payments.provider).toBe('paystack');
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_y', PAYMENT_PROVIDER: 'local' }).payments.provider).toBe('local');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'flutterwave' })).toThrow(ConfigError);
  });

  test('uploads: disk by default, an S3 bucket with its keys, a clear error without them', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = loadConfig({
      S3_BUCKET: 'naija-homes-uploads',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.naijahomes.ng/',
    }).s3;
    expect(s3).toMatchObject({
      bucket: 'naija-homes-uploads',
      region: 'eu-west-1',
      publicBaseUrl: 'https://cdn.naijahomes.ng',
    });
    expect(() => loadConfig({ S3_BUCKET: 'naija-homes-uploads' })).toThrow(ConfigError);
  });
});
