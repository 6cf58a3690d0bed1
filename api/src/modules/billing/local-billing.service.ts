// The local provider's pages: a checkout the agent confirms or declines, and cancel/resume of the plan.
import { planName } from '@naija-homes/contracts/billing';
import { messages } from '@naija-homes/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localCheckoutSessions, packages } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../providers/mail';
import { billingNow } from '../../providers/payments/clock';
import { addMonth } from '../../providers/payments/local';
import type { BillingEvent } from '../../providers/payments/types';
import {
  alreadySubscribed,
  applyBillingEvents,
  findSubscription,
  liveSubscription,
  noSubscription,
  packageJson,
} from './billing.service';

export const checkoutClosed = 'This checkout is no longer open. Start again from the pricing plans.';
export const checkoutExpired = 'This checkout has expired. Start again from the pricing plans.';

async function ownSession(db: Db, userId: string, sessionId: string) {
  const valid = isUuid(sessionId);
  const [row] = valid
    ? await db
        .select({ session: localCheckoutSessions, pkg: packages })
        .from(localCheckoutSessions)
        .innerJoin(packages, eq(packages.id, localCheckoutSessions.packageId))
        .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.userId, userId)))
    : [];
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

export async function checkoutSummary(db: Db, userId: string, sessionId: string) {
  const { session, pkg } = await ownSession(db, userId, sessionId);
  const now = await billingNow(db);
  return {
    _id: session.id,
    status: session.status === 'open' && session.expiresAt <= now ? 'expired' : session.status,
    plan: packageJson(pkg),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** The simulated card payment went through: the plan starts now and the first invoice is issued. */
export async function confirmCheckout(db: Db, mailer: Mailer, userId: string, sessionId: string) {
  const now = await billingNow(db);
  const { pkg } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(localCheckoutSessions)
      .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.userId, userId)))
      .for('update');
    if (!row) throw new HttpError(404, messages.notFound);
    if (row.status !== 'open') throw new HttpError(409, checkoutClosed);
    if (row.expiresAt <= now) throw new HttpError(410, checkoutExpired);
    await tx.update(localCheckoutSessions).set({ status: 'completed' }).where(eq(localCheckoutSessions.id, row.id));
    const [found] = await tx.select().from(packages).where(eq(packages.id, row.packageId));
    return { pkg: found };
  });
  if (!pkg) throw new HttpError(404, messages.notFound);
  // Two tabs could each hold a checkout: the second payment must not start a second plan.
  if (await liveSubscription(db, userId, now)) throw new HttpError(409, alreadySubscribed);
  const periodEnd = addMonth(now);
  const events: BillingEvent[] = [
    {
      type: 'subscription.state',
      provider: 'local',
      id: `checkout-${sessionId}`,
      occurredAt: now,
      userId,
      packageId: pkg.id,
      providerSubscriptionId: `sub-${sessionId}`,
      status: 'active',
      periodStart: now,
      periodEnd,
    },
    {
      type: 'invoice.paid',
      provider: 'local',
      id: `checkout-invoice-${sessionId}`,
      occurredAt: now,
      userId,
      packageId: pkg.id,
      providerInvoiceId: `inv-${sessionId}`,
      amountKobo: pkg.monthlyPriceKobo,
      periodStart: now,
      periodEnd,
      invoiceUrl: null,
    },
  ];
  await applyBillingEvents(db, mailer, events);
  return { plan: planName(pkg.name) };
}

export async function declineCheckout(db: Db, userId: string, sessionId: string) {
  const { session } = await ownSession(db, userId, sessionId);
  if (session.status !== 'open') throw new HttpError(409, checkoutClosed);
  await db.update(localCheckoutSessions).set({ status: 'declined' }).where(eq(localCheckoutSessions.id, session.id));
}

/** Cancel (at period end) or resume the local plan. */
export async function setRenewal(db: Db, mailer: Mailer, userId: string, renew: boolean) {
  const found = await findSubscription(db, userId);
  if (!found) throw new HttpError(404, noSubscription);
  const now = await billingNow(db);
  const live = await liveSubscription(db, userId, now);
  if (live?.subscription.provider !== 'local') throw new HttpError(409, noSubscription);
  const sub = live.subscription;
  const status = renew ? 'active' : 'cancel';
  if (sub.status === status) return;
  // Never older than the state it replaces, even if the demo clock was moved.
  const occurredAt = new Date(Math.max(now.getTime(), sub.lastEventAt.getTime() + 1));
  await applyBillingEvents(db, mailer, [
    {
      type: 'subscription.state',
      provider: 'local',
      id: `${renew ? 'resume' : 'cancel'}-${sub.providerSubscriptionId}-${occurredAt.getTime()}`,
      occurredAt,
      userId,
      packageId: sub.packageId,
      providerSubscriptionId: sub.providerSubscriptionId,
      status,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
    },
  ]);
}
