// The Stripe adapter through the real SDK and the whole app, against a local HTTP fake of the Stripe endpoints it
// uses. Webhooks are signed with the SDK's own test helper, as Stripe signs them.
import { afterAll, describe, expect, test } from 'bun:test';
import { billingMessages, type Package, type Subscription } from '@naija-homes/contracts/billing';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentsUnavailable } from '../../app';
import { invoices, notifications, paymentEvents } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { type SignedInUser, signedInUser } from '../../test/users';
import { syncProviderPlanIds } from './index';
import { stateOfStripeSubscription } from './stripe';

const secretKey = 'sk_test_fake_naija_homes';
const webhookSecret = 'whsec_test_fake_naija_homes';
const prices = { starter: 'price_starter', elite: 'price_elite', platinum: 'price_platinum' };

interface FakeSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  itemId: string;
  price: string;
  start: number;
  end: number;
}

interface Received {
  method: string;
  path: string;
  form: URLSearchParams;
  query: URLSearchParams;
}

/** Just enough of Stripe's API: checkout and portal sessions, subscriptions, invoices. */
const fake = {
  received: [] as Received[],
  subscriptions: new Map<string, FakeSubscription>(),
  invoices: [] as { id: string; customer: string; created: number; amount: number; price: string }[],
  failNext: 0,
};

function subscriptionObject(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at_period_end ? sub.end : null,
    metadata: sub.metadata,
    items: {
      object: 'list',
      data: [
        {
          id: sub.itemId,
          object: 'subscription_item',
          price: { id: sub.price, object: 'price' },
          current_period_start: sub.start,
          current_period_end: sub.end,
        },
      ],
      has_more: false,
    },
  };
}

function invoiceObject(invoice: (typeof fake.invoices)[number], metadata: Record<string, string> = {}) {
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customer,
    created: invoice.created,
    status: 'paid',
    amount_paid: invoice.amount,
    amount_due: invoice.amount,
    hosted_invoice_url: `https://invoice.stripe.com/i/${invoice.id}`,
    status_transitions: { paid_at: invoice.created },
    parent: { type: 'subscription_details', subscription_details: { metadata, subscription: 'sub_x' } },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${invoice.id}`,
          period: { start: invoice.created, end: invoice.created + 30 * 86400 },
          pricing: { type: 'price_details', price_details: { price: invoice.price, product: 'prod_x' } },
        },
      ],
    },
  };
}

const server = Bun.serve({
  port: 0,
  async fetch(request) {
    const url = new URL(request.url);
    const form = new URLSearchParams(request.method === 'POST' ? await request.text() : '');
    fake.received.push({ method: request.method, path: url.pathname, form, query: url.searchParams });
    if (request.headers.get('authorization') !== `Bearer ${secretKey}`) {
      return Response.json({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } }, { status: 401 });
    }
    if (fake.failNext > 0) {
      fake.failNext -= 1;
      return Response.json({ error: { type: 'api_error', message: 'Something went wrong' } }, { status: 500 });
    }
    const path = url.pathname;
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${fake.received.length}`;
      return Response.json({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` });
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return Response.json({
        id: 'bps_1',
        object: 'billing_portal.session',
        url: `https://billing.stripe.com/p/session/${form.get('customer')}`,
      });
    }
    const subscriptionMatch = path.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (subscriptionMatch) {
      const sub = fake.subscriptions.get(subscriptionMatch[1] as string);
      if (!sub) {
        return Response.json(
          { error: { type: 'invalid_request_error', message: 'No such subscription' } },
          { status: 404 },
        );
      }
      if (request.method === 'POST') {
        const price = form.get('items[0][price]');
        if (price) sub.price = price;
        if (form.get('cancel_at_period_end') === 'false') sub.cancel_at_period_end = false;
        for (const [key, value] of form) {
          const meta = key.match(/^metadata\[(\w+)\]$/);
          if (meta) sub.metadata[meta[1] as string] = value;
        }
      }
      return Response.json(subscriptionObject(sub));
    }
    if (request.method === 'GET' && path === '/v1/invoices') {
      const mine = fake.invoices
        .filter((invoice) => invoice.customer === url.searchParams.get('customer'))
        .sort((a, b) => b.created - a.created);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const after = url.searchParams.get('starting_after');
      const before = url.searchParams.get('ending_before');
      let page: typeof mine;
      if (after) page = mine.slice(mine.findIndex((invoice) => invoice.id === after) + 1);
      else if (before)
        page = mine
          .slice(
            0,
            mine.findIndex((invoice) => invoice.id === before),
          )
          .slice(-limit);
      else page = mine;
      return Response.json({
        object: 'list',
        data: page.slice(0, limit).map((invoice) => invoiceObject(invoice)),
        has_more: page.length > limit,
      });
    }
    return Response.json({ error: { type: 'invalid_request_error', message: `No route ${path}` } }, { status: 404 });
  },
});
afterAll(() => server.stop(true));

