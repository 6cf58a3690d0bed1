// Plans, subscriptions and invoices (spec §3, §4, §7, §8), shared by the API and the screens.
import * as z from 'zod';
import { strictBody } from './fields';

/** The badge a listing shows for its tier; Standard listings carry none (spec §3 lists three labels). */
export function visibilityLabel(level: number): 'featured' | 'priority' | 'exclusive' | null {
  return level === 2 ? 'featured' : level === 3 ? 'priority' : level === 4 ? 'exclusive' : null;
}

export const DEFAULT_PLAN_NAME = 'Starter Plan';

/** The server's answer (403) when an agent without a live plan tries to list: the UI opens the dialog on it. */
export const subscriptionRequiredMessage = 'Subscription Required: subscribe to a plan to list properties';
export const planName = (name: string | null | undefined) => (name?.trim() ? name : DEFAULT_PLAN_NAME);

export const packageSchema = z.object({
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
});
export type Package = z.infer<typeof packageSchema>;

export const subscriptionStatuses = ['active', 'cancel', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionSchema = z.object({
  _id: z.string(),
  packageId: z.object({ _id: z.string(), name: z.string(), priority: z.number() }),
  status: z.enum(subscriptionStatuses),
  provider: z.string(),
  endDate: z.string(),
  subscribedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  billingDate: z.string(),
  /** Naira. */
  amount: z.number(),
  plan: z.string(),
  status: z.string(),
  invoiceURL: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const packageIdBody = strictBody({
  packageId: z.string({ error: 'Please choose a plan' }).trim().min(1, 'Please choose a plan'),
});
export type PackageIdBody = z.input<typeof packageIdBody>;

export const INVOICES_PAGE_SIZE = 10;
export const invoiceQuerySchema = z.object({
  startingAfter: z.string().trim().min(1).optional(),
  startingBefore: z.string().trim().min(1).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(INVOICES_PAGE_SIZE),
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
  amount: z
    .number({ error: 'Price must be a number' })
    .int('Price must be whole naira')
    .min(0, 'Price cannot be negative')
    .max(10_000_000, 'Price is too high')
    .optional(),
});
export type PackageUpdate = z.input<typeof packageUpdateSchema>;

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
