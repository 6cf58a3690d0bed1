// Plans and subscriptions on the local provider: every call and state, and the event rules shared by all adapters.
import { describe, expect, test } from 'bun:test';
import { billingMessages, type Package, planButton, type Subscription } from '@naija-homes/contracts/billing';
import { formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { eq } from 'drizzle-orm';
import { agents, billingClock, invoices, notifications, packages, subscriptions } from '../../db/schema';
import { advanceBillingClock } from '../../providers/payments/clock';
import type { BillingEvent } from '../../providers/payments/types';
import { setupTestApp } from '../../test/app';
import { type SignedInUser, signedInUser, signedUpUser } from '../../test/users';
import { applyBillingEvents } from './billing-events.service';
import { runBillingCycle } from './renewal-sweep';

const { alreadySubscribed, cannotDowngrade, checkoutClosed, packageNotFound, samePlan, subscribeFirst } =
  billingMessages;

const t = await setupTestApp();
const mailer = { transport: 'outbox' as const, send: async () => undefined };

const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
const [starter, elite, platinum] = plans as [Package, Package, Package];

async function subscribe(agent: SignedInUser, plan: Package) {
  const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
    packageId: plan._id,
  });
  expect(payment.status).toBe(200);
  const sessionId = payment.body.data.url.split('/').pop() as string;
  const confirmed = await agent.client.post(`/api/v1/billing/local/checkout/${sessionId}/confirm`);
  expect(confirmed.status).toBe(200);
  return sessionId;
}

async function current(agent: SignedInUser) {
  return (await agent.client.get<{ data: Subscription | null }>('/api/v1/subscription/current')).body.data;
}

describe('plans', () => {
  test('three plans by priority, priced per month in naira, with their visibility', () => {
    expect(plans.map((plan) => [plan.name, plan.priceId.amount, plan.visibilityLevel, plan.visibilityLabel])).toEqual([
      ['Starter', 7500, 1, null],
      ['Elite', 20000, 2, 'featured'],
      ['Platinum', 45000, 4, 'exclusive'],
    ]);
    expect(elite.allowsVirtualTour).toBe(true);
    expect(starter.allowsVirtualTour).toBe(false);
  });

  test('admins edit a plan; others cannot', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const saved = await admin.client.patch<{ data: Package }>(`/api/v1/admin/packages/${starter._id}`, {
      subTitle: 'For new agents',
      amount: 8000,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ subTitle: 'For new agents', priceId: { amount: 8000 } });
    await admin.client.patch(`/api/v1/admin/packages/${starter._id}`, {
      subTitle: 'For agents getting started',
      amount: 7500,
    });
    const agent = await signedInUser(t, 'AGENT');
    expect((await agent.client.patch(`/api/v1/admin/packages/${starter._id}`, { amount: 1 })).status).toBe(403);
    const unknown = await admin.client.patch('/api/v1/admin/packages/00000000-0000-4000-8000-000000000000', {
      amount: 1,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: packageNotFound } });
    expect((await admin.client.patch(`/api/v1/admin/packages/${starter._id}`, { amount: -1 })).status).toBe(400);
  });

  test('a plan price keeps its kobo (7500.50 is ₦7,500.50, never ₦750,050) and a mistyped one is refused in words', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const path = `/api/v1/admin/packages/${starter._id}`;
    for (const amount of ['7500.50', '7,500.50', 7500.5]) {
      const saved = await admin.client.patch<{ data: Package }>(path, { amount });
      expect(saved.status, String(amount)).toBe(200);
      expect(saved.body.data.priceId.amount).toBe(7500.5);
      const [row] = await t.database.db.select().from(packages).where(eq(packages.id, starter._id));
      expect(row?.monthlyPriceKobo).toBe(750_050);
      const plans = await t.client().get<{ data: Package[] }>('/api/v1/package/all');
      expect(formatNaira(plans.body.data.find((plan) => plan._id === starter._id)?.priceId.amount ?? 0)).toBe(
        '₦7,500.50',
      );
    }
    for (const [amount, message] of [
      ['12.345', 'Price can have at most two decimals'],
      ['1e6', 'Price must contain only digits and a decimal point'],
      ['75OO', 'Price must contain only digits and a decimal point'],
      [-1, 'Price must contain only digits and a decimal point'],
    ] as const) {
      const refused = await admin.client.patch(path, { amount });
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.body).toMatchObject({ message });
    }
    await admin.client.patch(path, { amount: 7500 });
  });
});

