// Plans, subscriptions and invoices: what the agent may do, and the one place provider events are applied.
import {
  type Invoice,
  type Package,
  type PackageUpdate,
  planName,
  type Subscription,
  subscriptionRequiredMessage,
  visibilityLabel,
} from '@naija-homes/contracts/billing';
import { koboToNaira, nairaToKobo } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { and, asc, desc, eq, gt, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agents,
  invoices,
  notifications,
  packages,
  paymentEvents,
  properties,
  subscriptions,
  users,
} from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import { billingNow } from '../../providers/payments/clock';
import { addMonth } from '../../providers/payments/local';
import type {
  BillingEvent,
  CurrentSubscriptionRef,
  PaymentProvider,
  PlanForCheckout,
} from '../../providers/payments/types';

export type PackageRow = typeof packages.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const packageNotFound = 'Package not found';
export const alreadySubscribed = 'You already have an active plan. Use Manage or Upgrade instead.';
export const noSubscription = 'You have no subscription yet';
export const subscribeFirst = 'Subscribe to a plan first';
export const samePlan = 'You are already on this plan';
export const cannotDowngrade = "You can't downgrade your plan";
export const subscriptionRequired = subscriptionRequiredMessage;
/** Card networks retry a failed renewal for a few days before a provider gives up. */
const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

export function packageJson(row: PackageRow): Package {
  return {
    _id: row.id,
    name: row.name,
    subTitle: row.subTitle,
    priceId: { amount: koboToNaira(row.monthlyPriceKobo), currency: 'NGN', interval: 'month' },
    description1: row.description1,
    description2: row.description2,
    points: row.points,
    priority: row.priority,
    visibilityLevel: row.visibilityLevel,
    visibilityLabel: visibilityLabel(row.visibilityLevel),
    allowsVirtualTour: row.allowsVirtualTour,
  };
}

export function planForCheckout(row: PackageRow): PlanForCheckout {
  return {
    id: row.id,
    name: planName(row.name),
    monthlyPriceKobo: row.monthlyPriceKobo,
    stripePriceId: row.stripePriceId,
    paystackPlanCode: row.paystackPlanCode,
  };
}

export async function listPackages(db: Db): Promise<PackageRow[]> {
  return db.select().from(packages).orderBy(asc(packages.priority));
}

export async function requirePackage(db: Db, packageId: string): Promise<PackageRow> {
  const valid = isUuid(packageId);
  const [row] = valid ? await db.select().from(packages).where(eq(packages.id, packageId)) : [];
  if (!row) throw new HttpError(404, packageNotFound);
  return row;
}

export async function updatePackage(db: Db, packageId: string, changes: PackageUpdate): Promise<PackageRow> {
  await requirePackage(db, packageId);
  const { amount, ...wording } = changes;
  const [row] = await db
    .update(packages)
    .set({ ...wording, ...(amount !== undefined ? { monthlyPriceKobo: nairaToKobo(amount) } : {}) })
    .where(eq(packages.id, packageId))
    .returning();
  return row as PackageRow;
}

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
  if (!live) throw new HttpError(403, subscriptionRequired);
  return live;
}

