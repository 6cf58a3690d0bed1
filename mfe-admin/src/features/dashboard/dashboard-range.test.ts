import { describe, expect, test } from 'bun:test';
import { adminDashboardMessages } from '@naija-homes/contracts/admin-dashboard';
import { activePreset, bucketLabels, checkRange, rangeFromParams, rangeProblemOfParams } from './dashboard-range';

const today = '2026-03-10';

describe('the dashboard range', () => {
  test('the URL names the range; a missing, reversed or too long one falls back to the last 30 days', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-01-01&to=2026-01-31'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    const fallback = { from: '2026-02-09', to: '2026-03-10' };
    expect(rangeFromParams(new URLSearchParams(''), today)).toEqual(fallback);
    expect(rangeFromParams(new URLSearchParams('from=2026-01-31&to=2026-01-01'), today)).toEqual(fallback);
    expect(rangeFromParams(new URLSearchParams('from=2024-01-01&to=2026-01-01'), today)).toEqual(fallback);
    expect(rangeFromParams(new URLSearchParams('from=soon&to=2026-01-01'), today)).toEqual(fallback);
  });

  test('a range the URL names but cannot be shown is named with its problem (issue 31: never silent)', () => {
    expect(rangeProblemOfParams(new URLSearchParams(''))).toBeNull();
    expect(rangeProblemOfParams(new URLSearchParams('from=2026-01-01&to=2026-01-31'))).toBeNull();
    expect(rangeProblemOfParams(new URLSearchParams('from=2020-01-01&to=2026-01-01'))).toBe(
      adminDashboardMessages.rangeTooLong,
    );
    expect(rangeProblemOfParams(new URLSearchParams('from=soon&to=later'))).toBe(adminDashboardMessages.dateInvalid);
    expect(rangeProblemOfParams(new URLSearchParams('from=2026-01-31&to=2026-01-01'))).toBe(
      adminDashboardMessages.rangeReversed,
    );
  });

  test('ranges are checked with the messages of contracts', () => {
    expect(checkRange({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
    expect(checkRange({ from: '2026-01-31', to: '2026-01-01' })).toBe(adminDashboardMessages.rangeReversed);
    expect(checkRange({ from: '2024-01-01', to: '2026-01-01' })).toBe(adminDashboardMessages.rangeTooLong);
    expect(checkRange({ from: '', to: '2026-01-01' })).toBe(adminDashboardMessages.dateInvalid);
  });

  test('a range ending today with a preset’s length is that preset', () => {
    expect(activePreset({ from: '2026-03-04', to: today }, today)).toBe('7d');
    expect(activePreset({ from: '2026-02-09', to: today }, today)).toBe('30d');
    expect(activePreset({ from: '2025-03-11', to: today }, today)).toBe('12m');
    expect(activePreset({ from: '2026-03-04', to: '2026-03-09' }, today)).toBeNull();
  });

  test("today's bucket is named as today so far, not a bare date (issue 31)", () => {
    const range = { from: '2026-03-08', to: today };
    expect(bucketLabels(['2026-03-08', '2026-03-09', today], range, today)).toEqual([
      '8 Mar',
      '9 Mar',
      'Today (so far)',
    ]);
    expect(bucketLabels(['2026-03-01', '2026-03-08'], { from: '2026-03-01', to: today }, today)).toEqual([
      '1 Mar',
      '8 Mar – today (so far)',
    ]);
    expect(bucketLabels(['2026-03-01'], { from: '2026-03-01', to: '2026-03-07' }, today)).toEqual(['1 Mar']);
  });

  test('bucket labels are the calendar days as given, with the year when the range spans two', () => {
    expect(bucketLabels(['2026-03-01', '2026-03-08'], { from: '2026-03-01', to: '2026-03-31' })).toEqual([
      '1 Mar',
      '8 Mar',
    ]);
    expect(bucketLabels(['2025-12-29'], { from: '2025-12-01', to: '2026-01-31' })).toEqual(['29 Dec 25']);
  });
});
