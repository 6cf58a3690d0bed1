// Plans (packages), each agent's subscription, invoices, the applied payment events and the local provider's
// checkout sessions and clock. Money is integer kobo.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAndUpdated } from './columns';

export const packages = pgTable('packages', {
  id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
  name: text('name'),
  subTitle: text('sub_title'),
  description1: text('description1'),
  description2: text('description2'),
  points: jsonb('points').$type<string[]>().default([]).notNull(),
  /** Higher is better: ordering, and the direction of upgrades. */
  priority: integer('priority').notNull().unique(),
  monthlyPriceKobo: bigint('monthly_price_kobo', { mode: 'number' }).notNull(),
  /** 1 Standard, 2 Featured, 3 Priority, 4 Exclusive: the search tier the plan gives its listings. */
  visibilityLevel: integer('visibility_level').notNull(),
  /** Whether listings on this plan may carry a 360° tour. */
  allowsVirtualTour: boolean('allows_virtual_tour').default(false).notNull(),
  stripePriceId: text('stripe_price_id'),
  paystackPlanCode: text('paystack_plan_code'),
  ...createdAndUpdated(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    /** One current subscription per agent; the history lives in invoices. */
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    /** active | cancel (ends at period end) | expired */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
    /** When the provider produced the latest event applied: older events never overwrite newer state. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    /** The period end that the "ends soon" or "renews soon" reminder was sent for: one reminder per period. */
    remindedForPeriodEnd: timestamp('reminded_for_period_end', { withTimezone: true }),
    ...createdAndUpdated(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_ref_idx').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_period_end_idx').on(t.currentPeriodEnd),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id').references(() => packages.id),
    provider: text('provider').notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** paid | open | void */
    status: text('status').notNull(),
    billingDate: timestamp('billing_date', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    invoiceUrl: text('invoice_url'),
    /** Insertion order, the tiebreak of the cursor. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_provider_ref_idx').on(t.provider, t.providerInvoiceId),
    index('invoices_user_billing_idx').on(t.userId, t.billingDate, t.seq),
  ],
);

/** Every provider event applied once: a replayed webhook finds its row and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).defaultNow().notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The local provider's checkout pages: the agent confirms or declines a simulated card payment. */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  packageId: uuid('package_id')
    .notNull()
    .references(() => packages.id),
  /** open | completed | declined | expired */
  status: text('status').default('open').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The local provider's clock offset, so `npm run billing:advance` moves time for demos across processes. */
export const billingClock = pgTable('billing_clock', {
  id: integer('id').primaryKey(),
  offsetSeconds: bigint('offset_seconds', { mode: 'number' }).default(0).notNull(),
});
