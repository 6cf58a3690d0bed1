// An agent's subscription: how it reads, and whether it gives the agent a plan now (the gate of listing).
import { billingMessages, planName, type Subscription } from '@naija-homes/contracts/billing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages, subscriptions } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { billingNow } from '../../providers/payments/clock';
import type { CurrentSubscriptionRef } from '../../providers/payments/types';
import type { PackageRow } from './packages.service';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Card networks retry a failed renewal for a few days before a provider gives up. */
export const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** The status people see: a cancelled plan whose period has run out is expired even before the sweep runs. */
function effectiveStatus(row: SubscriptionRow, now: Date): Subscription['status'] {
  if (row.status === 'expired') return 'expired';
  if (row.status === 'cancel' && row.currentPeriodEnd <= now) return 'expired';
  return row.status as Subscription['status'];
}

export function subscriptionJson(row: SubscriptionRow, pkg: PackageRow, now: Date): Subscription {
  return {
    _id: row.id,
    packageId: { _id: pkg.id, name: planName(pkg.name), priority: pkg.priority },
    status: effectiveStatus(row, now),
    provider: row.provider,
    endDate: row.currentPeriodEnd.toISOString(),
    subscribedAt: row.subscribedAt.toISOString(),
  };
}

export async function findSubscription(db: Db, userId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** GET /subscription/current: the agent's subscription as it reads now, or null when they never subscribed. */
export async function currentSubscription(db: Db, userId: string): Promise<Subscription | null> {
  const found = await findSubscription(db, userId);
  const now = await billingNow(db);
  return found ? subscriptionJson(found.subscription, found.pkg, now) : null;
}

/**
 * Whether a subscription gives its agent a plan at `now`: a cancelled one until its period ends; an active one
 * also through the renewal grace (the renewal's webhook or the local sweep may land a little after period end),
 * the same window after which the sweep expires it.
 */
export function isLive(row: SubscriptionRow, now: Date): boolean {
  if (row.status === 'expired') return false;
  if (row.status === 'cancel') return row.currentPeriodEnd > now;
  return row.currentPeriodEnd.getTime() + RENEWAL_GRACE_MS > now.getTime();
}

/** The subscription that currently gives the agent a plan (active, or cancelled but paid up), or null. */
export async function liveSubscription(db: Db, userId: string, now?: Date) {
  const found = await findSubscription(db, userId);
  if (!found) return null;
  return isLive(found.subscription, now ?? (await billingNow(db))) ? found : null;
}

/** The server-side gate of listing (spec §6): 403 with a clear message without a live plan. */
export async function requireLiveSubscription(db: Db, userId: string) {
  const live = await liveSubscription(db, userId);
  if (!live) throw new HttpError(403, billingMessages.subscriptionRequired);
  return live;
}

/** The subscription as the payment provider is told about it. */
export function subscriptionRef(row: SubscriptionRow): CurrentSubscriptionRef {
  return {
    userId: row.userId,
    packageId: row.packageId,
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    status: row.status as CurrentSubscriptionRef['status'],
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    lastEventAt: row.lastEventAt,
  };
}
