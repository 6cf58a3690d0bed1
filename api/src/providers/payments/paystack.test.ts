// The Paystack adapter against a local fake of the Paystack endpoints it calls; its webhook translation alone; and
// the translated events as the billing module applies them to a real database.
import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { invoices, packages, subscriptions } from '../../db/schema';
import { ensureAccount } from '../../db/seed/accounts';
import { applyBillingEvents } from '../../modules/billing/billing-events.service';
import { openTestDatabase } from '../../test/db';
import { paystackLookups } from './index';
import {
  createPaystackPayments,
  type KnownPaystackSubscription,
  type PaystackLookups,
  type PaystackOptions,
  PaystackPayloadError,
  paystackWebhookEvents,
  verifyPaystackSignature,
} from './paystack';
import {
  type BillingEvent,
  type CurrentSubscriptionRef,
  PaymentProviderError,
  type PlanForCheckout,
  WebhookPayloadError,
  WebhookSignatureError,
} from './types';

const secretKey = 'sk_test_naija_homes_fake_key';
const callbackUrl = 'https://naijahomes.test/agent/settings?tab=pricing-plans&checkout=success';

interface Received {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}
const received: Received[] = [];
/** A test's own answer to a call, ahead of the fake's usual ones. */
let intercept: ((call: Received) => Response | undefined | Promise<Response | undefined>) | undefined;
beforeEach(() => {
  received.length = 0;
  intercept = undefined;
});

/** Subscriptions the fake knows, by code: their email token (to disable) and the customer's saved card. */
const fakeSubscriptions = new Map<string, { emailToken: string; email: string; customerCode: string }>([
  ['SUB_current', { emailToken: 'tok_current', email: 'ada@example.ng', customerCode: 'CUS_ada' }],
]);
let createdCount = 0;

const ok = (message: string, data?: unknown) =>
  Response.json(data === undefined ? { status: true, message } : { status: true, message, data });
const refused = (status: number, message: string) => Response.json({ status: false, message }, { status });

function answer({ method, path, body = {} }: Received): Response {
  const route = `${method} ${path}`;
  if (route === 'POST /transaction/initialize') {
    if (!body.email || !body.amount) return refused(400, 'Email and amount are required');
    return ok('Authorization URL created', {
      authorization_url: 'https://checkout.paystack.com/nh0test1',
      access_code: 'nh0test1',
      reference: 'ref-checkout-1',
    });
  }
  const [, code, rest] = path.match(/^\/subscription\/([^/]+)(\/manage\/link)?$/) ?? [];
  const known = code ? fakeSubscriptions.get(decodeURIComponent(code)) : undefined;
  if (method === 'GET' && code && code !== 'disable') {
    if (!known) return refused(404, 'Subscription not found');
    if (rest) return ok('Link generated', { link: `https://paystack.com/manage/subscriptions/${code}?token=t` });
    return ok('Subscription retrieved successfully', {
      subscription_code: code,
      email_token: known.emailToken,
      status: 'active',
      customer: { email: known.email, customer_code: known.customerCode },
      authorization: { authorization_code: 'AUTH_ada', reusable: true, last4: '4081' },
      plan: { plan_code: 'PLN_elite' },
    });
  }
  if (route === 'POST /transaction/charge_authorization') {
    return ok('Charge attempted', {
      status: 'success',
      reference: body.reference,
      amount: body.amount,
      currency: 'NGN',
      transaction_date: '2025-06-16T09:00:04.000Z',
      gateway_response: 'Approved',
    });
  }
  if (route === 'POST /subscription') {
    createdCount += 1;
    const subscriptionCode = `SUB_new${createdCount}`;
    fakeSubscriptions.set(subscriptionCode, {
      emailToken: `tok_new${createdCount}`,
      email: 'ada@example.ng',
      customerCode: String(body.customer),
    });
    return ok('Subscription successfully created', {
      subscription_code: subscriptionCode,
      email_token: `tok_new${createdCount}`,
      status: 'active',
      next_payment_date: body.start_date,
    });
  }
  if (route === 'POST /subscription/disable') {
    const target = fakeSubscriptions.get(String(body.code));
    if (!target || target.emailToken !== body.token) return refused(400, 'Subscription with code not found');
    return ok('Subscription disabled successfully');
  }
  if (route === 'POST /refund') {
    return ok('Refund has been queued for processing', {
      status: 'pending',
      transaction: { reference: body.transaction },
    });
  }
  return refused(404, 'Not found');
}

