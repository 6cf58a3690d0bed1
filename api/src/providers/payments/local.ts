// The offline default: an in-app checkout page, a simple manage page and invoices generated each period, all
// through the same BillingEvents as the real adapters. Time comes from the billing clock (see clock.ts), which a
// demo can move forward with `npm run billing:advance`.
import type { Db } from '../../db/client';
import { localCheckoutSessions } from '../../db/schema';
import { billingNow } from './clock';
import type { BillingEvent, PaymentProvider } from './types';

export const CHECKOUT_TTL_MINUTES = 30;

/** A month of service: the same day next month (31 Jan → 28/29 Feb), as card billing does. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** The unused share of the current period, for prorated upgrades. */
export function remainingShare(periodStart: Date, periodEnd: Date, now: Date): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (periodEnd.getTime() - now.getTime()) / total));
}

export function createLocalPayments(db: Db): PaymentProvider {
  return {
    name: 'local',
    async createCheckout({ userId, plan }) {
      const now = await billingNow(db);
      const [session] = await db
        .insert(localCheckoutSessions)
        .values({ userId, packageId: plan.id, expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MINUTES * 60_000) })
        .returning({ id: localCheckoutSessions.id });
      return { url: `/billing/checkout/${session?.id}` };
    },
    async createManageLink() {
      return { url: '/billing/manage' };
    },
    async changePlan(subscription, from, to, at) {
      const now = at?.now ?? (await billingNow(db));
      const share = remainingShare(subscription.currentPeriodStart, subscription.currentPeriodEnd, now);
      const amountKobo = Math.max(0, Math.round((to.monthlyPriceKobo - from.monthlyPriceKobo) * share));
      // Made from the state it changes, never the clock: the same change asked twice is the same event, applied once.
      const version = (subscription.lastEventAt ?? subscription.currentPeriodStart).getTime();
      const reference = `${subscription.providerSubscriptionId}-${from.id}-${to.id}-${version}`;
      const events: BillingEvent[] = [
        {
          type: 'subscription.state',
          provider: 'local',
          id: `upgrade-${reference}`,
          occurredAt: now,
          userId: subscription.userId,
          packageId: to.id,
          providerSubscriptionId: subscription.providerSubscriptionId,
          status: 'active',
          periodStart: subscription.currentPeriodStart,
          periodEnd: subscription.currentPeriodEnd,
        },
      ];
      if (amountKobo > 0) {
        events.push({
          type: 'invoice.paid',
          provider: 'local',
          id: `upgrade-invoice-${reference}`,
          occurredAt: now,
          userId: subscription.userId,
          packageId: to.id,
          providerInvoiceId: `inv-upgrade-${reference}`,
          amountKobo,
          periodStart: now,
          periodEnd: subscription.currentPeriodEnd,
          invoiceUrl: null,
        });
      }
      return events;
    },
  };
}