describe('subscribing on the local provider', () => {
  test('checkout, confirm: the plan is active, an invoice is issued, the agent is notified', async () => {
    const agent = await signedInUser(t, 'AGENT');
    expect(await current(agent)).toBeNull();
    const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
      packageId: elite._id,
    });
    expect(payment.body.data.url).toMatch(/^\/billing\/checkout\/[0-9a-f-]{36}$/);
    const sessionId = payment.body.data.url.split('/').pop() as string;
    const summary = await agent.client.get<{ data: { plan: Package; status: string } }>(
      `/api/v1/billing/local/checkout/${sessionId}`,
    );
    expect(summary.body.data).toMatchObject({ status: 'open', plan: { name: 'Elite' } });
    // Nobody else can see or pay someone's checkout.
    const other = await signedInUser(t, 'AGENT');
    expect((await other.client.post(`/api/v1/billing/local/checkout/${sessionId}/confirm`)).status).toBe(404);

    const confirmed = await agent.client.post(`/api/v1/billing/local/checkout/${sessionId}/confirm`);
    expect(confirmed.body).toMatchObject({ message: 'Payment received. Your Elite plan is active.' });
    const sub = await current(agent);
    expect(sub).toMatchObject({ status: 'active', packageId: { name: 'Elite' }, provider: 'local' });
    const invoicePage = await agent.client.get<{ data: Array<{ amount: number; plan: string }>; hasMore: boolean }>(
      '/api/v1/subscription/invoices',
    );
    expect(invoicePage.body).toMatchObject({ data: [{ amount: 20000, plan: 'Elite' }], hasMore: false });
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id));
    expect(notice?.title).toBe('Your Elite plan is active');
    // The date reads as people read it in Lagos ("23 Dec 2026"), never as the server's Date.toString.
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id));
    const periodEnd = row?.currentPeriodEnd ?? new Date(0);
    expect(notice?.message).toContain(`active until ${formatLagosDate(periodEnd)}.`);
    expect(notice?.message).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} \d{2} \d{4}\b/);

    expect((await agent.client.post(`/api/v1/billing/local/checkout/${sessionId}/confirm`)).body).toMatchObject({
      message: checkoutClosed,
    });
    const again = await agent.client.post('/api/v1/subscription/payment', { packageId: platinum._id });
    expect(again).toMatchObject({ status: 409, body: { message: alreadySubscribed } });
    expect((await agent.client.get<{ data: { url: string } }>('/api/v1/subscription/manage')).body.data.url).toBe(
      '/billing/manage',
    );
  });

  test('a declined payment starts nothing', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
      packageId: starter._id,
    });
    const sessionId = payment.body.data.url.split('/').pop() as string;
    expect((await agent.client.post(`/api/v1/billing/local/checkout/${sessionId}/decline`)).status).toBe(200);
    expect((await agent.client.post(`/api/v1/billing/local/checkout/${sessionId}/confirm`)).status).toBe(409);
    expect(await current(agent)).toBeNull();
  });

  test('bad input: unknown or malformed package, unknown fields, visitors and buyers', async () => {
    const agent = await signedInUser(t, 'AGENT');
    for (const packageId of ['00000000-0000-4000-8000-000000000000', 'starter']) {
      const response = await agent.client.post('/api/v1/subscription/payment', { packageId });
      expect(response).toMatchObject({ status: 404, body: { message: packageNotFound } });
    }
    expect((await agent.client.post('/api/v1/subscription/payment', {})).status).toBe(400);
    expect(
      (await agent.client.post('/api/v1/subscription/payment', { packageId: elite._id, coupon: 'x' })).status,
    ).toBe(400);
    const buyer = await signedInUser(t, 'BUYER');
    expect((await buyer.client.post('/api/v1/subscription/payment', { packageId: elite._id })).status).toBe(403);
    expect((await t.client().get('/api/v1/subscription/invoices')).status).toBe(401);
    expect((await agent.client.get('/api/v1/subscription/manage')).status).toBe(404);
    expect((await agent.client.patch('/api/v1/subscription/upgrade', { packageId: elite._id })).body).toMatchObject({
      message: subscribeFirst,
    });
  });
});

