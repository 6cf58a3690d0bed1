// Money under concurrency: the same state-changing call many times at once leaves one effect, one charge, and
// clear 409s for the rest (never a 500).
import { describe, expect, test } from 'bun:test';
import { billingMessages, type Package } from '@naija-homes/contracts/billing';
import { eq, sql } from 'drizzle-orm';
import { invoices, subscriptions } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { type SignedInUser, signedInUser } from '../../test/users';

const t = await setupTestApp();
const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
const [basic, elite, platinum] = plans as [Package, Package, Package];

async function checkout(agent: SignedInUser, plan: Package): Promise<string> {
  const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
    packageId: plan._id,
  });
  expect(payment.status).toBe(200);
  return payment.body.data.url.split('/').pop() as string;
}

const invoicesOf = async (agent: SignedInUser) =>
  t.database.db.select().from(invoices).where(eq(invoices.userId, agent.user._id));
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('billing under concurrency', () => {
  test('twenty upgrades at once: one changes the plan and is charged once, nineteen are 409', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const session = await checkout(agent, elite);
    expect((await agent.client.post(`/api/v1/billing/local/checkout/${session}/confirm`)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agent.client.patch('/api/v1/subscription/upgrade', { packageId: platinum._id })),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 1, 409: 19 });
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect<string[]>([billingMessages.samePlan, billingMessages.planChangeInProgress]).toContain(
        (answer.body as { message: string }).message,
      );
    }
    const paid = await invoicesOf(agent);
    // The first month's invoice and exactly one prorated upgrade.
    expect(paid).toHaveLength(2);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id));
    expect(row?.packageId).toBe(platinum._id);
  });

  test('ten upgrades to Elite and ten to Platinum at once: the first wins and is charged once, the rest are refused', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const session = await checkout(agent, basic);
    expect((await agent.client.post(`/api/v1/billing/local/checkout/${session}/confirm`)).status).toBe(200);
    const targets = Array.from({ length: 20 }, (_, i) => (i % 2 ? platinum : elite));
    const answers = await Promise.all(
      targets.map((plan) => agent.client.patch('/api/v1/subscription/upgrade', { packageId: plan._id })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const winner = targets[answers.findIndex((answer) => answer.status === 200)] as Package;
    // Each of the others is a 409 (a change in progress, or the plan it asks for), except that a move to Elite read
    // after Platinum won is what it then is, a downgrade, refused as such: which depends only on timing.
    answers.forEach((answer, i) => {
      if (answer.status === 200) return;
      const { message } = answer.body as { message: string };
      if (answer.status === 403) {
        expect(winner._id).toBe(platinum._id);
        expect(targets[i]?._id).toBe(elite._id);
        expect(message).toBe(billingMessages.cannotDowngrade);
      } else {
        expect(answer.status).toBe(409);
        expect<string[]>([billingMessages.samePlan, billingMessages.planChangeInProgress]).toContain(message);
      }
    });
    const paid = await invoicesOf(agent);
    // The first month's invoice and exactly one prorated change: the winner's.
    expect(paid).toHaveLength(2);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, agent.user._id));
    expect(row?.packageId).toBe(winner._id);
    // Once the burst is over and the lease gone, a real second change goes through (on a fresh lease).
    await t.database.execute(sql`delete from rate_limits where key like 'lease:plan-change:%'`);
    if (winner._id === elite._id) {
      const next = await agent.client.patch('/api/v1/subscription/upgrade', { packageId: platinum._id });
      expect(next.status).toBe(200);
      expect(await invoicesOf(agent)).toHaveLength(3);
    }
  });

  test('a refused change gives the lease back: the right change right after it goes through', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const session = await checkout(agent, elite);
    expect((await agent.client.post(`/api/v1/billing/local/checkout/${session}/confirm`)).status).toBe(200);
    expect((await agent.client.patch('/api/v1/subscription/upgrade', { packageId: elite._id })).status).toBe(409);
    expect((await agent.client.patch('/api/v1/subscription/upgrade', { packageId: platinum._id })).status).toBe(200);
  });

  test('five checkouts confirmed at once (five tabs): one plan, one charge, four 409', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const sessions: string[] = [];
    for (let i = 0; i < 5; i++) sessions.push(await checkout(agent, elite));
    const answers = await Promise.all(
      sessions.map((id) => agent.client.post(`/api/v1/billing/local/checkout/${id}/confirm`)),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 1, 409: 4 });
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({ message: billingMessages.alreadySubscribed });
    }
    expect(await invoicesOf(agent)).toHaveLength(1);
  });

  test('one checkout confirmed five times at once: one payment, four 409', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const session = await checkout(agent, elite);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => agent.client.post(`/api/v1/billing/local/checkout/${session}/confirm`)),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 1, 409: 4 });
    expect(await invoicesOf(agent)).toHaveLength(1);
  });
});
