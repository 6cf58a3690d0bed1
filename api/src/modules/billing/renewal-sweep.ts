// The periodic billing sweep (main.ts on a timer, `npm run billing:advance` for demos): local plans renew,
// lapsed ones expire, and agents hear a few days ahead that their plan renews or ends.
import { billingMessages, planName } from '@naija-homes/contracts/billing';
import { formatLagosDate, formatNaira, koboToNaira } from '@naija-homes/contracts/format';
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages, subscriptions, users } from '../../db/schema';
import type { Mailer } from '../../providers/mail';
import { billingNow } from '../../providers/payments/clock';
import { addMonth } from '../../providers/payments/local';
import type { BillingEvent } from '../../providers/payments/types';
import { notify } from '../notifications/notifications.service';
import { applyBillingEvents, type BillingNotice, mailNotices } from './billing-events.service';
import { RENEWAL_GRACE_MS } from './subscriptions.service';

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
  const applied = await applyDueEvents(db, mailer, at);
  await remindPlansEndingSoon(db, mailer, at);
  return applied;
}

/** How long before a period ends the agent hears that the plan renews (and what it costs) or ends. */
export const PLAN_REMINDER_DAYS = 3;

/**
 * One reminder per subscription period, a few days before its end: "renews soon" with the price for a plan that
 * renews, "ends soon" for one that will not. The period end is claimed in the same update that finds the plan, so
 * two processes sweeping at once send it once.
 */
export async function remindPlansEndingSoon(db: Db, mailer: Mailer, at: Date): Promise<BillingNotice[]> {
  const horizon = new Date(at.getTime() + PLAN_REMINDER_DAYS * 24 * 3600 * 1000);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(subscriptions)
      .set({ remindedForPeriodEnd: sql`${subscriptions.currentPeriodEnd}` })
      .where(
        and(
          inArray(subscriptions.status, ['active', 'cancel']),
          gt(subscriptions.currentPeriodEnd, at),
          lte(subscriptions.currentPeriodEnd, horizon),
          or(
            isNull(subscriptions.remindedForPeriodEnd),
            ne(subscriptions.remindedForPeriodEnd, subscriptions.currentPeriodEnd),
          ),
        ),
      )
      .returning();
    const notices: BillingNotice[] = [];
    for (const sub of due) {
      const [row] = await tx
        .select({ pkg: packages, email: users.email })
        .from(packages)
        .innerJoin(users, eq(users.id, sub.userId))
        .where(eq(packages.id, sub.packageId));
      if (!row) continue;
      const plan = planName(row.pkg.name);
      const until = formatLagosDate(sub.currentPeriodEnd);
      const notice =
        sub.status === 'cancel'
          ? { title: billingMessages.planEndsSoonTitle, message: billingMessages.planEndsSoonNotice(plan, until) }
          : {
              title: billingMessages.planRenewsSoonTitle,
              message: billingMessages.planRenewsSoonNotice(
                plan,
                until,
                formatNaira(koboToNaira(row.pkg.monthlyPriceKobo)),
              ),
            };
      await notify(tx, sub.userId, notice);
      notices.push({ userId: sub.userId, email: row.email, ...notice });
    }
    await mailNotices(mailer, tx, notices);
    return notices;
  });
}

async function applyDueEvents(db: Db, mailer: Mailer, at: Date): Promise<number> {
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
