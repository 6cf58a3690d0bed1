// The one contract of a range of Lagos days asked for in a query (?from=YYYY-MM-DD&to=YYYY-MM-DD, both counted):
// the admin dashboard, the agent's analytics and the audit log check it here and refuse a range that is not dates,
// runs backwards or spans too long with the same words, and the screens show those words (issue 31).
import { lagosIsoDate } from './format';
import { z } from './zod';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const dateRangeMessages = {
  invalidDate: 'Dates must be real days written as YYYY-MM-DD',
  reversed: 'The start date must be on or before the end date',
  tooLong: (maxDays: number) => `Choose a range of at most ${maxDays} days`,
} as const;

/** Whether `value` is a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `days` after (or before, when negative) an ISO day. */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted: 2026-03-01 … 2026-03-07 is 7. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Why a range of days cannot be read (not dates, backwards, longer than `maxDays`), or null when it can. */
export function dayRangeProblem(from: string, to: string, maxDays: number): string | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return dateRangeMessages.invalidDate;
  if (from > to) return dateRangeMessages.reversed;
  if (daysInRange(from, to) > maxDays) return dateRangeMessages.tooLong(maxDays);
  return null;
}

/** The range a query names: a missing `to` is today in Lagos, a missing `from` `defaultDays` ending `to`. */
export function resolveDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  defaultDays: number,
  today: string = lagosIsoDate(),
): { from: string; to: string } {
  // `||`: an empty parameter (?to=) is no date; its field check answers it, the range must not trip over it.
  const to = query.to || today;
  const from = query.from || addDays(to, -(defaultDays - 1));
  return { from, to };
}

const isoDaySchema = z
  .string({ error: dateRangeMessages.invalidDate })
  .trim()
  .refine(isIsoDay, dateRangeMessages.invalidDate);

/**
 * ?from&to as Lagos days, either may be left out (see `resolveDayRange`); refused with `dateRangeMessages` when a
 * day is not a date, the range runs backwards or spans more than `maxDays`.
 */
export function dayRangeQuerySchema({ maxDays, defaultDays }: { maxDays: number; defaultDays: number }) {
  return z
    .object({
      from: isoDaySchema
        .optional()
        .describe(`First day counted, YYYY-MM-DD (Lagos); default ${defaultDays - 1} days before \`to\``),
      to: isoDaySchema.optional().describe('Last day counted, YYYY-MM-DD (Lagos); default today'),
    })
    .superRefine((query, context) => {
      if ((query.from && !isIsoDay(query.from)) || (query.to && !isIsoDay(query.to))) return;
      const { from, to } = resolveDayRange(query, defaultDays);
      const problem = dayRangeProblem(from, to, maxDays);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['from'] });
    });
}