const server = Bun.serve({
  port: 0,
  async fetch(request) {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : undefined;
    const call = { method: request.method, path: url.pathname, body };
    received.push(call);
    if (request.headers.get('authorization') !== `Bearer ${secretKey}`) return refused(401, 'Invalid key');
    return (await intercept?.(call)) ?? answer(call);
  },
});
afterAll(() => server.stop(true));

function plan(name: string, monthlyPriceKobo: number, paystackPlanCode: string | null): PlanForCheckout {
  return { id: crypto.randomUUID(), name, monthlyPriceKobo, stripePriceId: null, paystackPlanCode };
}
const starter = plan('Starter', 750_000, 'PLN_starter');
const elite = plan('Elite', 2_000_000, 'PLN_elite');
const platinum = plan('Platinum', 4_500_000, 'PLN_platinum');
const agentId = crypto.randomUUID();
const known = new Map<string, KnownPaystackSubscription>();

const fakeLookups: PaystackLookups = {
  async userIdFor(customer, metadata) {
    if (typeof metadata?.userId === 'string') return metadata.userId;
    return customer.email === 'ada@example.ng' || customer.customerCode === 'CUS_ada' ? agentId : null;
  },
  async packageIdForPlan(code) {
    return [starter, elite, platinum].find((candidate) => candidate.paystackPlanCode === code)?.id ?? null;
  },
  async subscription(code) {
    return known.get(code) ?? null;
  },
};

// 16 June, 09:00 in a 1 June – 1 July period: 351 of its 720 hours are left.
const now = new Date('2025-06-16T09:00:00.000Z');
function paystack(overrides: Partial<PaystackOptions> = {}, lookups: PaystackLookups = fakeLookups) {
  return createPaystackPayments(
    { secretKey, baseUrl: `http://localhost:${server.port}`, callbackUrl, now: () => now, ...overrides },
    lookups,
  );
}
const payments = paystack();

const currentRef: CurrentSubscriptionRef = {
  userId: agentId,
  packageId: elite.id,
  providerSubscriptionId: 'SUB_current',
  providerCustomerId: 'CUS_ada',
  status: 'active',
  currentPeriodStart: new Date('2025-06-01T00:00:00.000Z'),
  currentPeriodEnd: new Date('2025-07-01T00:00:00.000Z'),
};

const calls = () => received.map((call) => `${call.method} ${call.path}`);

