// Plans, subscriptions and invoices (spec §3, §4, §7, §8), shared by the API and the screens.

import { strictBody } from './fields';
import { nairaAmountSchema } from './money';
import { limitSchema } from './paging';
import { z } from './zod';

/** The badge a listing shows for its tier; Standard listings carry none (spec §3 lists three labels). */
export function visibilityLabel(level: number): 'featured' | 'priority' | 'exclusive' | null {
  return level === 2 ? 'featured' : level === 3 ? 'priority' : level === 4 ? 'exclusive' : null;
}

export const DEFAULT_PLAN_NAME = 'Starter Plan';

/** The server's answer (403) when an agent without a live plan tries to list: the UI opens the dialog on it. */
export const subscriptionRequiredMessage = 'Subscription Required: subscribe to a plan to list properties';
export const planName = (name: string | null | undefined) => (name?.trim() ? name : DEFAULT_PLAN_NAME);

/** What the billing routes answer: plans, subscribing, changing plan, invoices and the local checkout. */
export const billingMessages = {
  packageNotFound: 'Package not found',
  alreadySubscribed: 'You already have an active plan. Use Manage or Upgrade instead.',
  noSubscription: 'You have no subscription yet',
  subscribeFirst: 'Subscribe to a plan first',
  samePlan: 'You are already on this plan',
  planChangeInProgress:
    'Another plan change is under way or has just finished. Refresh to see your current plan before changing it again.',
  cannotDowngrade: "You can't downgrade your plan",
  subscriptionRequired: subscriptionRequiredMessage,
  unknownInvoiceCursor: 'Unknown invoice cursor',
  planSaved: 'Plan saved',
  nowOnPlan: (plan: string) => `You are now on the ${plan} plan`,
  checkoutClosed: 'This checkout is no longer open. Start again from the pricing plans.',
  checkoutExpired: 'This checkout has expired. Start again from the pricing plans.',
  paymentReceived: (plan: string) => `Payment received. Your ${plan} plan is active.`,
  paymentDeclined: 'Payment declined. You have not been charged.',
  planWillEnd: 'Your plan will end at the end of the current period',
  planWillRenew: 'Your plan will renew',
  listingsHiddenByPlan: (count: number) =>
    `${count === 1 ? '1 published listing is' : `${count} published listings are`} hidden from search because your plan has lapsed. Renew it to bring ${count === 1 ? 'it' : 'them'} back.`,
  // Notices to the agent when a payment provider's event changes the plan (`until` is a date in Lagos time).
  planActiveTitle: (plan: string) => `Your ${plan} plan is active`,
  planActiveNotice: (plan: string, until: string) =>
    `Thank you! Your ${plan} plan is active until ${until}. Your published listings show in search.`,
  planEndedTitle: 'Your plan has ended',
  planEndedNotice: (plan: string) =>
    `Your ${plan} plan has ended, so your listings no longer show in search. Renew it in Settings → Pricing Plans to bring them back.`,
  planChangedNotice: (plan: string) => `Your plan changed to ${plan}. Your listings now carry its visibility.`,
  planRenewedTitle: (plan: string) => `Your ${plan} plan renewed`,
  planRenewedNotice: (plan: string, until: string) =>
    `Payment received. Your ${plan} plan now runs until ${until}; your listings keep their place in search.`,
  planEndsSoonTitle: 'Your plan ends soon',
  planEndsSoonNotice: (plan: string, until: string) =>
    `Your ${plan} plan ends on ${until}, and your listings stop showing in search then. Resume it in Settings → Pricing Plans to keep them there.`,
  planRenewsSoonTitle: 'Your plan renews soon',
  planRenewsSoonNotice: (plan: string, on: string, price: string) =>
    `Your ${plan} plan renews on ${on} for ${price}. Nothing to do if you want to keep it; to stop it, cancel before then in Settings → Pricing Plans.`,
  planNotRenewingTitle: 'Your plan will not renew',
  planNotRenewingNotice: (plan: string, until: string) =>
    `Your ${plan} plan stays active until ${until} and will not renew. You can resume it before then.`,
} as const;

export const packageSchema = z
  .object({
    _id: z.string(),
    name: z.string().nullable(),
    subTitle: z.string().nullable(),
    /** Monthly price in naira (spec: priceId.amount). */
    priceId: z.object({ amount: z.number(), currency: z.literal('NGN'), interval: z.literal('month') }),
    description1: z.string().nullable(),
    description2: z.string().nullable(),
    points: z.array(z.string()),
    priority: z.number(),
    visibilityLevel: z.number(),
    visibilityLabel: z.enum(['featured', 'priority', 'exclusive']).nullable(),
    allowsVirtualTour: z.boolean(),
  })
  .meta({ id: 'Plan' });
export type Package = z.infer<typeof packageSchema>;

/** GET /api/v1/package/all: the plans, by priority. */
export const packageListResponseSchema = z.object({ data: z.array(packageSchema) });
/** A plan after a change (admin edit, upgrade), with what happened. */
export const packageSavedResponseSchema = z.object({ data: packageSchema, message: z.string() });

/** Where the payment provider takes the agent: its checkout or its billing portal. */
export const providerLinkSchema = z.object({ url: z.string() });
export const providerLinkResponseSchema = z.object({ data: providerLinkSchema });

