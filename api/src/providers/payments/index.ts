// Payments: the local provider by default (offline, in-app checkout); Stripe or Paystack when their keys are set.
// All three report BillingEvents that the billing module applies once each.
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentsConfig, ProviderPlanIds } from '../../config';
import type { Db } from '../../db/client';
import { packages, subscriptions, users } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { createLocalPayments } from './local';
import { createPaystackPayments, type PaystackLookups } from './paystack';
import { createStripePayments } from './stripe';
import type { PaymentProvider } from './types';

export * from './types';

export function createPaymentProvider(db: Db, config: PaymentsConfig, siteUrl: string): PaymentProvider {
  if (config.provider === 'stripe') {
    return createStripePayments(
      { secretKey: config.secretKey, webhookSecret: config.webhookSecret, siteUrl, apiBase: config.apiBase },
      {
        async packageIdForPrice(priceId) {
          const [row] = await db.select({ id: packages.id }).from(packages).where(eq(packages.stripePriceId, priceId));
          return row?.id ?? null;
        },
        userIdForCustomer: (customerId) => userIdForCustomer(db, 'stripe', customerId),
      },
    );
  }
  if (config.provider === 'paystack') {
    return createPaystackPayments(
      {
        secretKey: config.secretKey,
        baseUrl: config.apiBase,
        callbackUrl: `${siteUrl.replace(/\/$/, '')}/agent/settings?tab=pricing-plans&checkout=success`,
      },
      paystackLookups(db),
    );
  }
  return createLocalPayments(db);
}

async function userIdForCustomer(db: Db, provider: string, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerCustomerId, customerId)));
  return row?.userId ?? null;
}

/**
 * Writes each plan's provider id (Stripe price, Paystack plan code) from the configuration onto the plan of the
 * same name, so checkouts and webhooks can translate between the two. Returns the plan names left without one.
 */
export async function syncProviderPlanIds(db: Db, config: PaymentsConfig): Promise<string[]> {
  if (config.provider === 'local') return [];
  const column = config.provider === 'stripe' ? packages.stripePriceId : packages.paystackPlanCode;
  const missing: string[] = [];
  for (const [name, id] of Object.entries(config.planIds) as [keyof ProviderPlanIds, string | undefined][]) {
    if (!id) {
      missing.push(name);
      continue;
    }
    await db
      .update(packages)
      .set(config.provider === 'stripe' ? { stripePriceId: id } : { paystackPlanCode: id })
      .where(sql`lower(${packages.name}) = ${name} and ${column} is distinct from ${id}`);
  }
  return missing;
}

/** How Paystack's customers, plans and subscription codes map onto our agents, packages and subscriptions. */
export const paystackLookups = (database: Db): PaystackLookups => ({
  async userIdFor(who, metadata) {
    const id = typeof metadata?.userId === 'string' && isUuid(metadata.userId) ? metadata.userId : null;
    const byCode = who.customerCode
      ? and(eq(subscriptions.provider, 'paystack'), eq(subscriptions.providerCustomerId, who.customerCode))
      : undefined;
    const [mine] = id ? await database.select({ id: users.id }).from(users).where(eq(users.id, id)) : [];
    if (mine) return mine.id;
    const [paying] = byCode
      ? await database.select({ id: subscriptions.userId }).from(subscriptions).where(byCode)
      : [];
    if (paying) return paying.id;
    const [person] = await database
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${who.email.toLowerCase()}`);
    return person?.id ?? null;
  },
  async packageIdForPlan(code) {
    const [row] = await database.select({ id: packages.id }).from(packages).where(eq(packages.paystackPlanCode, code));
    return row?.id ?? null;
  },
  async subscription(code) {
    const [row] = await database
      .select({
        userId: subscriptions.userId,
        packageId: subscriptions.packageId,
        periodStart: subscriptions.currentPeriodStart,
        periodEnd: subscriptions.currentPeriodEnd,
        lastEventAt: subscriptions.lastEventAt,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, 'paystack'), eq(subscriptions.providerSubscriptionId, code)));
    return row ?? null;
  },
});