describe('Paystack API calls', () => {
  test('checkout initializes a card payment on the plan code, in kobo, with the callback and our ids', async () => {
    const { url } = await payments.createCheckout({ userId: agentId, email: 'ada@example.ng', plan: elite });
    expect(url).toBe('https://checkout.paystack.com/nh0test1');
    expect(calls()).toEqual(['POST /transaction/initialize']);
    const body = received[0]?.body ?? {};
    expect(body).toMatchObject({
      email: 'ada@example.ng',
      amount: 2_000_000,
      plan: 'PLN_elite',
      callback_url: callbackUrl,
      channels: ['card'],
    });
    expect(JSON.parse(String(body.metadata))).toEqual({ userId: agentId, packageId: elite.id });
  });

  test('a plan without a Paystack plan code cannot be bought, and Paystack is not called', async () => {
    const unpriced = { ...elite, paystackPlanCode: null };
    const attempt = payments.createCheckout({ userId: agentId, email: 'ada@example.ng', plan: unpriced });
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('The Elite plan has no Paystack plan code');
    expect(received).toHaveLength(0);
  });

  test("the manage link is Paystack's page for the subscription code", async () => {
    const { url } = await payments.createManageLink(currentRef);
    expect(url).toBe('https://paystack.com/manage/subscriptions/SUB_current?token=t');
    expect(calls()).toEqual(['GET /subscription/SUB_current/manage/link']);
  });

  test('an upgrade charges the prorated difference, starts the new plan at period end and disables the old one', async () => {
    const events = await payments.changePlan(currentRef, elite, platinum);
    expect(calls()).toEqual([
      'GET /subscription/SUB_current',
      'POST /transaction/charge_authorization',
      'POST /subscription',
      'POST /subscription/disable',
    ]);
    const [, charge, create, disable] = received;
    const difference = Math.round((4_500_000 - 2_000_000) * (351 / 720));
    expect(charge?.body).toMatchObject({ email: 'ada@example.ng', amount: difference, authorization_code: 'AUTH_ada' });
    expect(String(charge?.body?.reference)).toMatch(/^upgrade-[0-9a-f-]{36}$/);
    expect(JSON.parse(String(charge?.body?.metadata))).toMatchObject({ userId: agentId, packageId: platinum.id });
    expect(create?.body).toEqual({
      customer: 'CUS_ada',
      plan: 'PLN_platinum',
      authorization: 'AUTH_ada',
      start_date: '2025-07-01T00:00:00.000Z',
    });
    expect(disable?.body).toEqual({ code: 'SUB_current', token: 'tok_current' });
    const newCode = `SUB_new${createdCount}`;
    expect(events).toEqual([
      {
        type: 'subscription.state',
        provider: 'paystack',
        id: `upgrade:${newCode}`,
        occurredAt: now,
        userId: agentId,
        packageId: platinum.id,
        providerSubscriptionId: newCode,
        providerCustomerId: 'CUS_ada',
        status: 'active',
        periodStart: currentRef.currentPeriodStart,
        periodEnd: currentRef.currentPeriodEnd,
      },
      {
        type: 'invoice.paid',
        provider: 'paystack',
        id: `invoice.paid:${charge?.body?.reference}`,
        occurredAt: new Date('2025-06-16T09:00:04.000Z'),
        userId: agentId,
        packageId: platinum.id,
        providerInvoiceId: String(charge?.body?.reference),
        amountKobo: difference,
        periodStart: now,
        periodEnd: currentRef.currentPeriodEnd,
        invoiceUrl: null,
      },
    ]);
  });

  test('a move to a cheaper plan charges nothing now', async () => {
    const events = await payments.changePlan(currentRef, elite, starter);
    expect(calls()).toEqual(['GET /subscription/SUB_current', 'POST /subscription', 'POST /subscription/disable']);
    expect(events.map((event) => event.type)).toEqual(['subscription.state']);
  });

  test('a declined upgrade charge changes nothing', async () => {
    intercept = (call) =>
      call.path === '/transaction/charge_authorization'
        ? ok('Charge attempted', { status: 'failed', reference: 'r1', amount: 1, gateway_response: 'Declined' })
        : undefined;
    await expect(payments.changePlan(currentRef, elite, platinum)).rejects.toThrow(
      'Paystack did not take the upgrade charge: Declined',
    );
    expect(calls()).toEqual(['GET /subscription/SUB_current', 'POST /transaction/charge_authorization']);
  });

  test('when the new subscription cannot be created, the upgrade charge is refunded', async () => {
    intercept = (call) => (call.path === '/subscription' ? refused(400, 'Plan is not active') : undefined);
    const failure = await payments.changePlan(currentRef, elite, platinum).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(String(failure)).toContain('POST /subscription answered 400: Plan is not active');
    const reference = received[1]?.body?.reference;
    expect(calls().slice(2)).toEqual(['POST /subscription', 'POST /refund']);
    expect(received[3]?.body).toEqual({ transaction: reference });
  });

  test('when the old subscription cannot be disabled, the new one is disabled and the charge refunded', async () => {
    intercept = (call) =>
      call.path === '/subscription/disable' && call.body?.code === 'SUB_current'
        ? refused(400, 'Subscription with code not found')
        : undefined;
    const failure = await payments.changePlan(currentRef, elite, platinum).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    const newCode = `SUB_new${createdCount}`;
    expect(calls().slice(3)).toEqual(['POST /subscription/disable', 'POST /subscription/disable', 'POST /refund']);
    expect(received[4]?.body).toEqual({ code: newCode, token: `tok_new${createdCount}` });
  });

  test("a wrong key is refused with Paystack's message", async () => {
    const attempt = paystack({ secretKey: 'sk_test_wrong' }).createManageLink(currentRef);
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('GET /subscription/SUB_current/manage/link answered 401: Invalid key');
  });

  test('a server error, or status false in a 200, is a PaymentProviderError with the message', async () => {
    intercept = () => refused(500, 'Something went wrong on our end');
    await expect(payments.createManageLink(currentRef)).rejects.toThrow(
      'answered 500: Something went wrong on our end',
    );
    intercept = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(payments.createManageLink(currentRef)).rejects.toThrow('answered 502: no readable message');
    intercept = () => Response.json({ status: false, message: 'Subscription is not active' });
    await expect(payments.createManageLink(currentRef)).rejects.toThrow('answered 200: Subscription is not active');
  });

  test('no answer within the timeout is a PaymentProviderError', async () => {
    intercept = async () => {
      await Bun.sleep(500);
      return undefined;
    };
    const attempt = paystack({ timeoutMs: 50 }).createManageLink(currentRef);
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('no answer within 50 ms');
  });

  test('an unreachable Paystack is a PaymentProviderError', async () => {
    const closed = Bun.serve({ port: 0, fetch: () => new Response() });
    const port = closed.port;
    await closed.stop(true);
    const attempt = paystack({ baseUrl: `http://localhost:${port}` }).createManageLink(currentRef);
    await expect(attempt).rejects.toThrow(PaymentProviderError);
    await expect(attempt).rejects.toThrow('Paystack GET /subscription/SUB_current/manage/link failed');
  });
});

