// The agent's calls that go to the active payment provider: start a checkout, open the billing portal, and move
// to another plan at once.
import { billingMessages } from '@naija-homes/contracts/billing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { dropLease, takeLease } from '../../lib/lease';
import type { Mailer } from '../../providers/mail';
import { billingNow } from '../../providers/payments/clock';
import type { PaymentProvider } from '../../providers/payments/types';
import { recordBillingEvents } from './billing-events.service';
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

/**
 * How long one agent's plan change holds off any other: long enough to cover the provider's call, and a burst
 * of clicks (or tabs) after it, so that conflicting changes sent together are never both charged.
 */
const PLAN_CHANGE_LEASE_SECONDS = 30;

export async function changePlan(deps: BillingDeps, userId: string, packageId: string): Promise<PackageRow> {
  const target = await requirePackage(deps.db, packageId);
  // What is wrong with the change itself is said first (same plan, a downgrade after approval)…
  await allowedChange(deps, userId, target);
  // …then one plan change at a time per agent, across every process: ten upgrades to Elite and ten to Platinum
  // sent together charged both before (the provider names each change after its own from → to, so they did not
  // collide). The first to take the lease decides; every other answers 409 without reaching the provider.
  const lease = `plan-change:${userId}`;
  if (!(await takeLease(deps.db, lease, PLAN_CHANGE_LEASE_SECONDS))) {
    throw new HttpError(409, billingMessages.planChangeInProgress);
  }
  let changed = false;
  try {
    // Checked again holding the lease: the plan may have changed since the first look.
    const { live, now } = await allowedChange(deps, userId, target);
    // The provider names the change after the state it changes (never the clock), so a change another process
    // recorded already (a lease that ran out mid-call) is one event: the first records it and its invoice.
    const events = await deps.payments.changePlan(
      subscriptionRef(live.subscription),
      planForCheckout(live.pkg),
      planForCheckout(target),
      { now },
    );
    const { appliedIds } = await recordBillingEvents(deps.db, deps.mailer, events);
    const [change] = events;
    if (change && !appliedIds.includes(change.id)) throw new HttpError(409, billingMessages.samePlan);
    changed = true;
    return target;
  } finally {
    // A refused or failed change may be tried again at once; a made one keeps the lease for the rest of its burst.
    if (!changed) await dropLease(deps.db, lease);
  }
}

async function allowedChange(deps: BillingDeps, userId: string, target: PackageRow) {
  const now = await billingNow(deps.db);
  const live = await liveSubscription(deps.db, userId, now);
  if (!live) throw new HttpError(409, billingMessages.subscribeFirst);
  if (live.pkg.id === target.id) throw new HttpError(409, billingMessages.samePlan);
  if (target.priority < live.pkg.priority) {
    const [agent] = await deps.db.select({ status: agents.status }).from(agents).where(eq(agents.userId, userId));
    if (agent?.status === 'approved') throw new HttpError(403, billingMessages.cannotDowngrade);
  }
  return { live, now };
}
