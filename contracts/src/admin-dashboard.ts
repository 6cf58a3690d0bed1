// The admin dashboard (issue 18): the platform's figures over a range of Lagos days. Sign-ups, revenue and the
// business done (leads, offers, bookings) are counted from their own tables over the range; listings by city and
// status and the live subscriptions are a snapshot of now; listing activity comes from the daily rollup.

import {
  addDays,
  dateRangeMessages,
  dayRangeQuerySchema,
  daysInRange as daysBetween,
  resolveDayRange,
} from './date-range';
import { lagosIsoDate } from './format';
import { z } from './zod';

export { daysBetween };

/** The longest range the dashboard answers (a year, leap day included). */
export const DASHBOARD_MAX_DAYS = 366;
/** The range without from/to: the last 30 Lagos days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** Up to this many days the series are per day; longer ranges are per week (7-day steps from `from`). */
export const DASHBOARD_DAILY_MAX_DAYS = 31;
/** Cities the listings chart names; the rest are summed as `DASHBOARD_OTHER_CITY`. */
export const DASHBOARD_TOP_CITIES = 8;
export const DASHBOARD_OTHER_CITY = 'Other';

export const adminDashboardMessages = {
  dateInvalid: dateRangeMessages.invalidDate,
  rangeReversed: dateRangeMessages.reversed,
  rangeTooLong: dateRangeMessages.tooLong(DASHBOARD_MAX_DAYS),
  listingsSnapshot: 'Listings as they are now, whatever the range',
  subscriptionsSnapshot: 'Plans live now, whatever the range',
  noSignUps: 'No buyer or agent signed up in this range',
  noRevenue: 'No paid invoice in this range',
  noDeals: 'No lead, offer or booking in this range',
  noListings: 'No listings yet',
  noSubscriptions: 'No agent has a live plan',
  noActivity: 'No listing views, impressions or contact clicks in this range',
  loadFailed: 'The dashboard figures could not be loaded',
} as const;

/**
 * The range a query asks for: both ends as given; a missing `to` is today in Lagos; a missing `from` is 30 days
 * before `to` (today included). Both checked by the schema below.
 */
export function resolveDashboardRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string = lagosIsoDate(),
): { from: string; to: string } {
  return resolveDayRange(query, DASHBOARD_DEFAULT_DAYS, today);
}

/** GET /api/v1/admin/dashboard and /dashboard/activity: the range, Lagos days, both included (date-range.ts). */
export const dashboardRangeQuerySchema = dayRangeQuerySchema({
  maxDays: DASHBOARD_MAX_DAYS,
  defaultDays: DASHBOARD_DEFAULT_DAYS,
});
export type DashboardRangeQuery = z.input<typeof dashboardRangeQuerySchema>;

export const dashboardBuckets = ['day', 'week'] as const;
export type DashboardBucket = (typeof dashboardBuckets)[number];

/** Per day up to 31 days, else per week. */
export function dashboardBucketFor(from: string, to: string): DashboardBucket {
  return daysBetween(from, to) <= DASHBOARD_DAILY_MAX_DAYS ? 'day' : 'week';
}

/** The first day of each bucket of a range: every day, or every 7th day from `from`. */
export function dashboardBucketStarts(from: string, to: string, bucket: DashboardBucket): string[] {
  const step = bucket === 'day' ? 1 : 7;
  const starts: string[] = [];
  for (let offset = 0; offset < daysBetween(from, to); offset += step) starts.push(addDays(from, offset));
  return starts;
}

const rangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  bucket: z.enum(dashboardBuckets),
  /** The first day of each bucket of the series (per day or per week, see `bucket`). */
  buckets: z.array(z.string()),
  /** The first day of each week of the leads/offers/bookings series (7-day steps from `from`). */
  weeks: z.array(z.string()),
});
export type DashboardRange = z.infer<typeof rangeSchema>;

const planAmountSchema = z.object({ plan: z.string(), amount: z.number(), invoices: z.number() });
const planCountSchema = z.object({ plan: z.string(), count: z.number() });

export const adminDashboardSchema = z.object({
  range: rangeSchema,
  /** Accounts now, whatever the range: all (including unfinished Google sign-ups), buyers, agents, admins. */
  users: z.object({ all: z.number(), buyers: z.number(), agents: z.number(), admins: z.number() }),
  /** Accounts created in the range, per bucket of `range.buckets`. */
  signUps: z.object({
    buyers: z.array(z.number()),
    agents: z.array(z.number()),
    totals: z.object({ buyers: z.number(), agents: z.number() }),
  }),
  /** Now, from the counters kept by trigger: the top cities by listings, then 'Other'. */
  listings: z.object({
    cities: z.array(z.string()),
    pending: z.array(z.number()),
    active: z.array(z.number()),
    inactive: z.array(z.number()),
    totals: z.object({ pending: z.number(), active: z.number(), inactive: z.number(), all: z.number() }),
  }),
  /** Paid invoices billed in the range, in naira. */
  revenue: z.object({
    total: z.number(),
    invoices: z.number(),
    byPlan: z.array(planAmountSchema),
    /** Naira per bucket of `range.buckets`. */
    overTime: z.array(z.number()),
  }),
  /** Created in the range, per week of `range.weeks`. */
  deals: z.object({
    leads: z.array(z.number()),
    offers: z.array(z.number()),
    bookings: z.array(z.number()),
    totals: z.object({ leads: z.number(), offers: z.number(), bookings: z.number() }),
  }),
  /** Subscriptions giving a plan now (active, or cancelled with the period not yet over), per plan. */
  subscriptions: z.object({ total: z.number(), byPlan: z.array(planCountSchema) }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** GET /api/v1/admin/dashboard/activity: what happened to listings in the range, from the daily rollup. */
export const listingActivitySchema = z.object({
  range: rangeSchema,
  /** Per bucket of `range.buckets`. */
  views: z.array(z.number()),
  impressions: z.array(z.number()),
  contactClicks: z.array(z.number()),
  totals: z.object({ views: z.number(), impressions: z.number(), contactClicks: z.number() }),
});
export type ListingActivity = z.infer<typeof listingActivitySchema>;

/** The range picker's presets: days back from today, today included. */
export const dashboardPresets = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '12m', label: 'Last 12 months', days: 365 },
] as const;
export type DashboardPresetId = (typeof dashboardPresets)[number]['id'];

/** The range of a preset ending today (Lagos). */
export function presetRange(days: number, today: string = lagosIsoDate()): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}