function refOf(row: SubscriptionRow): CurrentSubscriptionRef {
  return {
    userId: row.userId,
    packageId: row.packageId,
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    status: row.status as CurrentSubscriptionRef['status'],
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

export interface BillingDeps {
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
}

export async function startPayment(deps: BillingDeps, user: { id: string; email: string }, packageId: string) {
  const pkg = await requirePackage(deps.db, packageId);
  const previous = await findSubscription(deps.db, user.id);
  if (previous && isLive(previous.subscription, await billingNow(deps.db))) {
    throw new HttpError(409, alreadySubscribed);
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
  if (!found) throw new HttpError(404, noSubscription);
  return deps.payments.createManageLink(refOf(found.subscription));
}

export async function changePlan(deps: BillingDeps, userId: string, packageId: string): Promise<PackageRow> {
  const target = await requirePackage(deps.db, packageId);
  const live = await liveSubscription(deps.db, userId);
  if (!live) throw new HttpError(409, subscribeFirst);
  if (live.pkg.id === target.id) throw new HttpError(409, samePlan);
  if (target.priority < live.pkg.priority) {
    const [agent] = await deps.db.select({ status: agents.status }).from(agents).where(eq(agents.userId, userId));
    if (agent?.status === 'approved') throw new HttpError(403, cannotDowngrade);
  }
  const events = await deps.payments.changePlan(
    refOf(live.subscription),
    planForCheckout(live.pkg),
    planForCheckout(target),
  );
  await applyBillingEvents(deps.db, deps.mailer, events);
  return target;
}

export const unknownInvoiceCursor = 'Unknown invoice cursor';

/**
 * Invoices newest first, paged by cursor: startingAfter goes to older ones, startingBefore to newer. A provider
 * with its own invoice list (Stripe) answers for its customers; otherwise the invoices recorded from events do.
 */
export async function listInvoices(
  deps: Pick<BillingDeps, 'db' | 'payments'>,
  userId: string,
  query: { startingAfter?: string; startingBefore?: string; limit: number },
): Promise<{ data: Invoice[]; hasMore: boolean }> {
  const { db, payments } = deps;
  const found = await findSubscription(db, userId);
  const sub = found?.subscription;
  if (payments.listInvoices && sub?.provider === payments.name && sub.providerCustomerId) {
    const cursor = query.startingAfter ?? query.startingBefore;
    if (cursor && !payments.isInvoiceCursor?.(cursor)) throw new HttpError(400, unknownInvoiceCursor);
    const page = await payments.listInvoices(refOf(sub), query);
    const names = new Map((await listPackages(db)).map((pkg) => [pkg.id, pkg.name]));
    return {
      data: page.data.map((invoice) => ({
        id: invoice.id,
        billingDate: invoice.billingDate.toISOString(),
        amount: koboToNaira(invoice.amountKobo),
        plan: planName(invoice.packageId ? names.get(invoice.packageId) : null),
        status: invoice.status,
        invoiceURL: invoice.invoiceUrl,
      })),
      hasMore: page.hasMore,
    };
  }
  return listRecordedInvoices(db, userId, query);
}

async function listRecordedInvoices(
  db: Db,
  userId: string,
  query: { startingAfter?: string; startingBefore?: string; limit: number },
): Promise<{ data: Invoice[]; hasMore: boolean }> {
  const cursorId = query.startingAfter ?? query.startingBefore;
  let cursor: { billingDate: Date; seq: number } | undefined;
  if (cursorId) {
    const valid = isUuid(cursorId);
    const [row] = valid
      ? await db
          .select({ billingDate: invoices.billingDate, seq: invoices.seq })
          .from(invoices)
          .where(and(eq(invoices.id, cursorId), eq(invoices.userId, userId)))
      : [];
    if (!row) throw new HttpError(400, unknownInvoiceCursor);
    cursor = row;
  }
  const older = cursor
    ? or(
        lt(invoices.billingDate, cursor.billingDate),
        and(eq(invoices.billingDate, cursor.billingDate), lt(invoices.seq, cursor.seq)),
      )
    : undefined;
  const newer = cursor
    ? or(
        gt(invoices.billingDate, cursor.billingDate),
        and(eq(invoices.billingDate, cursor.billingDate), gt(invoices.seq, cursor.seq)),
      )
    : undefined;
  const backwards = Boolean(query.startingBefore);
  const rows = await db
    .select({ invoice: invoices, planName: packages.name })
    .from(invoices)
    .leftJoin(packages, eq(packages.id, invoices.packageId))
    .where(and(eq(invoices.userId, userId), backwards ? newer : older))
    .orderBy(
      ...(backwards
        ? [asc(invoices.billingDate), asc(invoices.seq)]
        : [desc(invoices.billingDate), desc(invoices.seq)]),
    )
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  return {
    data: page.map(({ invoice, planName: name }) => ({
      id: invoice.id,
      billingDate: invoice.billingDate.toISOString(),
      amount: koboToNaira(invoice.amountKobo),
      plan: planName(name),
      status: invoice.status,
      invoiceURL: invoice.invoiceUrl ?? `/api/v1/subscription/invoices/${invoice.id}`,
    })),
    hasMore,
  };
}

export async function invoiceForOwner(db: Db, userId: string, invoiceId: string) {
  const valid = isUuid(invoiceId);
  const [row] = valid
    ? await db
        .select({ invoice: invoices, pkg: packages, user: users })
        .from(invoices)
        .leftJoin(packages, eq(packages.id, invoices.packageId))
        .innerJoin(users, eq(users.id, invoices.userId))
        .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    : [];
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

interface Notice {
  userId: string;
  email: string;
  title: string;
  message: string;
}

/**
 * Applies provider events exactly once each (the payment_events table) and in any order: a subscription's
 * state is taken from the newest event seen, so a late or replayed older event changes nothing.
 */
export async function applyBillingEvents(db: Db, mailer: Mailer, events: BillingEvent[]): Promise<number> {
  let applied = 0;
  const notices: Notice[] = [];
  for (const event of events) {
    const notice = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({
          provider: event.provider,
          eventId: event.id,
          type: event.type,
          occurredAt: event.occurredAt,
          payload: JSON.parse(JSON.stringify(event)),
        })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!fresh) return null;
      applied += 1;
      if (event.type === 'invoice.paid') {
        await tx
          .insert(invoices)
          .values({
            userId: event.userId,
            packageId: event.packageId,
            provider: event.provider,
            providerInvoiceId: event.providerInvoiceId,
            amountKobo: event.amountKobo,
            status: 'paid',
            billingDate: event.occurredAt,
            periodStart: event.periodStart,
            periodEnd: event.periodEnd,
            invoiceUrl: event.invoiceUrl,
          })
          .onConflictDoNothing();
        return null;
      }
      const [previous] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, event.userId))
        .for('update');
      if (previous && previous.lastEventAt > event.occurredAt) return null;
      const values = {
        userId: event.userId,
        packageId: event.packageId,
        provider: event.provider,
        providerSubscriptionId: event.providerSubscriptionId,
        providerCustomerId: event.providerCustomerId ?? previous?.providerCustomerId ?? null,
        status: event.status,
        currentPeriodStart: event.periodStart,
        currentPeriodEnd: event.periodEnd,
        lastEventAt: event.occurredAt,
      };
      const sameSubscription =
        previous?.providerSubscriptionId === event.providerSubscriptionId && previous.provider === event.provider;
      if (previous) {
        await tx
          .update(subscriptions)
          .set({
            ...values,
            subscribedAt: sameSubscription ? previous.subscribedAt : event.occurredAt,
            expiryNotifiedAt: event.status === 'expired' ? (previous.expiryNotifiedAt ?? new Date()) : null,
          })
          .where(eq(subscriptions.id, previous.id));
      } else {
        await tx.insert(subscriptions).values({ ...values, subscribedAt: event.occurredAt });
      }
      const [pkg] = await tx.select().from(packages).where(eq(packages.id, event.packageId));
      const [user] = await tx
        .select({ email: users.email, isBlocked: users.isBlocked })
        .from(users)
        .where(eq(users.id, event.userId));
      // The agent's listings follow the plan: its tier in search, and whether they show at all (never while the
      // agent is blocked).
      await tx
        .update(properties)
        .set({
          ownerHasPlan: event.status !== 'expired' && !user?.isBlocked,
          ...(pkg ? { visibilityLevel: pkg.visibilityLevel } : {}),
        })
        .where(eq(properties.ownerId, event.userId));
      const plan = planName(pkg?.name);
      const wasLive = previous && previous.status !== 'expired' && sameSubscription;
      let title: string | null = null;
      let message = '';
      if (event.status === 'expired' && previous?.status !== 'expired') {
        title = 'Your plan has ended';
        message = `Your ${plan} plan has ended, so your listings no longer show in search. Renew it in Settings → Pricing Plans to bring them back.`;
      } else if (event.status !== 'expired' && !wasLive) {
        title = `Your ${plan} plan is active`;
        message = `Thank you! Your ${plan} plan is active until ${event.periodEnd.toDateString()}. Your published listings show in search.`;
      } else if (wasLive && previous.packageId !== event.packageId && event.status === 'active') {
        title = `You are now on the ${plan} plan`;
        message = `Your plan changed to ${plan}. Your listings now carry its visibility.`;
      } else if (wasLive && previous.status === 'active' && event.status === 'cancel') {
        title = 'Your plan will not renew';
        message = `Your ${plan} plan stays active until ${event.periodEnd.toDateString()} and will not renew. You can resume it before then.`;
      }
      if (!title) return null;
      await tx.insert(notifications).values({ userId: event.userId, title, message });
      return { userId: event.userId, email: user?.email ?? '', title, message };
    });
    if (notice) notices.push(notice);
  }
  await Promise.all(
    notices
      .filter((notice) => notice.email)
      .map((notice) => mailer.send(adminAlertMail(notice.email, notice.title, [notice.message]))),
  );
  return applied;
}