describe('changing plans', () => {
  test('an approved agent upgrades (prorated invoice) but cannot downgrade or pick the same plan', async () => {
    const agent = await signedInUser(t, 'AGENT');
    await subscribe(agent, elite);
    const upgraded = await agent.client.patch<{ data: Package }>('/api/v1/subscription/upgrade', {
      packageId: platinum._id,
    });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body.data.name).toBe('Platinum');
    expect((await current(agent))?.packageId.name).toBe('Platinum');
    const page = await agent.client.get<{ data: Array<{ amount: number; plan: string }> }>(
      '/api/v1/subscription/invoices',
    );
    expect(page.body.data).toHaveLength(2);
    // Upgrading at once after paying for Elite costs (almost) the whole difference.
    expect(page.body.data[0]?.plan).toBe('Platinum');
    expect(page.body.data[0]?.amount).toBeGreaterThan(24_900);
    expect(page.body.data[0]?.amount).toBeLessThanOrEqual(25_000);

    const down = await agent.client.patch('/api/v1/subscription/upgrade', { packageId: starter._id });
    expect(down).toMatchObject({ status: 403, body: { message: cannotDowngrade } });
    const same = await agent.client.patch('/api/v1/subscription/upgrade', { packageId: platinum._id });
    expect(same).toMatchObject({ status: 409, body: { message: samePlan } });
  });

  test('an agent not yet approved may move down', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    await subscribe(agent, elite);
    const down = await agent.client.patch('/api/v1/subscription/upgrade', { packageId: starter._id });
    expect(down.status).toBe(200);
    expect((await current(agent))?.packageId.name).toBe('Starter');
  });
});

describe('renewal, cancellation and expiry', () => {
  test('cancel keeps the plan to period end, resume undoes it; expiry notifies and frees a new checkout', async () => {
    const agent = await signedInUser(t, 'AGENT');
    await subscribe(agent, elite);
    expect((await agent.client.post('/api/v1/billing/local/subscription/cancel')).status).toBe(200);
    expect((await current(agent))?.status).toBe('cancel');
    await agent.client.post('/api/v1/billing/local/subscription/resume');
    expect((await current(agent))?.status).toBe('active');
    await agent.client.post('/api/v1/billing/local/subscription/cancel');

    const sub = (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id)))[0];
    const after = new Date((sub as { currentPeriodEnd: Date }).currentPeriodEnd.getTime() + 1000);
    await runBillingCycle(t.database.db, mailer, after);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id));
    expect(row?.status).toBe('expired');
    const titles = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id))
    ).map((n) => n.title);
    expect(titles).toContain('Your plan has ended');
    // Replaying the sweep changes nothing.
    expect(await runBillingCycle(t.database.db, mailer, after)).toBe(0);
  });

  test('an active local plan renews each month with an invoice', async () => {
    const agent = await signedInUser(t, 'AGENT');
    await subscribe(agent, starter);
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id));
    const twoMonthsOn = new Date(
      (sub as { currentPeriodEnd: Date }).currentPeriodEnd.getTime() + 35 * 24 * 3600 * 1000,
    );
    await runBillingCycle(t.database.db, mailer, twoMonthsOn);
    const [renewed] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id));
    expect(renewed?.status).toBe('active');
    expect((renewed?.currentPeriodEnd as Date) > twoMonthsOn).toBe(true);
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.userId, agent.user._id));
    expect(rows).toHaveLength(3);
    // A renewal is a notice on the bell (and an email): the plan runs on, paid, until the new end.
    const titles = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id))
    ).map((n) => n.title);
    expect(titles).toContain(billingMessages.planRenewedTitle('Starter'));
  });

  test('a few days before the period ends the agent hears once: renews soon (with the price) or ends soon', async () => {
    const renewing = await signedInUser(t, 'AGENT');
    const ending = await signedInUser(t, 'AGENT');
    await subscribe(renewing, starter);
    await subscribe(ending, elite);
    expect((await ending.client.post('/api/v1/billing/local/subscription/cancel')).status).toBe(200);
    const periodEnd = async (agent: SignedInUser) =>
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id)))[0]
        ?.currentPeriodEnd as Date;
    const notices = async (agent: SignedInUser) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id))).filter(
        (n) => n.title === billingMessages.planRenewsSoonTitle || n.title === billingMessages.planEndsSoonTitle,
      );
    const end = await periodEnd(renewing);
    // A week ahead: too early.
    await runBillingCycle(t.database.db, mailer, new Date(end.getTime() - 7 * 86_400_000));
    expect(await notices(renewing)).toHaveLength(0);
    // Two days ahead, two sweeps at once (two processes): one reminder each.
    const twoDaysBefore = new Date(end.getTime() - 2 * 86_400_000);
    await Promise.all([
      runBillingCycle(t.database.db, mailer, twoDaysBefore),
      runBillingCycle(t.database.db, mailer, twoDaysBefore),
    ]);
    await runBillingCycle(t.database.db, mailer, new Date(end.getTime() - 86_400_000));
    const renewingNotices = await notices(renewing);
    expect(renewingNotices.map((n) => n.message)).toEqual([
      billingMessages.planRenewsSoonNotice('Starter', formatLagosDate(end), formatNaira(starter.priceId.amount)),
    ]);
    expect((await notices(ending)).map((n) => n.message)).toEqual([
      billingMessages.planEndsSoonNotice('Elite', formatLagosDate(await periodEnd(ending))),
    ]);
    // After the renewal, the next period gets its own reminder.
    await runBillingCycle(t.database.db, mailer, new Date(end.getTime() + 1000));
    const next = await periodEnd(renewing);
    expect(next > end).toBe(true);
    await runBillingCycle(t.database.db, mailer, new Date(next.getTime() - 86_400_000));
    expect(await notices(renewing)).toHaveLength(2);
  });

  test('the billing clock moves time for every reader', async () => {
    await t.database.db.delete(billingClock);
    const moved = await advanceBillingClock(t.database.db, 86_400);
    expect(moved.getTime() - Date.now()).toBeGreaterThan(86_000_000);
    await t.database.db.delete(billingClock);
  });
});