const t = await setupTestApp({
  env: {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_STARTER: prices.starter,
    STRIPE_PRICE_ELITE: prices.elite,
    STRIPE_PRICE_PLATINUM: prices.platinum,
    STRIPE_API_BASE: `http://localhost:${server.port}`,
  },
});
expect(await syncProviderPlanIds(t.database.db, t.config.payments)).toEqual([]);
const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
const [starter, elite, platinum] = plans as [Package, Package, Package];
const signer = new Stripe(secretKey);

let eventCounter = 0;
function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  eventCounter += 1;
  return { id: `evt_${eventCounter}_${type}`, object: 'event', type, created, data: { object }, api_version: null };
}

async function deliver(event: object, secret = webhookSecret) {
  const payload = JSON.stringify(event);
  const header = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return t
    .client()
    .request<{ received?: boolean; applied?: number; message?: string }>('POST', '/api/v1/webhooks/stripe', payload, {
      'stripe-signature': header,
    });
}

async function current(agent: SignedInUser) {
  return (await agent.client.get<{ data: Subscription | null }>('/api/v1/subscription/current')).body.data;
}

let subCounter = 0;
/** What Stripe does when the agent pays on the Checkout page: a subscription, a paid invoice, three events. */
function completeCheckout(agent: SignedInUser, plan: Package, price: string) {
  subCounter += 1;
  const now = Math.floor(Date.now() / 1000);
  const sub: FakeSubscription = {
    id: `sub_${subCounter}`,
    customer: `cus_${subCounter}`,
    status: 'active',
    cancel_at_period_end: false,
    metadata: { userId: agent.user._id, packageId: plan._id },
    itemId: `si_${subCounter}`,
    price,
    start: now,
    end: now + 30 * 86400,
  };
  fake.subscriptions.set(sub.id, sub);
  const invoice = { id: `in_${subCounter}a`, customer: sub.customer, created: now, amount: 2_000_000, price };
  fake.invoices.push(invoice);
  const events = [
    stripeEvent('checkout.session.completed', {
      id: `cs_${subCounter}`,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: sub.id,
      customer: sub.customer,
    }),
    stripeEvent('customer.subscription.created', subscriptionObject(sub)),
    stripeEvent('invoice.paid', invoiceObject(invoice, sub.metadata)),
  ];
  return { sub, events };
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

describe('Stripe states', () => {
  test('our three states from Stripe statuses', () => {
    const of = (status: Stripe.Subscription.Status, cancel = false) =>
      stateOfStripeSubscription({ status, cancel_at_period_end: cancel, cancel_at: null });
    expect(of('active')).toBe('active');
    expect(of('past_due')).toBe('active');
    expect(of('active', true)).toBe('cancel');
    expect(of('canceled')).toBe('expired');
    expect(of('unpaid')).toBe('expired');
    expect(of('incomplete_expired')).toBe('expired');
    expect(of('incomplete')).toBeNull();
  });
});

describe('subscribing with Stripe', () => {
  test('checkout is a subscription-mode session for the plan price, tagged with the agent', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
      packageId: elite._id,
    });
    expect(payment.status).toBe(200);
    expect(payment.body.data.url).toStartWith('https://checkout.stripe.com/c/pay/cs_test_');
    const sent = fake.received.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.form.get('mode')).toBe('subscription');
    expect(sent?.form.get('line_items[0][price]')).toBe(prices.elite);
    expect(sent?.form.get('customer_email')).toBe(agent.email);
    expect(sent?.form.get('subscription_data[metadata][userId]')).toBe(agent.user._id);
    expect(sent?.form.get('success_url')).toBe(`${t.config.baseUrl}/agent/settings?tab=pricing-plans&checkout=success`);
    // Nothing is active until Stripe says the payment went through.
    expect(await current(agent)).toBeNull();
  });

  test('webhooks replayed three times in shuffled order leave one subscription, one invoice, one notice', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const { events } = completeCheckout(agent, elite, prices.elite);
    for (const event of shuffled([...events, ...events, ...events])) {
      expect((await deliver(event)).status).toBe(200);
    }
    expect(await current(agent)).toMatchObject({ status: 'active', provider: 'stripe', packageId: { name: 'Elite' } });
    const recorded = await t.database.db.select().from(invoices).where(eq(invoices.userId, agent.user._id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ amountKobo: 2_000_000, provider: 'stripe', packageId: elite._id });
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id));
    expect(notices.map((notice) => notice.title)).toEqual(['Your Elite plan is active']);
    const stored = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.provider, 'stripe'));
    for (const event of events) expect(stored.filter((row) => row.eventId === event.id)).toHaveLength(1);
  });

  test('a bad, missing or foreign signature is refused with 400 and changes nothing', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const { events } = completeCheckout(agent, starter, prices.starter);
    const [first] = events;
    expect(await deliver(first as object, 'whsec_someone_else')).toMatchObject({
      status: 400,
      body: { message: 'Invalid webhook signature' },
    });
    const unsigned = await t.client().request('POST', '/api/v1/webhooks/stripe', JSON.stringify(first));
    expect(unsigned.status).toBe(400);
    // A genuine signature over a different body.
    const header = await signer.webhooks.generateTestHeaderStringAsync({ payload: '{}', secret: webhookSecret });
    const tampered = await t.client().request('POST', '/api/v1/webhooks/stripe', JSON.stringify(first), {
      'stripe-signature': header,
    });
    expect(tampered.status).toBe(400);
    // Signed with the right secret but dated ten minutes ahead (or long ago): refused either way.
    for (const shift of [600, -3600]) {
      const payload = JSON.stringify(first);
      const dated = await signer.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) + shift,
      });
      const response = await t.client().request('POST', '/api/v1/webhooks/stripe', payload, {
        'stripe-signature': dated,
      });
      expect(response.status).toBe(400);
    }
    // A second `t=` entry must not hide a future timestamp: the SDK verifies the signature against the last one,
    // so a check that read the first would let a signature dated an hour ahead through (now-dated first).
    {
      const payload = JSON.stringify(first);
      const ahead = Math.floor(Date.now() / 1000) + 3600;
      const dated = await signer.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: webhookSecret,
        timestamp: ahead,
      });
      const smuggled = `t=${Math.floor(Date.now() / 1000)},${dated}`;
      const response = await t.client().request('POST', '/api/v1/webhooks/stripe', payload, {
        'stripe-signature': smuggled,
      });
      expect(response.status).toBe(400);
    }
    expect(await current(agent)).toBeNull();
    // Only the active provider has a webhook.
    expect((await t.client().post('/api/v1/webhooks/paystack', {})).status).toBe(404);
  });

  test('manage opens the billing portal for the agent’s customer', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const { sub, events } = completeCheckout(agent, elite, prices.elite);
    for (const event of events) await deliver(event);
    const manage = await agent.client.get<{ data: { url: string } }>('/api/v1/subscription/manage');
    expect(manage.body.data.url).toBe(`https://billing.stripe.com/p/session/${sub.customer}`);
    const sent = fake.received.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(sent?.form.get('return_url')).toBe(`${t.config.baseUrl}/agent/settings?tab=pricing-plans`);
  });

  test('upgrade changes the price with proration at once; downgrade is refused for approved agents', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const { sub, events } = completeCheckout(agent, elite, prices.elite);
    for (const event of events) await deliver(event);
    const upgraded = await agent.client.patch<{ data: Package }>('/api/v1/subscription/upgrade', {
      packageId: platinum._id,
    });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.data.name).toBe('Platinum');
    const sent = fake.received.findLast((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`);
    expect(sent?.form.get('items[0][id]')).toBe(sub.itemId);
    expect(sent?.form.get('items[0][price]')).toBe(prices.platinum);
    expect(sent?.form.get('proration_behavior')).toBe('always_invoice');
    expect(await current(agent)).toMatchObject({ status: 'active', packageId: { name: 'Platinum' } });
    // The update's own webhook arriving later agrees with what we applied.
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(sub)));
    expect(await current(agent)).toMatchObject({ packageId: { name: 'Platinum' } });
    const down = await agent.client.patch('/api/v1/subscription/upgrade', { packageId: starter._id });
    expect(down).toMatchObject({ status: 403, body: { message: billingMessages.cannotDowngrade } });
  });

  test('cancel in the portal, then a stale created event, then deletion: cancel, still cancel, expired', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const { sub, events } = completeCheckout(agent, elite, prices.elite);
    for (const event of events) await deliver(event);
    const created = events[1] as object;
    sub.cancel_at_period_end = true;
    await deliver(stripeEvent('customer.subscription.updated', subscriptionObject(sub)));
    expect((await current(agent))?.status).toBe('cancel');
    // A redelivery of an older event (new id, old content) does not bring "active" back.
    await deliver({ ...created, id: `${(created as { id: string }).id}_late` });
    expect((await current(agent))?.status).toBe('cancel');
    sub.status = 'canceled';
    await deliver(stripeEvent('customer.subscription.deleted', subscriptionObject(sub)));
    expect((await current(agent))?.status).toBe('expired');
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id));
    expect(notices.map((notice) => notice.title)).toContain('Your plan has ended');
    // Renewing after expiry goes back to Checkout as the same Stripe customer.
    const again = await agent.client.post('/api/v1/subscription/payment', { packageId: elite._id });
    expect(again.status).toBe(200);
    const sent = fake.received.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.form.get('customer')).toBe(sub.customer);
    expect(sent?.form.get('customer_email')).toBeNull();
  });

  test('invoices come from Stripe, paged by its cursors; a foreign cursor is 400', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const { sub, events } = completeCheckout(agent, elite, prices.elite);
    for (const event of events) await deliver(event);
    const base = Math.floor(Date.now() / 1000);
    for (let i = 1; i <= 4; i += 1) {
      fake.invoices.push({
        id: `in_${sub.id}x${i}`,
        customer: sub.customer,
        created: base + i * 60,
        amount: 2_000_000,
        price: prices.elite,
      });
    }
    const first = await agent.client.get<{
      data: { id: string; plan: string; amount: number; invoiceURL: string }[];
      hasMore: boolean;
    }>('/api/v1/subscription/invoices?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((invoice) => invoice.id)).toEqual([`in_${sub.id}x4`, `in_${sub.id}x3`]);
    expect(first.body).toMatchObject({ hasMore: true });
    expect(first.body.data[0]).toMatchObject({
      plan: 'Elite',
      amount: 20000,
      invoiceURL: `https://invoice.stripe.com/i/in_${sub.id}x4`,
    });
    const older = await agent.client.get<{ data: { id: string }[]; hasMore: boolean }>(
      `/api/v1/subscription/invoices?limit=2&startingAfter=in_${sub.id}x3`,
    );
    expect(older.body.data.map((invoice) => invoice.id)).toEqual([`in_${sub.id}x2`, `in_${sub.id}x1`]);
    const sent = fake.received.findLast((r) => r.path === '/v1/invoices');
    expect(sent?.query.get('customer')).toBe(sub.customer);
    expect(sent?.query.get('starting_after')).toBe(`in_${sub.id}x3`);
    const bad = await agent.client.get('/api/v1/subscription/invoices?startingAfter=not-an-invoice');
    expect(bad).toMatchObject({ status: 400, body: { message: 'Unknown invoice cursor' } });
    // Another agent sees none of them.
    const other = await signedInUser(t, 'AGENT');
    expect((await other.client.get<{ data: unknown[] }>('/api/v1/subscription/invoices')).body.data).toEqual([]);
  });

  test('Stripe failing answers 502 with a clear message, not 500', async () => {
    const agent = await signedInUser(t, 'AGENT');
    fake.failNext = 3;
    const payment = await agent.client.post('/api/v1/subscription/payment', { packageId: elite._id });
    expect(payment).toMatchObject({ status: 502, body: { message: paymentsUnavailable } });
    fake.failNext = 0;
  });

  test('an unknown package is 404 before Stripe is called', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const before = fake.received.length;
    const payment = await agent.client.post('/api/v1/subscription/payment', {
      packageId: '00000000-0000-4000-8000-000000000000',
    });
    expect(payment.status).toBe(404);
    expect(fake.received.length).toBe(before);
  });
});