const sign = (body: string, key = secretKey) => createHmac('sha512', key).update(body).digest('hex');

describe('webhook signature', () => {
  const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'tr_1', amount: 100_000 } });

  test('the HMAC-SHA512 of the raw body with the secret key verifies; anything else does not', async () => {
    expect(await verifyPaystackSignature(body, sign(body), secretKey)).toBe(true);
    expect(await verifyPaystackSignature(body, sign(body).toUpperCase(), secretKey)).toBe(true);
    expect(await verifyPaystackSignature(body, sign(body, 'sk_test_other'), secretKey)).toBe(false);
    expect(await verifyPaystackSignature(`${body} `, sign(body), secretKey)).toBe(false);
    expect(await verifyPaystackSignature(body, sign(body).slice(2), secretKey)).toBe(false);
    expect(await verifyPaystackSignature(body, undefined, secretKey)).toBe(false);
    expect(await verifyPaystackSignature(body, '', secretKey)).toBe(false);
  });

  test('handleWebhook refuses an unsigned or wrongly signed delivery and translates a signed one', async () => {
    const handle = (raw: string, signature?: string) =>
      payments.handleWebhook?.(raw, new Headers(signature ? { 'x-paystack-signature': signature } : {}));
    await expect(handle(body)).rejects.toThrow(WebhookSignatureError);
    await expect(handle(body, sign(body, 'sk_test_other'))).rejects.toThrow(WebhookSignatureError);
    expect(await handle(body, sign(body))).toEqual([]);
    const created = JSON.stringify(subscriptionCreated());
    expect(await handle(created, sign(created))).toMatchObject([{ type: 'subscription.state', status: 'active' }]);
    await expect(handle('not json', sign('not json'))).rejects.toThrow(PaystackPayloadError);
  });
});

const customer = {
  id: 7001,
  first_name: 'Ada',
  last_name: 'Obi',
  email: 'ada@example.ng',
  customer_code: 'CUS_ada',
  phone: null,
  metadata: null,
  risk_action: 'default',
};
const card = { authorization_code: 'AUTH_ada', bin: '408408', last4: '4081', channel: 'card', reusable: true };