describe('provider events', () => {
  test('three replays of the events in shuffled order leave the same state as one ordered pass', async () => {
    const agent = await signedUpUser(t, 'AGENT');
    const userId = agent.user._id;
    const base = new Date('2026-10-01T10:00:00Z');
    const at = (days: number) => new Date(base.getTime() + days * 86_400_000);
    const sub = { provider: 'stripe' as const, userId, providerSubscriptionId: 'sub_123' };
    const events: BillingEvent[] = [
      {
        ...sub,
        type: 'subscription.state',
        id: 'evt_1',
        occurredAt: at(0),
        packageId: elite._id,
        status: 'active',
        periodStart: at(0),
        periodEnd: at(30),
      },
      {
        ...sub,
        type: 'invoice.paid',
        id: 'evt_2',
        occurredAt: at(0),
        packageId: elite._id,
        providerInvoiceId: 'in_1',
        amountKobo: 2_000_000,
        periodStart: at(0),
        periodEnd: at(30),
        invoiceUrl: 'https://invoice.example/in_1',
      },
      {
        ...sub,
        type: 'subscription.state',
        id: 'evt_3',
        occurredAt: at(5),
        packageId: platinum._id,
        status: 'active',
        periodStart: at(0),
        periodEnd: at(30),
      },
      {
        ...sub,
        type: 'subscription.state',
        id: 'evt_4',
        occurredAt: at(9),
        packageId: platinum._id,
        status: 'cancel',
        periodStart: at(0),
        periodEnd: at(30),
      },
    ];
    const shuffled = [
      events[3],
      events[1],
      events[0],
      events[2],
      events[2],
      events[0],
      events[3],
      events[1],
      events[0],
      events[3],
      events[2],
      events[1],
    ] as BillingEvent[];
    expect(await applyBillingEvents(t.database.db, mailer, shuffled)).toBe(4);
    expect(await applyBillingEvents(t.database.db, mailer, events)).toBe(0);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row).toMatchObject({ status: 'cancel', packageId: platinum._id, providerSubscriptionId: 'sub_123' });
    expect(await t.database.db.select().from(invoices).where(eq(invoices.userId, userId))).toHaveLength(1);
  });
});

