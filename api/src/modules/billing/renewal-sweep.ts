// The periodic billing sweep (main.ts on a timer, `npm run billing:advance` for demos): local plans renew,
// lapsed ones expire.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages, subscriptions } from '../../db/schema';
import type { Mailer } from '../../providers/mail';
import { billingNow } from '../../providers/payments/clock';
import { addMonth } from '../../providers/payments/local';
import type { BillingEvent } from '../../providers/payments/types';
import { applyBillingEvents } from './billing-events.service';
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