const subscriptionCreated = (overrides: Record<string, unknown> = {}) => ({
  event: 'subscription.create',
  data: {
    domain: 'test',
    status: 'active',
    subscription_code: 'SUB_a',
    email_token: 'tok_a',
    amount: 2_000_000,
    cron_expression: '0 0 1 * *',
    next_payment_date: '2025-06-01T00:00:00.000Z',
    open_invoice: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    plan: { name: 'Elite', plan_code: 'PLN_elite', amount: 2_000_000, interval: 'monthly', currency: 'NGN' },
    authorization: card,
    customer,
    created_at: '2025-05-01T10:00:00.000Z',
    ...overrides,
  },
});
const subscriptionEnded = (event: 'subscription.not_renew' | 'subscription.disable', code = 'SUB_a') => ({
  event,
  data: {
    id: 3176,
    domain: 'test',
    status: event === 'subscription.disable' ? 'complete' : 'non-renewing',
    subscription_code: code,
    email_token: 'tok_a',
    amount: 2_000_000,
    next_payment_date: null,
    plan: { plan_code: 'PLN_elite', interval: 'monthly' },
    authorization: card,
    customer,
    invoices: [],
    most_recent_invoice: null,
    created_at: '2025-05-01T10:00:00.000Z',
  },
});
const invoiceEvent = (event: string, paid: boolean, overrides: Record<string, unknown> = {}) => ({
  event,
  data: {
    domain: 'test',
    invoice_code: 'INV_june',
    amount: 2_000_000,
    period_start: '2025-06-01T00:00:00.000Z',
    period_end: '2025-07-01T00:00:00.000Z',
    status: paid ? 'success' : 'pending',
    paid,
    paid_at: paid ? '2025-06-01T00:00:07.000Z' : null,
    description: null,
    authorization: card,
    subscription: {
      status: 'active',
      subscription_code: 'SUB_a',
      email_token: 'tok_a',
      amount: 2_000_000,
      next_payment_date: '2025-07-01T00:00:00.000Z',
      open_invoice: paid ? null : 'INV_june',
    },
    customer,
    transaction: paid ? { reference: 'ref-june', status: 'success', amount: 2_000_000, currency: 'NGN' } : {},
    created_at: '2025-05-29T00:00:02.000Z',
    ...overrides,
  },
});
const chargeSucceeded = (overrides: Record<string, unknown> = {}) => ({
  event: 'charge.success',
  data: {
    id: 895091250,
    domain: 'test',
    status: 'success',
    reference: 'ref-first',
    amount: 2_000_000,
    gateway_response: 'Approved',
    paid_at: '2025-05-01T09:59:58.000Z',
    created_at: '2025-05-01T09:59:40.000Z',
    channel: 'card',
    currency: 'NGN',
    metadata: { userId: agentId, packageId: elite.id, referrer: 'https://naijahomes.test/' },
    authorization: card,
    customer,
    plan: { id: 60905, name: 'Elite', plan_code: 'PLN_elite', amount: 2_000_000, interval: 'monthly' },
    subaccount: {},
    ...overrides,
  },
});

const mayPeriod: KnownPaystackSubscription = {
  userId: agentId,
  packageId: elite.id,
  periodStart: new Date('2025-06-01T00:00:00.000Z'),
  periodEnd: new Date('2025-07-01T00:00:00.000Z'),
  lastEventAt: new Date('2025-06-01T00:00:07.000Z'),
};

