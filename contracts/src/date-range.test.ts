import { describe, expect, test } from 'bun:test';
import { adminDashboardMessages, dashboardRangeQuerySchema } from './admin-dashboard';
import { agentInsightMessages, dateRangeQuerySchema } from './agent-insights';
import { auditLogQuerySchema, auditMessages } from './audit';
import { dateRangeMessages, dayRangeProblem, dayRangeQuerySchema } from './date-range';
import { firstIssueMessage } from './fields';
import type { z } from './zod';

const problemOf = (schema: z.ZodType, query: object) => {
  const result = schema.safeParse(query);
  return result.success ? null : firstIssueMessage(result.error);
};

describe('one date-range contract (issue 31)', () => {
  test('not dates, backwards and too long are refused in the same words', () => {
    const schema = dayRangeQuerySchema({ maxDays: 366, defaultDays: 30 });
    expect(problemOf(schema, { from: 'garbage', to: '2026-01-01' })).toBe(dateRangeMessages.invalidDate);
    expect(problemOf(schema, { from: '2026-02-30' })).toBe(dateRangeMessages.invalidDate);
    expect(problemOf(schema, { from: '2026-03-10', to: '2026-03-01' })).toBe(dateRangeMessages.reversed);
    expect(problemOf(schema, { from: '2020-01-01', to: '2026-01-01' })).toBe(dateRangeMessages.tooLong(366));
    expect(problemOf(schema, { from: '3000-01-01' })).toBe(dateRangeMessages.reversed);
    expect(problemOf(schema, { from: '2025-01-02', to: '2026-01-02' })).toBeNull();
    expect(problemOf(schema, {})).toBeNull();
    expect(dayRangeProblem('2026-01-01', '2026-01-07', 7)).toBeNull();
    expect(dayRangeProblem('2026-01-01', '2026-01-08', 7)).toBe('Choose a range of at most 7 days');
  });

  test('the admin dashboard, the analytics and the audit log use it', () => {
    const sixYears = { from: '2020-01-01', to: '2026-01-01' };
    const reversed = { from: '2026-03-10', to: '2026-03-01' };
    expect(problemOf(dashboardRangeQuerySchema, sixYears)).toBe(dateRangeMessages.tooLong(366));
    expect(problemOf(dateRangeQuerySchema, sixYears)).toBe(dateRangeMessages.tooLong(366));
    expect(problemOf(dashboardRangeQuerySchema, { from: 'garbage' })).toBe(dateRangeMessages.invalidDate);
    expect(problemOf(dashboardRangeQuerySchema, reversed)).toBe(dateRangeMessages.reversed);
    expect(problemOf(dateRangeQuerySchema, reversed)).toBe(dateRangeMessages.reversed);
    expect(problemOf(auditLogQuerySchema, reversed)).toBe(dateRangeMessages.reversed);
    expect(adminDashboardMessages.rangeReversed).toBe(agentInsightMessages.fromAfterTo);
    expect(auditMessages.rangeInvalid).toBe(dateRangeMessages.reversed);
  });
});
