// The agent's figures (issue 18): the dashboard's month against last month, the analytics of a date range (over
// time and per listing, with a CSV of the table) and what the plan's visibility does for each listing. Figures
// come from the listing rollup (one row per listing per Lagos day); dates are Lagos calendar days, YYYY-MM-DD.
import { addDays, dateRangeMessages, dayRangeProblem, dayRangeQuerySchema } from './date-range';
import { pageQueryFields } from './paging';
import { z } from './zod';

/** The longest range the analytics read at once (a year, a leap day included). */
export const MAX_ANALYTICS_DAYS = 366;
/** The range the analytics open with. */
export const DEFAULT_ANALYTICS_DAYS = 30;
/** The quick choices of the range picker, in days ending today. */
export const analyticsPresets = [7, 30, 90] as const;
/** Up to this many days the bar chart shows one bar per day; beyond it, one per week. */
export const DAILY_BARS_MAX_DAYS = 31;
export const ANALYTICS_PAGE_SIZE = 10;
/** How many of the newest leads and offers the dashboard lists. */
export const DASHBOARD_RECENT = 5;

export const agentInsightMessages = {
  invalidDate: dateRangeMessages.invalidDate,
  fromAfterTo: dateRangeMessages.reversed,
  rangeTooLong: dateRangeMessages.tooLong(MAX_ANALYTICS_DAYS),
  invalidSort: 'Sort by one of the table columns',
  invalidOrder: 'Order must be asc or desc',
} as const;

/** The counters of a listing's day, in the rollup's order. */
export const insightMetrics = [
  'views',
  'impressions',
  'contactClicks',
  'favourites',
  'leads',
  'offers',
  'bookings',
  'chats',
] as const;
export type InsightMetric = (typeof insightMetrics)[number];

export const insightMetricLabels: Record<InsightMetric, string> = {
  views: 'Views',
  impressions: 'Impressions',
  contactClicks: 'Contact clicks',
  favourites: 'Favourites',
  leads: 'Leads',
  offers: 'Offers',
  bookings: 'Bookings',
  chats: 'Chats',
};

const count = z.number().int();
export const insightFiguresSchema = z.object({
  views: count,
  impressions: count,
  contactClicks: count,
  favourites: count,
  leads: count,
  offers: count,
  bookings: count,
  chats: count,
});
export type InsightFigures = z.infer<typeof insightFiguresSchema>;

// ---- dates: the shared range contract (date-range.ts) ------------------------------------------------------------

export { daysInRange, isIsoDay } from './date-range';

/** The last `days` days ending `today` (both counted). */
export function presetRange(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Why a range cannot be read, or null when it can (the shared checks, at most `MAX_ANALYTICS_DAYS`). */
export function rangeProblem(from: string, to: string): string | null {
  return dayRangeProblem(from, to, MAX_ANALYTICS_DAYS);
}

/** ?from&to: Lagos days; either may be left out (to: today; from: 30 days ending `to`). */
export const dateRangeQuerySchema = dayRangeQuerySchema({
  maxDays: MAX_ANALYTICS_DAYS,
  defaultDays: DEFAULT_ANALYTICS_DAYS,
});

// ---- the dashboard ---------------------------------------------------------------------------------------------

export const monthFigureSchema = z.object({ current: count, previous: count });

const monthSchema = z.object({ from: z.string(), to: z.string(), label: z.string() });

export const dashboardLeadSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  status: z.string(),
  createdAt: z.string(),
  property: z.object({ _id: z.string(), slug: z.string(), title: z.string().nullable() }).nullable(),
});

export const dashboardOfferSchema = z.object({
  _id: z.string(),
  requestNo: z.string(),
  buyerName: z.string(),
  status: z.string(),
  /** Naira. */
  offerPrice: z.number(),
  createdAt: z.string(),
  property: z.object({ _id: z.string(), slug: z.string(), title: z.string().nullable() }),
});