describe('webhook events', () => {
  beforeEach(() => {
    known.clear();
    known.set('SUB_a', mayPeriod);
  });
  const events = (payload: unknown) => paystackWebhookEvents(payload, fakeLookups);

  test('subscription.create: the agent is on the plan until the next payment date', async () => {
    expect(await events(subscriptionCreated())).toEqual([
      {
        type: 'subscription.state',
        provider: 'paystack',
        id: 'subscription.create:SUB_a:2025-05-01T10:00:00.000Z',
        occurredAt: new Date('2025-05-01T10:00:00.000Z'),
        userId: agentId,
        packageId: elite.id,
        providerSubscriptionId: 'SUB_a',
        providerCustomerId: 'CUS_ada',
        status: 'active',
        periodStart: new Date('2025-05-01T10:00:00.000Z'),
        periodEnd: new Date('2025-06-01T00:00:00.000Z'),
      },
    ]);
  });

  test('subscription.create for a plan or a customer we do not know: nothing', async () => {
    expect(await events(subscriptionCreated({ plan: { plan_code: 'PLN_other' } }))).toEqual([]);
    expect(await events(subscriptionCreated({ customer: { email: 'x@example.ng', customer_code: 'CUS_x' } }))).toEqual(
      [],
    );
  });

  test('subscription.not_renew: cancelled at the end of the paid period, as of our latest state', async () => {
    expect(await events(subscriptionEnded('subscription.not_renew'))).toEqual([
      {
        type: 'subscription.state',
        provider: 'paystack',
        id: 'subscription.not_renew:SUB_a:non-renewing:2025-05-01T10:00:00.000Z',
        occurredAt: mayPeriod.lastEventAt,
        userId: agentId,
        packageId: elite.id,
        providerSubscriptionId: 'SUB_a',
        providerCustomerId: 'CUS_ada',
        status: 'cancel',
        periodStart: mayPeriod.periodStart,
        periodEnd: mayPeriod.periodEnd,
      },
    ]);
  });

  test('subscription.disable: expired; about a subscription that is no longer current: nothing', async () => {
    expect(await events(subscriptionEnded('subscription.disable'))).toMatchObject([
      {
        type: 'subscription.state',
        status: 'expired',
        providerSubscriptionId: 'SUB_a',
        occurredAt: mayPeriod.lastEventAt,
      },
    ]);
    expect(await events(subscriptionEnded('subscription.disable', 'SUB_replaced'))).toEqual([]);
    expect(await events(subscriptionEnded('subscription.not_renew', 'SUB_replaced'))).toEqual([]);
  });

  test('a paid invoice.update: the invoice, and the subscription renewed to the next payment date', async () => {
    expect(await events(invoiceEvent('invoice.update', true))).toEqual([
      {
        type: 'invoice.paid',
        provider: 'paystack',
        id: 'invoice.paid:ref-june',
        occurredAt: new Date('2025-06-01T00:00:07.000Z'),
        userId: agentId,
        packageId: elite.id,
        providerInvoiceId: 'ref-june',
        amountKobo: 2_000_000,
        periodStart: new Date('2025-06-01T00:00:00.000Z'),
        periodEnd: new Date('2025-07-01T00:00:00.000Z'),
        invoiceUrl: null,
      },
      {
        type: 'subscription.state',
        provider: 'paystack',
        id: 'subscription.renewed:SUB_a:INV_june',
        occurredAt: new Date('2025-06-01T00:00:07.000Z'),
        userId: agentId,
        packageId: elite.id,
        providerSubscriptionId: 'SUB_a',
        providerCustomerId: 'CUS_ada',
        status: 'active',
        periodStart: new Date('2025-06-01T00:00:00.000Z'),
        periodEnd: new Date('2025-07-01T00:00:00.000Z'),
      },
    ]);
  });

  test('an unpaid invoice, a failed payment and events we do not use: nothing', async () => {
    expect(await events(invoiceEvent('invoice.create', false))).toEqual([]);
    expect(await events(invoiceEvent('invoice.update', false))).toEqual([]);
    expect(await events(invoiceEvent('invoice.payment_failed', false))).toEqual([]);
    expect(await events({ event: 'transfer.success', data: { reference: 'tr_1' } })).toEqual([]);
    expect(await events({ event: 'subscription.expiring_cards', data: [] })).toEqual([]);
  });

  test('charge.success on a plan: the invoice, named by its reference like the invoice.update for it', async () => {
    expect(await events(chargeSucceeded())).toEqual([
      {
        type: 'invoice.paid',
        provider: 'paystack',
        id: 'invoice.paid:ref-first',
        occurredAt: new Date('2025-05-01T09:59:58.000Z'),
        userId: agentId,
        packageId: elite.id,
        providerInvoiceId: 'ref-first',
        amountKobo: 2_000_000,
        periodStart: null,
        periodEnd: null,
        invoiceUrl: null,
      },
    ]);
    const [renewalCharge] = await events(chargeSucceeded({ reference: 'ref-june', metadata: '' }));
    expect(renewalCharge?.id).toBe('invoice.paid:ref-june');
  });

  test("charge.success of our upgrade charge (metadata as a JSON string) has the upgrade's own event id", async () => {
    const [, charged] = await payments.changePlan(currentRef, elite, platinum);
    const reference = String(received[1]?.body?.reference);
    const metadata = JSON.stringify({ userId: agentId, packageId: platinum.id, upgradeFrom: 'SUB_current' });
    const [webhook] = await events(
      chargeSucceeded({
        reference,
        plan: {},
        metadata,
        amount: charged?.type === 'invoice.paid' ? charged.amountKobo : 0,
      }),
    );
    expect(webhook).toMatchObject({ id: charged?.id, providerInvoiceId: reference, packageId: platinum.id });
  });

  test('charge.success outside our plans and charges, or not successful: nothing', async () => {
    expect(await events(chargeSucceeded({ plan: {}, metadata: 0 }))).toEqual([]);
    expect(await events(chargeSucceeded({ plan: null, metadata: { custom_fields: [] } }))).toEqual([]);
    expect(await events(chargeSucceeded({ status: 'failed' }))).toEqual([]);
  });

  test('the same delivery twice gives the same event ids', async () => {
    const payloads = [
      subscriptionCreated(),
      subscriptionEnded('subscription.not_renew'),
      subscriptionEnded('subscription.disable'),
      invoiceEvent('invoice.update', true),
      chargeSucceeded(),
    ];
    for (const payload of payloads) {
      const first = await events(JSON.parse(JSON.stringify(payload)));
      const again = await events(JSON.parse(JSON.stringify(payload)));
      expect(first.length).toBeGreaterThan(0);
      expect(again).toEqual(first);
    }
  });

  test('a malformed payload is a PaystackPayloadError (answered 400)', async () => {
    const malformed: unknown[] = [
      null,
      'charge.success',
      { data: {} },
      { event: 'subscription.create', data: { ...subscriptionCreated().data, subscription_code: undefined } },
      { event: 'subscription.create', data: { ...subscriptionCreated().data, plan: {} } },
      { event: 'subscription.create', data: { ...subscriptionCreated().data, next_payment_date: 'next month' } },
      { event: 'subscription.not_renew', data: { subscription_code: 'SUB_a', status: 'non-renewing' } },
      invoiceEvent('invoice.update', true, { amount: -5 }),
      invoiceEvent('invoice.update', true, { paid_at: null, created_at: undefined }),
      chargeSucceeded({ reference: 42 }),
    ];
    for (const payload of malformed) {
      const attempt = events(payload);
      await expect(attempt).rejects.toThrow(PaystackPayloadError);
      await expect(attempt).rejects.toThrow(WebhookPayloadError);
    }
  });
});

