import { describe, expect, test } from 'bun:test';
import { type AnalyticsDay, agentInsightMessages } from '@naija-homes/contracts/agent-insights';
import { addDays } from '@naija-homes/contracts/date-range';
import { analyticsParamsFrom, bucketDays, firstOrder, shortDay } from './analytics-range';

const today = '2026-03-18';
const read = (query: string) => analyticsParamsFrom(new URLSearchParams(query), today);

describe('the range in the URL', () => {
  test('the last 30 days by default; presets end today', () => {
    expect(read('')).toMatchObject({ choice: '30', range: { from: '2026-02-17', to: today }, problem: null });
    expect(read('range=7').range).toEqual({ from: '2026-03-12', to: today });
    expect(read('range=90').range).toEqual({ from: addDays(today, -89), to: today });
    expect(read('range=nonsense').choice).toBe('30');
  });

  test('a custom range is used only when whole and right', () => {
    expect(read('range=custom&from=2026-01-01&to=2026-01-31')).toMatchObject({
      range: { from: '2026-01-01', to: '2026-01-31' },
      problem: null,
    });
    expect(read('range=custom&from=2026-01-01')).toMatchObject({
      range: null,
      problem: null,
      customFrom: '2026-01-01',
    });
    expect(read('range=custom&from=2026-02-01&to=2026-01-01')).toMatchObject({
      range: null,
      problem: agentInsightMessages.fromAfterTo,
    });
    expect(read('range=custom&from=2024-01-01&to=2026-01-01').problem).toBe(agentInsightMessages.rangeTooLong);
  });

  test('from/to without a preset is a custom range, checked and named, not the default (issue 31)', () => {
    expect(read('from=2026-02-01&to=2026-01-01')).toMatchObject({
      choice: 'custom',
      range: null,
      problem: agentInsightMessages.fromAfterTo,
    });
    expect(read('from=2026-01-01&to=2026-01-31')).toMatchObject({
      choice: 'custom',
      range: { from: '2026-01-01', to: '2026-01-31' },
    });
  });

  test('sort, order and page', () => {
    expect(read('')).toMatchObject({ sort: 'views', order: 'desc', page: 1 });
    expect(read('sort=conversion&order=asc&page=3')).toMatchObject({ sort: 'conversion', order: 'asc', page: 3 });
    expect(read('sort=price').sort).toBe('views');
    expect(firstOrder('title')).toBe('asc');
    expect(firstOrder('leads')).toBe('desc');
  });
});

describe('the bar chart groups', () => {
  const day = (date: string, favourites: number): AnalyticsDay => ({
    day: date,
    views: 0,
    impressions: 0,
    contactClicks: 0,
    favourites,
    leads: 0,
    offers: 0,
    bookings: 0,
    chats: 0,
  });
  const range = (from: string, length: number) => Array.from({ length }, (_, i) => day(addDays(from, i), i + 1));

  test('a bar per day up to 31 days', () => {
    const buckets = bucketDays(range('2026-03-01', 31));
    expect(buckets.unit).toBe('day');
    expect(buckets.labels[0]).toBe('1 Mar');
    expect(buckets.sums('favourites')).toHaveLength(31);
  });

  test('a bar per Monday-to-Sunday week beyond, the partial ends kept', () => {
    // 2026-03-01 is a Sunday: the first week holds one day.
    const buckets = bucketDays(range('2026-03-01', 32));
    expect(buckets.unit).toBe('week');
    expect(buckets.labels).toEqual([
      'Week of 1 Mar',
      'Week of 2 Mar',
      'Week of 9 Mar',
      'Week of 16 Mar',
      'Week of 23 Mar',
      'Week of 30 Mar',
    ]);
    const sums = buckets.sums('favourites');
    expect(sums[0]).toBe(1);
    expect(sums[1]).toBe(2 + 3 + 4 + 5 + 6 + 7 + 8);
    expect(sums.reduce((a, b) => a + b, 0)).toBe((32 * 33) / 2);
    expect(shortDay('2026-12-25')).toBe('25 Dec');
  });
});