/** GET /api/v1/agent/insights/summary */
export const agentSummarySchema = z.object({
  listings: z.object({
    /** Published, active and the plan live: in search now. */
    live: count,
    total: count,
    /** Published and active, but out of search because the plan lapsed. */
    hiddenByPlan: count,
  }),
  /** This Lagos calendar month so far, and the whole month before it. */
  months: z.object({ current: monthSchema, previous: monthSchema }),
  figures: z.object({
    views: monthFigureSchema,
    leads: monthFigureSchema,
    offers: monthFigureSchema,
    bookings: monthFigureSchema,
  }),
  recentLeads: z.array(dashboardLeadSchema),
  recentOffers: z.array(dashboardOfferSchema),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;
export const agentSummaryResponseSchema = z.object({ data: agentSummarySchema });

/** A month's change against the month before: '+25%', '−40%', 'new' (nothing before), '0%' (same). */
export function monthChange(current: number, previous: number): { text: string; direction: 'up' | 'down' | 'same' } {
  if (previous === 0) return current === 0 ? { text: '0%', direction: 'same' } : { text: 'new', direction: 'up' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { text: '0%', direction: 'same' };
  return percent > 0 ? { text: `+${percent}%`, direction: 'up' } : { text: `−${-percent}%`, direction: 'down' };
}

/** 'March 2026' for the first day of a month. */
export function monthLabel(firstDay: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${firstDay}T00:00:00Z`),
  );
}

/** The Lagos calendar month holding `today` (from its first day to today) and the whole month before. */
export function monthsOf(today: string): {
  current: { from: string; to: string };
  previous: { from: string; to: string };
} {
  const first = `${today.slice(0, 8)}01`;
  const lastOfPrevious = addDays(first, -1);
  return {
    current: { from: first, to: today },
    previous: { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious },
  };
}

// ---- the analytics ---------------------------------------------------------------------------------------------

export const analyticsDaySchema = insightFiguresSchema.extend({ day: z.string() });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/** GET /api/v1/agent/insights/analytics: the range's totals and every day of it (days with nothing are zeros). */
export const agentAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: insightFiguresSchema,
  days: z.array(analyticsDaySchema),
});
export type AgentAnalytics = z.infer<typeof agentAnalyticsSchema>;
export const agentAnalyticsResponseSchema = z.object({ data: agentAnalyticsSchema });

/** The table's columns people can sort by. */
export const listingSortKeys = ['title', ...insightMetrics, 'conversion'] as const;
export type ListingSortKey = (typeof listingSortKeys)[number];

export const listingInsightsQuerySchema = dateRangeQuerySchema.safeExtend({
  sort: z.enum(listingSortKeys, { error: agentInsightMessages.invalidSort }).default('views'),
  order: z.enum(['asc', 'desc'], { error: agentInsightMessages.invalidOrder }).default('desc'),
  ...pageQueryFields({ max: 100, default: ANALYTICS_PAGE_SIZE }),
});

/** The CSV takes the table's range and order, never a page: all of it. */
export const listingInsightsCsvQuerySchema = dateRangeQuerySchema.safeExtend({
  sort: listingInsightsQuerySchema.shape.sort,
  order: listingInsightsQuerySchema.shape.order,
});

export const listingInsightSchema = insightFiguresSchema.extend({
  _id: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  /** Leads per view in the range (0.05 = 5%); null without views. */
  conversion: z.number().nullable(),
});
export type ListingInsight = z.infer<typeof listingInsightSchema>;

/** GET /api/v1/agent/insights/analytics/listings: my listings (published, or counted in the range), sorted. */
export const listingInsightsPageSchema = z.object({
  data: z.array(listingInsightSchema),
  total: count,
  totalPages: count,
  from: z.string(),
  to: z.string(),
});
export type ListingInsightsPage = z.infer<typeof listingInsightsPageSchema>;

/** 0.0537 → '5.4%'; null → 'N/A'. */
export function formatConversion(value: number | null): string {
  if (value === null) return 'N/A';
  return `${(Math.round(value * 1000) / 10).toFixed(1).replace(/\.0$/, '')}%`;
}

// ---- visibility ------------------------------------------------------------------------------------------------

/** Why a listing is out of search (null: it is in search). */
export const outOfSearchReasons = ['draft', 'inactive', 'deactivated', 'no-plan'] as const;
export type OutOfSearchReason = (typeof outOfSearchReasons)[number];
export const outOfSearchText: Record<OutOfSearchReason, string> = {
  draft: 'Not published yet',
  inactive: 'Set inactive',
  deactivated: 'Deactivated by our team',
  'no-plan': 'Hidden: no live plan',
};

export const visibilityListingSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  visibilityLevel: z.number().int(),
  visibilityLabel: z.enum(['featured', 'priority', 'exclusive']).nullable(),
  inSearch: z.boolean(),
  reason: z.enum(outOfSearchReasons).nullable(),
});

/** GET /api/v1/agent/insights/visibility: the live plan's tier and a page of my listings with theirs. */
export const agentVisibilitySchema = z.object({
  plan: z
    .object({
      _id: z.string(),
      name: z.string(),
      status: z.enum(['active', 'cancel', 'expired']),
      endDate: z.string(),
      priority: z.number(),
      visibilityLevel: z.number().int(),
      visibilityLabel: z.enum(['featured', 'priority', 'exclusive']).nullable(),
      allowsVirtualTour: z.boolean(),
      /** Naira a month. */
      price: z.number(),
    })
    .nullable(),
  listings: z.array(visibilityListingSchema),
  total: count,
  totalPages: count,
  /** How many of all my listings are in search now. */
  inSearch: count,
});
export type AgentVisibility = z.infer<typeof agentVisibilitySchema>;
export const agentVisibilityResponseSchema = z.object({ data: agentVisibilitySchema });

export const visibilityQuerySchema = z.object({
  ...pageQueryFields({ max: 100, default: ANALYTICS_PAGE_SIZE }),
});

/** What a tier does in search, for the visibility page (search ranks by tier first, then newest). */
export const visibilityTierEffects: Record<1 | 2 | 3 | 4, string> = {
  1: 'Shown in search after every higher tier, newest first. No badge on the card.',
  2: 'Ranked above Standard listings in search, with a Featured badge on the card, and eligible for the home page carousel.',
  3: 'Ranked above Featured and Standard listings in search, with a Priority badge on the card, and eligible for the home page carousel.',
  4: 'Ranked first in search, with an Exclusive badge on the card, and placed at the top of the home page carousel.',
};