/** The sweep derives its events from the stored state, so they are newer than it even if clocks disagree. */
function after(when: Date, lastEventAt: Date): Date {
  return new Date(Math.max(when.getTime(), lastEventAt.getTime() + 1));
}

/**
 * The periodic billing sweep: local subscriptions renew at period end (an invoice each month) unless cancelled;
 * cancelled ones, and real-provider ones past their grace without a renewal, expire.
 */
export async function runBillingCycle(db: Db, mailer: Mailer, now?: Date): Promise<number> {
  const at = now ?? (await billingNow(db));
  const due = await db
    .select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(and(inArray(subscriptions.status, ['active', 'cancel']), lte(subscriptions.currentPeriodEnd, at)));
  const events: BillingEvent[] = [];
  for (const { subscription: sub, pkg } of due) {
    const base = {
      provider: sub.provider as BillingEvent['provider'],
      userId: sub.userId,
      packageId: sub.packageId,
      providerSubscriptionId: sub.providerSubscriptionId,
    };
    if (sub.provider === 'local' && sub.status === 'active') {
      let start = sub.currentPeriodStart;
      let end = sub.currentPeriodEnd;
      while (end <= at) {
        start = end;
        end = addMonth(end);
        const reference = `${sub.providerSubscriptionId}-${start.toISOString()}`;
        events.push({
          ...base,
          type: 'invoice.paid',
          id: `renewal-invoice-${reference}`,
          occurredAt: start,
          providerInvoiceId: `inv-${reference}`,
          amountKobo: pkg.monthlyPriceKobo,
          periodStart: start,
          periodEnd: end,
          invoiceUrl: null,
        });
      }
      events.push({
        ...base,
        type: 'subscription.state',
        id: `renewal-${sub.providerSubscriptionId}-${start.toISOString()}`,
        occurredAt: after(start, sub.lastEventAt),
        status: 'active',
        periodStart: start,
        periodEnd: end,
      });
      continue;
    }
    const graceOver = sub.status === 'cancel' || sub.currentPeriodEnd.getTime() + RENEWAL_GRACE_MS <= at.getTime();
    if (!graceOver) continue;
    events.push({
      ...base,
      type: 'subscription.state',
      id: `expiry-${sub.providerSubscriptionId}-${sub.currentPeriodEnd.toISOString()}`,
      occurredAt: after(sub.currentPeriodEnd, sub.lastEventAt),
      status: 'expired',
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
    });
  }
  return applyBillingEvents(db, mailer, events);
}
