// The one place provider events are applied: each once (the payment_events table), in any order, with the
// agent's listings following the plan and a notification (and mail) when the plan starts, changes or ends.
import { billingMessages, planName } from '@naija-homes/contracts/billing';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, packages, paymentEvents, properties, subscriptions, users } from '../../db/schema';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import type { BillingEvent } from '../../providers/payments/types';
import { notify } from '../notifications/notifications.service';

/** A transaction of `Db`, for work that must commit with the caller's. */
type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Notice {
  userId: string;
  email: string;
  title: string;
  message: string;
}

/**
 * Applies provider events exactly once each (the payment_events table) and in any order: a subscription's
 * state is taken from the newest event seen, so a late or replayed older event changes nothing. The agent is
 * told what changed, and mailed in the event's own transaction (ADR 027).
 */
export async function applyBillingEvents(db: Db, mailer: Mailer, events: BillingEvent[]): Promise<number> {
  return (await recordBillingEvents(db, mailer, events)).applied;
}

/** What the agent is told about an applied event (or a reminder): a notification and a mail. */
export type BillingNotice = Notice;

/** Queues the notices' mail in `tx`, the transaction that recorded them: sent once it commits. */
export async function mailNotices(mailer: Mailer, tx: DbTransaction, notices: BillingNotice[]): Promise<void> {
  for (const notice of notices) {
    if (notice.email) await mailer.send(tx, adminAlertMail(notice.email, notice.title, [notice.message]));
  }
}

/**
 * `applyBillingEvents`, possibly inside a transaction the caller already holds (each event is a nested one), so
 * that the caller's checks, the events and their mail commit together.
 */
export async function recordBillingEvents(
  db: Pick<Db, 'transaction'> | Pick<DbTransaction, 'transaction'>,
  mailer: Mailer,
  events: BillingEvent[],
): Promise<{ applied: number; appliedIds: string[]; notices: BillingNotice[] }> {
  const appliedIds: string[] = [];
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
      appliedIds.push(event.id);
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
        title = billingMessages.planEndedTitle;
        message = billingMessages.planEndedNotice(plan);
      } else if (event.status !== 'expired' && !wasLive) {
        title = billingMessages.planActiveTitle(plan);
        message = billingMessages.planActiveNotice(plan, formatLagosDate(event.periodEnd));
      } else if (wasLive && previous.packageId !== event.packageId && event.status === 'active') {
        title = billingMessages.nowOnPlan(plan);
        message = billingMessages.planChangedNotice(plan);
      } else if (
        wasLive &&
        previous.status === 'active' &&
        event.status === 'active' &&
        previous.packageId === event.packageId &&
        event.periodEnd > previous.currentPeriodEnd
      ) {
        title = billingMessages.planRenewedTitle(plan);
        message = billingMessages.planRenewedNotice(plan, formatLagosDate(event.periodEnd));
      } else if (wasLive && previous.status === 'active' && event.status === 'cancel') {
        title = billingMessages.planNotRenewingTitle;
        message = billingMessages.planNotRenewingNotice(plan, formatLagosDate(event.periodEnd));
      }
      if (!title) return null;
      await notify(tx, event.userId, { title, message });
      const told = { userId: event.userId, email: user?.email ?? '', title, message };
      await mailNotices(mailer, tx, [told]);
      return told;
    });
    if (notice) notices.push(notice);
  }
  return { applied: appliedIds.length, appliedIds, notices };
}
