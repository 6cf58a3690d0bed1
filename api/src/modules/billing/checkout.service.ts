// The agent's calls that go to the active payment provider: start a checkout, open the billing portal, and move
// to another plan at once.
import { billingMessages } from '@naija-homes/contracts/billing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { Mailer } from '../../providers/mail';
import { billingNow } from '../../providers/payments/clock';
import type { PaymentProvider } from '../../providers/payments/types';
import { mailNotices, recordBillingEvents } from './billing-events.service';
import { type PackageRow, planForCheckout, requirePackage } from './packages.service';
import { findSubscription, isLive, liveSubscription, subscriptionRef } from './subscriptions.service';

export interface BillingDeps {
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
}

export async function startPayment(deps: BillingDeps, user: { id: string; email: string }, packageId: string) {
  const pkg = await requirePackage(deps.db, packageId);
  const previous = await findSubscription(deps.db, user.id);
  if (previous && isLive(previous.subscription, await billingNow(deps.db))) {
    throw new HttpError(409, billingMessages.alreadySubscribed);
  }
  const sameProvider = previous?.subscription.provider === deps.payments.name;
  return deps.payments.createCheckout({
    userId: user.id,
    email: user.email,
    plan: planForCheckout(pkg),
    customerId: sameProvider ? previous.subscription.providerCustomerId : null,
  });
}

export async function manageLink(deps: BillingDeps, userId: string) {
  const found = await findSubscription(deps.db, userId);
  if (!found) throw new HttpError(404, billingMessages.noSubscription);
  return deps.payments.createManageLink(subscriptionRef(found.subscription));
}

export async function changePlan(deps: BillingDeps, userId: string, packageId: string): Promise<PackageRow> {
  const target = await requirePackage(deps.db, packageId);
  const now = await billingNow(deps.db);
  const live = await liveSubscription(deps.db, userId, now);
  if (!live) throw new HttpError(409, billingMessages.subscribeFirst);
  if (live.pkg.id === target.id) throw new HttpError(409, billingMessages.samePlan);
  if (target.priority < live.pkg.priority) {
    const [agent] = await deps.db.select({ status: agents.status }).from(agents).where(eq(agents.userId, userId));
    if (agent?.status === 'approved') throw new HttpError(403, billingMessages.cannotDowngrade);
  }
  // The provider names the change after the state it changes (never the clock), so twenty identical upgrades sent
  // at once are one event: the first records it and its invoice, the others find it recorded and answer 409.
  const events = await deps.payments.changePlan(
    subscriptionRef(live.subscription),
    planForCheckout(live.pkg),
    planForCheckout(target),
    { now },
  );
  const { appliedIds, notices } = await recordBillingEvents(deps.db, events);
  await mailNotices(deps.mailer, notices);
  // The change itself (the state event) decides who won; its invoice is recorded once whoever gets there first.
  const [change] = events;
  if (change && !appliedIds.includes(change.id)) throw new HttpError(409, billingMessages.samePlan);
  return target;
}
