// The Paystack webhook through the whole app: signature checked on the raw body, events applied once.
import { describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import type { Subscription } from '@naija-homes/contracts/billing';
import { syncProviderPlanIds } from '../../providers/payments';
import { setupTestApp } from '../../test/app';
import { signedInUser } from '../../test/users';

const secretKey = 'sk_test_paystack_naija_homes';
const t = await setupTestApp({
  env: {
    PAYSTACK_SECRET_KEY: secretKey,
    PAYSTACK_PLAN_STARTER: 'PLN_starter',
    PAYSTACK_PLAN_ELITE: 'PLN_elite',
    PAYSTACK_PLAN_PLATINUM: 'PLN_platinum',
    PAYSTACK_API_BASE: 'http://127.0.0.1:9',
  },
});
await syncProviderPlanIds(t.database.db, t.config.payments);

const sign = (body: string, key = secretKey) => createHmac('sha512', key).update(body).digest('hex');
const deliver = (body: string, signature?: string) =>
  t
    .client()
    .request<{ applied?: number; message?: string }>(
      'POST',
      '/api/v1/webhooks/paystack',
      body,
      signature ? { 'x-paystack-signature': signature } : {},
    );

describe('Paystack webhook', () => {
  test('a signed subscription.create puts the agent on the plan once; bad signatures are 400', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const now = Date.now();
    const body = JSON.stringify({
      event: 'subscription.create',
      data: {
        domain: 'test',
        status: 'active',
        subscription_code: 'SUB_webhook',
        email_token: 'tok_webhook',
        amount: 2_000_000,
        next_payment_date: new Date(now + 30 * 86400_000).toISOString(),
        createdAt: new Date(now).toISOString(),
        plan: { name: 'Elite', plan_code: 'PLN_elite', amount: 2_000_000, interval: 'monthly', currency: 'NGN' },
        customer: { id: 1, email: agent.email, customer_code: 'CUS_webhook', metadata: null },
        created_at: new Date(now).toISOString(),
      },
    });
    expect(await deliver(body, sign(body, 'sk_someone_else'))).toMatchObject({ status: 400 });
    expect(await deliver(body)).toMatchObject({ status: 400 });
    expect(await deliver(body, sign(body))).toMatchObject({ status: 200, body: { applied: 1 } });
    expect(await deliver(body, sign(body))).toMatchObject({ status: 200, body: { applied: 0 } });
    const current = await agent.client.get<{ data: Subscription }>('/api/v1/subscription/current');
    expect(current.body.data).toMatchObject({ status: 'active', provider: 'paystack', packageId: { name: 'Elite' } });
    // A genuine signature over a body that is not a Paystack event.
    expect(await deliver('{"hello":1}', sign('{"hello":1}'))).toMatchObject({ status: 400 });
    expect(await deliver('not json', sign('not json'))).toMatchObject({ status: 400 });
    expect((await t.client().post('/api/v1/webhooks/stripe', {})).status).toBe(404);
  });
});