const database = await openTestDatabase();
afterAll(() => database.close());

const db = database.db;
const mailer = { transport: 'outbox' as const, send: async () => undefined };
const rows = await db.select().from(packages).orderBy(packages.priority);
for (const row of rows) {
  await db
    .update(packages)
    .set({ paystackPlanCode: `PLN_${row.priority}` })
    .where(eq(packages.id, row.id));
}
const [dbElite, dbPlatinum] = rows.slice(1).map((row) => ({ ...row, paystackPlanCode: `PLN_${row.priority}` }));
if (!dbElite || !dbPlatinum) throw new Error('the migrations seed three plans');
const asPlan = (row: typeof dbElite): PlanForCheckout => ({
  id: row.id,
  name: row.name ?? '',
  monthlyPriceKobo: row.monthlyPriceKobo,
  stripePriceId: null,
  paystackPlanCode: row.paystackPlanCode,
});

/** The lookups over our tables, as the webhook route would give them. */
const lookups = paystackLookups(db);
const apply = (events: BillingEvent[]) => applyBillingEvents(db, mailer, events);
const translate = (payload: unknown) => paystackWebhookEvents(payload, lookups);

let agents = 0;
async function agent() {
  agents += 1;
  const email = `paystack.agent${agents}.${Date.now().toString(36)}@example.ng`;
  const { id } = await ensureAccount(db, {
    email,
    password: 'Str0ng-pass',
    firstName: 'Ada',
    lastName: 'Obi',
    role: 'AGENT',
    phoneNumber: '+2348031234567',
    agent: { status: 'approved' },
  });
  return { id, customer: { ...customer, email, customer_code: `CUS_${agents}` } };
}
const subscriptionOf = async (userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

describe('applied by the billing module', () => {
  test('checkout, a renewal, then not renewing: each lands, and replays change nothing', async () => {
    const { id, customer: who } = await agent();
    const code = `SUB_flow${agents}`;
    const plan = { plan_code: dbElite.paystackPlanCode };
    const deliveries = [
      chargeSucceeded({ customer: who, reference: `ref-first-${agents}`, metadata: { userId: id }, plan }),
      subscriptionCreated({ customer: who, subscription_code: code, plan }),
    ];
    for (const payload of deliveries) await apply(await translate(payload));
    expect(await subscriptionOf(id)).toMatchObject({ status: 'active', packageId: dbElite.id });

    const renewal = invoiceEvent('invoice.update', true, {
      customer: who,
      subscription: { ...invoiceEvent('invoice.update', true).data.subscription, subscription_code: code },
      transaction: { reference: `ref-june-${agents}` },
    });
    await apply(await translate(renewal));
    // The renewal charge's own webhook is the same invoice.
    await apply(
      await translate(chargeSucceeded({ customer: who, reference: `ref-june-${agents}`, plan, metadata: 0 })),
    );
    expect(await subscriptionOf(id)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date('2025-07-01T00:00:00.000Z'),
    });
    expect(await db.select().from(invoices).where(eq(invoices.userId, id))).toHaveLength(2);

    // Its payload only has the subscription's created_at (May), older than the June renewal; it still applies.
    const notRenew = {
      ...subscriptionEnded('subscription.not_renew', code),
      data: { ...subscriptionEnded('subscription.not_renew', code).data, customer: who },
    };
    await apply(await translate(notRenew));
    expect(await subscriptionOf(id)).toMatchObject({
      status: 'cancel',
      currentPeriodEnd: new Date('2025-07-01T00:00:00.000Z'),
    });

    let replayed = 0;
    for (const payload of [...deliveries, renewal, notRenew]) replayed += await apply(await translate(payload));
    expect(replayed).toBe(0);
    expect(await subscriptionOf(id)).toMatchObject({ status: 'cancel', providerSubscriptionId: code });
  });

  test('an upgrade wins over webhooks about the subscription it replaced, whichever lands first', async () => {
    for (const order of ['webhook first', 'upgrade first', 'webhook after the upgrade'] as const) {
      const { id } = await agent();
      const oldCode = `SUB_old${agents}`;
      fakeSubscriptions.set(oldCode, {
        emailToken: `tok_old${agents}`,
        email: 'ada@example.ng',
        customerCode: 'CUS_ada',
      });
      await apply([
        {
          type: 'subscription.state',
          provider: 'paystack',
          id: `seed-${oldCode}`,
          occurredAt: new Date('2025-06-01T00:00:07.000Z'),
          userId: id,
          packageId: dbElite.id,
          providerSubscriptionId: oldCode,
          providerCustomerId: 'CUS_ada',
          status: 'active',
          periodStart: new Date('2025-06-01T00:00:00.000Z'),
          periodEnd: new Date('2025-07-01T00:00:00.000Z'),
        },
      ]);
      const row = await subscriptionOf(id);
      if (!row) throw new Error('seeded subscription missing');
      const provider = paystack({}, lookups);
      const ref: CurrentSubscriptionRef = {
        userId: id,
        packageId: row.packageId,
        providerSubscriptionId: oldCode,
        providerCustomerId: row.providerCustomerId,
        status: 'active',
        currentPeriodStart: row.currentPeriodStart,
        currentPeriodEnd: row.currentPeriodEnd,
      };
      const disabled = { ...subscriptionEnded('subscription.disable', oldCode) };
      disabled.data = { ...disabled.data, status: 'cancelled' };
      // Paystack's webhook for the disabled subscription, read before our upgrade's events are applied.
      const early = order === 'webhook after the upgrade' ? null : await translate(disabled);
      const upgrade = await provider.changePlan(ref, asPlan(dbElite), asPlan(dbPlatinum));
      if (order === 'webhook first' && early) await apply(early);
      await apply(upgrade);
      if (order === 'upgrade first' && early) await apply(early);
      if (order === 'webhook after the upgrade') expect(await translate(disabled)).toEqual([]);
      expect({ order, ...(await subscriptionOf(id)) }).toMatchObject({
        order,
        status: 'active',
        packageId: dbPlatinum.id,
        providerSubscriptionId: upgrade[0]?.type === 'subscription.state' ? upgrade[0].providerSubscriptionId : '',
      });
    }
  });
});
