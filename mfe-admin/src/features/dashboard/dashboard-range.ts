import {
  DASHBOARD_DEFAULT_DAYS,
  type DashboardBucket,
  type DashboardPresetId,
  dashboardPresets,
  dashboardRangeQuerySchema,
  presetRange,
} from '@naija-homes/contracts/admin-dashboard';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import type { DashboardRangeParams } from './api/keys';

/** The default range: the last 30 Lagos days, today included. */
export const defaultRange = (today: string): DashboardRangeParams => presetRange(DASHBOARD_DEFAULT_DAYS, today);

/** Whether a range can be asked for, and the contracts' message when not (reversed, too long, not a date). */
export function checkRange(range: { from: string; to: string }): string | null {
  const result = dashboardRangeQuerySchema.safeParse(range);
  return result.success ? null : firstIssueMessage(result.error);
}

/**
 * Why the range the URL names cannot be shown (the contracts' words: not dates, backwards, too long), or null when
 * it can or none is named. The page says so rather than quietly showing another range (issue 31).
 */
export function rangeProblemOfParams(params: URLSearchParams): string | null {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null && to === null) return null;
  return checkRange({ from: from ?? '', to: to ?? '' });
}

/** The range the URL names (?from=…&to=…); the default when either is missing or the pair is not a valid range. */
export function rangeFromParams(params: URLSearchParams, today: string): DashboardRangeParams {
  const from = params.get('from');
  const to = params.get('to');
  if (!from || !to || checkRange({ from, to })) return defaultRange(today);
  return { from, to };
}

/** The preset a range is, when it ends today and spans a preset's days. */
export function activePreset(range: DashboardRangeParams, today: string): DashboardPresetId | null {
  const preset = dashboardPresets.find((candidate) => {
    const span = presetRange(candidate.days, today);
    return span.from === range.from && span.to === range.to;
  });
  return preset?.id ?? null;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

/**
 * A bucket's label on a chart's axis: its first day, '3 Mar' (with the year, '3 Mar 25', when the range spans two
 * years). The dates are calendar days already in Lagos time, so they are formatted as they are, in UTC.
 */
export function bucketLabels(starts: string[], range: DashboardRangeParams, today?: string): string[] {
  const format = range.from.slice(0, 4) === range.to.slice(0, 4) ? dayMonth : dayMonthYear;
  return starts.map((start, index) => {
    const label = format.format(new Date(`${start}T00:00:00Z`));
    // Today's bucket is still filling: its short bar is named so, not left a bare sliver (issue 31).
    if (!today || range.to !== today || index !== starts.length - 1) return label;
    return start === today ? 'Today (so far)' : `${label} – today (so far)`;
  });
}

/** The charts' word on the last bar when the range ends today: it counts only the day so far. */
export function todayNote(range: DashboardRangeParams, today: string): string {
  return range.to === today ? ' The last bar is today, so far.' : '';
}

/** 'per day' or 'per week', for the charts' descriptions. */
export const bucketWords = (bucket: DashboardBucket) => (bucket === 'day' ? 'per day' : 'per week');

/** A range in words: '1 Mar 2025 – 31 Mar 2025'. */
export function rangeWords(range: DashboardRangeParams): string {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${format.format(new Date(`${range.from}T00:00:00Z`))} – ${format.format(new Date(`${range.to}T00:00:00Z`))}`;
}
