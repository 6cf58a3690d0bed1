// The local provider's pages: a checkout the agent confirms or declines, and cancel/resume of the plan.
import { billingMessages, type CheckoutSummary, planName } from '@naija-homes/contracts/billing';
import { messages } from '@naija-homes/contracts/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localCheckoutSessions, packages, subscriptions, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../providers/mail';
import { billingNow } from '../../providers/payments/clock';
import { addMonth } from '../../providers/payments/local';
import type { BillingEvent } from '../../providers/payments/types';
import { applyBillingEvents, recordBillingEvents } from './billing-events.service';
import { packageJson } from './packages.service';
import { findSubscription, isLive, liveSubscription } from './subscriptions.service';

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

export async function checkoutSummary(db: Db, userId: string, sessionId: string): Promise<CheckoutSummary> {
  const { session, pkg } = await ownSession(db, userId, sessionId);
  const now = await billingNow(db);
  return {
    _id: session.id,
    status:
      session.status === 'open' && session.expiresAt <= now ? 'expired' : (session.status as CheckoutSummary['status']),
    plan: packageJson(pkg),
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** The simulated card payment went through: the plan starts now and the first invoice is issued. */
export async function confirmCheckout(db: Db, mailer: Mailer, userId: string, sessionId: string) {
  const now = await billingNow(db);
  // One transaction, serialised per agent by the lock on their user row: two tabs (or twenty requests) confirming
  // checkouts at once give one plan and one charge; the others see it and answer 409.
  const pkg = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .select()
      .from(localCheckoutSessions)
      .where(and(eq(localCheckoutSessions.id, sessionId), eq(localCheckoutSessions.userId, userId)))
      .for('update');
    if (!row) throw new HttpError(404, messages.notFound);
    if (row.status !== 'open') throw new HttpError(409, billingMessages.checkoutClosed);
    if (row.expiresAt <= now) throw new HttpError(410, billingMessages.checkoutExpired);
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    if (current && isLive(current, now)) throw new HttpError(409, billingMessages.alreadySubscribed);
    const [found] = await tx.select().from(packages).where(eq(packages.id, row.packageId));
    if (!found) throw new HttpError(404, messages.notFound);
    await tx.update(localCheckoutSessions).set({ status: 'completed' }).where(eq(localCheckoutSessions.id, row.id));
    const periodEnd = addMonth(now);
    const events: BillingEvent[] = [
      {
        type: 'subscription.state',
        provider: 'local',
        id: `checkout-${sessionId}`,
        occurredAt: now,
        userId,
        packageId: found.id,
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
        packageId: found.id,
        providerInvoiceId: `inv-${sessionId}`,
        amountKobo: found.monthlyPriceKobo,
        periodStart: now,
        periodEnd,
        invoiceUrl: null,
      },
    ];
    await recordBillingEvents(tx, mailer, events);
    return found;
  });
  return { plan: planName(pkg.name) };
}

export async function declineCheckout(db: Db, userId: string, sessionId: string) {
  const { session } = await ownSession(db, userId, sessionId);
  if (session.status !== 'open') throw new HttpError(409, billingMessages.checkoutClosed);
  await db.update(localCheckoutSessions).set({ status: 'declined' }).where(eq(localCheckoutSessions.id, session.id));
}

/** Cancel (at period end) or resume the local plan. */
export async function setRenewal(db: Db, mailer: Mailer, userId: string, renew: boolean) {
  const found = await findSubscription(db, userId);
  if (!found) throw new HttpError(404, billingMessages.noSubscription);
  const now = await billingNow(db);
  const live = await liveSubscription(db, userId, now);
  if (live?.subscription.provider !== 'local') throw new HttpError(409, billingMessages.noSubscription);
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
