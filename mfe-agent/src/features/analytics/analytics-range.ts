// The analytics page's range and table order as the URL keeps them, and the charts' grouping of days.
import {
  type AnalyticsDay,
  analyticsPresets,
  DAILY_BARS_MAX_DAYS,
  DEFAULT_ANALYTICS_DAYS,
  daysInRange,
  type InsightMetric,
  type ListingSortKey,
  listingSortKeys,
  presetRange,
  rangeProblem,
} from '@naija-homes/contracts/agent-insights';
import { choiceParam, pageParam } from '@naija-homes/ui-kit/lib/search-params';

export type RangeChoice = `${(typeof analyticsPresets)[number]}` | 'custom';
export const rangeChoices: readonly RangeChoice[] = [...analyticsPresets.map((days) => `${days}` as const), 'custom'];

export interface AnalyticsParams {
  choice: RangeChoice;
  /** The range to ask for, or null when a custom one is incomplete or wrong (`problem` says why). */
  range: { from: string; to: string } | null;
  problem: string | null;
  /** What the custom inputs show. */
  customFrom: string;
  customTo: string;
  sort: ListingSortKey;
  order: 'asc' | 'desc';
  page: number;
}

/** Reads the URL: a preset ends today (Lagos); a custom range is checked as the server would. */
export function analyticsParamsFrom(params: URLSearchParams, today: string): AnalyticsParams {
  // A link with from/to and no preset names a custom range: it is checked and shown, never quietly replaced.
  const named = params.has('from') || params.has('to');
  const choice =
    choiceParam(params, 'range', rangeChoices) ?? (named ? 'custom' : (`${DEFAULT_ANALYTICS_DAYS}` as RangeChoice));
  const customFrom = params.get('from') ?? '';
  const customTo = params.get('to') ?? '';
  let range: AnalyticsParams['range'] = null;
  let problem: string | null = null;
  if (choice === 'custom') {
    if (customFrom && customTo) {
      problem = rangeProblem(customFrom, customTo);
      if (!problem) range = { from: customFrom, to: customTo };
    }
  } else {
    range = presetRange(Number(choice), today);
  }
  return {
    choice,
    range,
    problem,
    customFrom,
    customTo,
    sort: choiceParam(params, 'sort', listingSortKeys) ?? 'views',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: pageParam(params),
  };
}

/** Numbers sort biggest first on the first click; titles A to Z. */
export function firstOrder(sort: ListingSortKey): 'asc' | 'desc' {
  return sort === 'title' ? 'asc' : 'desc';
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '5 Mar' for 2026-03-05. */
export function shortDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export interface Buckets {
  unit: 'day' | 'week';
  labels: string[];
  sums: (metric: InsightMetric) => number[];
}

/**
 * The bar chart's groups: one per day up to DAILY_BARS_MAX_DAYS days, else one per week (Monday to Sunday; the
 * first and last may be partial), labelled with the first day of the range in them.
 */
export function bucketDays(days: AnalyticsDay[]): Buckets {
  if (days.length <= DAILY_BARS_MAX_DAYS) {
    return {
      unit: 'day',
      labels: days.map((day) => shortDay(day.day)),
      sums: (metric) => days.map((day) => day[metric]),
    };
  }
  const groups: AnalyticsDay[][] = [];
  for (const day of days) {
    const monday = new Date(`${day.day}T00:00:00Z`).getUTCDay() === 1;
    const last = groups.at(-1);
    if (!last || monday) groups.push([day]);
    else last.push(day);
  }
  return {
    unit: 'week',
    labels: groups.map((group) => `Week of ${shortDay(group[0]?.day ?? '')}`),
    sums: (metric) => groups.map((group) => group.reduce((sum, day) => sum + day[metric], 0)),
  };
}

/** How many days a range holds, for the page's wording ('the last 30 days', '12 days'). */
export function rangeLength(range: { from: string; to: string }): number {
  return daysInRange(range.from, range.to);
}