export const subscriptionStatuses = ['active', 'cancel', 'expired'] as const;

export const subscriptionSchema = z.object({
  _id: z.string(),
  packageId: z.object({ _id: z.string(), name: z.string(), priority: z.number() }),
  status: z.enum(subscriptionStatuses),
  provider: z.string(),
  endDate: z.string(),
  subscribedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
/** GET /api/v1/subscription/current: null when the agent never subscribed. */
export const currentSubscriptionResponseSchema = z.object({ data: subscriptionSchema.nullable() });

export const invoiceSchema = z
  .object({
    id: z.string(),
    billingDate: z.string(),
    /** Naira. */
    amount: z.number(),
    plan: z.string(),
    status: z.string(),
    invoiceURL: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;
/** GET /api/v1/subscription/invoices: newest first, paged by cursor. */
export const invoicePageSchema = z.object({ data: z.array(invoiceSchema), hasMore: z.boolean() });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** The local payment provider's checkout: `expired` once it was left open past its expiry. */
export const checkoutStatuses = ['open', 'completed', 'declined', 'expired'] as const;
export const checkoutSummarySchema = z.object({
  _id: z.string(),
  status: z.enum(checkoutStatuses),
  plan: packageSchema,
  expiresAt: z.string(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;
export const checkoutSummaryResponseSchema = z.object({ data: checkoutSummarySchema });
/** POST /api/v1/billing/local/checkout/{sessionId}/confirm: paid; where the screen goes next. */
export const checkoutConfirmedResponseSchema = z.object({
  data: z.object({ redirectUrl: z.string() }),
  message: z.string(),
});

/** A payment provider's webhook delivery, accepted: how many of its events were new. */
export const webhookReceiptSchema = z.object({ received: z.boolean(), applied: z.number() });

export const packageIdBody = strictBody({
  packageId: z.string({ error: 'Please choose a plan' }).trim().min(1, 'Please choose a plan'),
});

export const INVOICES_PAGE_SIZE = 10;
export const invoiceQuerySchema = z.object({
  startingAfter: z.string().trim().min(1).optional(),
  startingBefore: z.string().trim().min(1).optional(),
  limit: limitSchema({ max: 50, default: INVOICES_PAGE_SIZE }),
});

/** PATCH /api/v1/admin/packages/{id}: admins edit a plan's wording and price. */
export const packageUpdateSchema = strictBody({
  name: z.string().trim().max(40, 'Name must contain upto 40 characters').optional(),
  subTitle: z.string().trim().max(80, 'Subtitle must contain upto 80 characters').optional(),
  description1: z.string().trim().max(300, 'Description must contain upto 300 characters').optional(),
  description2: z.string().trim().max(300, 'Description must contain upto 300 characters').optional(),
  points: z
    .array(z.string().trim().min(1, 'A point cannot be empty').max(120, 'A point must contain upto 120 characters'))
    .max(10, 'A plan has at most 10 points')
    .optional(),
  /** Naira a month, at most two decimals (kobo): the one money rule of money.ts. */
  amount: nairaAmountSchema('Price', { max: 10_000_000 }).optional(),
});
/** As checked: the price in naira. */
export type PackageUpdate = z.output<typeof packageUpdateSchema>;

export const planChangeConfirm =
  'Are you sure, you want to Upgrade/Subscribe, once you Upgrade/Subscribe you cannot Downgrade';

export type PlanAction = 'login' | 'payment' | 'manage' | 'upgrade' | 'downgrade' | 'none';
export interface PlanButton {
  label: 'Subscribe' | 'Manage' | 'Renew' | "Can't Downgrade" | 'Upgrade' | 'Downgrade';
  action: PlanAction;
  disabled: boolean;
  /** Whether the click asks the plan-change confirmation first. */
  confirm: boolean;
}

/**
 * The label and click of a plan card's button (spec §4): a visitor or an agent with no (or an ended) plan
 * subscribes; the current plan is managed while active and renewed while cancelled; higher plans upgrade; lower
 * plans cannot be chosen by approved agents.
 */
export function planButton(
  plan: Pick<Package, '_id' | 'priority'>,
  current: Pick<Subscription, 'status' | 'endDate' | 'packageId'> | null,
  viewer: { signedIn: boolean; approvedAgent: boolean },
  now: Date = new Date(),
): PlanButton {
  if (!viewer.signedIn) return { label: 'Subscribe', action: 'login', disabled: false, confirm: false };
  const ended = !current || current.status === 'expired' || new Date(current.endDate) <= now;
  if (ended) return { label: 'Subscribe', action: 'payment', disabled: false, confirm: true };
  if (current.packageId._id === plan._id) {
    return current.status === 'active'
      ? { label: 'Manage', action: 'manage', disabled: false, confirm: false }
      : { label: 'Renew', action: 'manage', disabled: false, confirm: false };
  }
  if (plan.priority > current.packageId.priority) {
    return { label: 'Upgrade', action: 'upgrade', disabled: false, confirm: true };
  }
  return viewer.approvedAgent
    ? { label: "Can't Downgrade", action: 'none', disabled: true, confirm: false }
    : { label: 'Downgrade', action: 'downgrade', disabled: false, confirm: false };
}