describe('invoices', () => {
  test('cursor paging both ways; another agent sees none of them', async () => {
    const agent = await signedInUser(t, 'AGENT');
    await subscribe(agent, starter);
    const [sub] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id));
    await runBillingCycle(
      t.database.db,
      mailer,
      new Date((sub as { currentPeriodEnd: Date }).currentPeriodEnd.getTime() + 120 * 86_400_000),
    );
    type Page = { data: Array<{ id: string; billingDate: string; invoiceURL: string }>; hasMore: boolean };
    const first = await agent.client.get<Page>('/api/v1/subscription/invoices?limit=2');
    expect(first.body.data).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const dates = first.body.data.map((invoice) => invoice.billingDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await agent.client.get<Page>(
      `/api/v1/subscription/invoices?limit=2&startingAfter=${first.body.data[1]?.id}`,
    );
    expect((second.body.data[0]?.billingDate ?? '') < (first.body.data[1]?.billingDate as string)).toBe(true);
    const back = await agent.client.get<Page>(
      `/api/v1/subscription/invoices?limit=2&startingBefore=${second.body.data[0]?.id}`,
    );
    expect(back.body.data.map((invoice) => invoice.id)).toEqual(first.body.data.map((invoice) => invoice.id));

    const invoiceUrl = first.body.data[0]?.invoiceURL as string;
    const html = await agent.client.get(invoiceUrl);
    expect(html.status).toBe(200);
    expect(html.text).toContain('Starter');
    const other = await signedInUser(t, 'AGENT');
    expect((await other.client.get(invoiceUrl)).status).toBe(404);
    expect((await other.client.get<Page>('/api/v1/subscription/invoices')).body.data).toEqual([]);
    const foreignCursor = await other.client.get(
      `/api/v1/subscription/invoices?startingAfter=${first.body.data[0]?.id}`,
    );
    expect(foreignCursor.status).toBe(400);
    expect((await agent.client.get('/api/v1/subscription/invoices?limit=500')).status).toBe(400);
  });
});

describe('plan buttons (spec §4)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const sub = (status: Subscription['status'], plan: Package, endDate = '2026-12-22T12:00:00Z') => ({
    status,
    endDate,
    packageId: { _id: plan._id, name: plan.name ?? '', priority: plan.priority },
  });
  const approved = { signedIn: true, approvedAgent: true };
  test.each([
    ['visitor', null, { signedIn: false, approvedAgent: false }, elite, 'Subscribe', 'login'],
    ['no plan', null, approved, elite, 'Subscribe', 'payment'],
    ['current active', sub('active', elite), approved, elite, 'Manage', 'manage'],
    ['current cancelled', sub('cancel', elite), approved, elite, 'Renew', 'manage'],
    [
      'current cancelled and ended',
      sub('cancel', elite, '2026-11-01T00:00:00Z'),
      approved,
      elite,
      'Subscribe',
      'payment',
    ],
    ['higher plan', sub('active', elite), approved, platinum, 'Upgrade', 'upgrade'],
    ['lower plan', sub('active', elite), approved, starter, "Can't Downgrade", 'none'],
    [
      'lower plan before approval',
      sub('active', elite),
      { signedIn: true, approvedAgent: false },
      starter,
      'Downgrade',
      'downgrade',
    ],
  ] as const)('%s', (_case, current, viewer, plan, label, action) => {
    expect(planButton(plan, current, viewer, now)).toMatchObject({ label, action });
  });
});

// The agent row is untouched by billing: approval and plans are independent.
test('billing never changes the agent status', async () => {
  const agent = await signedInUser(t, 'AGENT');
  await subscribe(agent, elite);
  const [row] = await t.database.db.select().from(agents).where(eq(agents.userId, agent.user._id));
  expect(row?.status).toBe('approved');
});

describe('checkout and cursor edge cases', () => {
  test('an expired checkout cannot be paid (410); ids that are not uuids are clear 4xx, never 500', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
      packageId: elite._id,
    });
    const sessionId = payment.body.data.url.split('/').pop() as string;
    await t.database.db.delete(billingClock);
    await advanceBillingClock(t.database.db, 31 * 60);
    try {
      const late = await agent.client.post(`/api/v1/billing/local/checkout/${sessionId}/confirm`);
      expect(late.status).toBe(410);
      expect(await current(agent)).toBeNull();
    } finally {
      await t.database.db.delete(billingClock);
    }
    const dashes = '-'.repeat(36);
    expect((await agent.client.get(`/api/v1/subscription/invoices?startingAfter=${dashes}`)).status).toBe(400);
    expect((await agent.client.get(`/api/v1/subscription/invoices/${dashes}`)).status).toBe(404);
    expect((await agent.client.get(`/api/v1/billing/local/checkout/${dashes}`)).status).toBe(404);
    expect((await agent.client.post('/api/v1/subscription/payment', { packageId: dashes })).status).toBe(404);
  });
});
