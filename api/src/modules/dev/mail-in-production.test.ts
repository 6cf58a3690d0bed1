// Production has no dev outbox: the server refuses to start without a mail transport (or MAIL_DISABLED, which then
// refuses the flows that need a mailed code), and the outbox never answers there. In development it answers only
// this machine, and a proxy on this machine that TRUST_PROXY does not name is not this machine.
import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { signedUpUser, signUpBody } from '../../test/users';

const secret = 'x'.repeat(40);
const production = await setupTestApp({
  env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, MAIL_DISABLED: 'true', DEV_OUTBOX_PUBLIC: 'true' },
});
const development = await setupTestApp({ env: { DEV_OUTBOX_PUBLIC: 'false', TRUST_PROXY: 'false' } });

describe('mail in production', () => {
  test('needs SMTP_URL or MAIL_DISABLED=true; the outbox is never the answer', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret })).toThrow(/SMTP_URL must be set/);
    expect(
      loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret, MAIL_DISABLED: 'true' }).mailTransport,
    ).toBe('off');
    const smtp = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: secret,
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(smtp.mailTransport).toBe('smtp');
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:587', MAIL_DISABLED: 'true' })).toThrow(ConfigError);
    expect(loadConfig({}).mailTransport).toBe('outbox');
  });

  test('a production start without a mail transport stops with the reason', async () => {
    const { SMTP_URL: _smtp, MAIL_DISABLED: _off, ...inherited } = process.env;
    const started = Bun.spawn([process.execPath, join(import.meta.dir, '../../main.ts')], {
      env: { ...inherited, NODE_ENV: 'production', BETTER_AUTH_SECRET: secret },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    expect(await started.exited).toBe(1);
    expect(await new Response(started.stderr).text()).toContain('SMTP_URL must be set when NODE_ENV=production');
  }, 30_000);

  test('the outbox does not exist, even with DEV_OUTBOX_PUBLIC, even from this machine', async () => {
    for (const path of ['/api/v1/dev/outbox', '/api/v1/dev/outbox/page']) {
      expect((await production.client('127.0.0.1').get(path)).status).toBe(404);
    }
    const document = await production.client().get<{ paths: Record<string, unknown> }>('/api/v1/openapi.json');
    expect(Object.keys(document.body.paths).filter((path) => path.includes('/dev/'))).toEqual([]);
  });

  test('with MAIL_DISABLED, sign-up and password reset are refused before anything is stored', async () => {
    const body = signUpBody();
    expect(await production.client().post('/api/v1/auth/sign-up', body)).toMatchObject({
      status: 503,
      body: { message: messages.mailOff },
    });
    expect(await production.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
    for (const [path, input] of [
      ['/api/v1/auth/forgot-password', { email: 'admin@example.ng' }],
      ['/api/v1/auth/resend-otp', { email: 'admin@example.ng', type: 'verify-email' }],
    ] as const) {
      expect(await production.client().post(path, input)).toMatchObject({
        status: 503,
        body: { message: messages.mailOff },
      });
    }
  });
});

describe('the dev outbox behind a proxy on this machine', () => {
  test('answers this machine, but not a visitor whose request a proxy forwarded (TRUST_PROXY unset)', async () => {
    await signedUpUser(development);
    const direct = await development.app.request('/api/v1/dev/outbox');
    expect(direct.status).toBe(200);
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await development.app.request('/api/v1/dev/outbox/page', {
        headers: { [header]: header === 'forwarded' ? 'for=198.51.100.7' : '198.51.100.7' },
      });
      expect(proxied.status).toBe(404);
    }
  });
});
