// The number and date formatters are written out by hand (no Intl on a phone's first render): held here to what
// Intl itself writes for en-NG numbers and en-GB dates in Africa/Lagos, over many values.
import { describe, expect, test } from 'bun:test';
import {
  formatLagosDate,
  formatLagosDateTime,
  formatNaira,
  formatNumber,
  formatRoomDate,
  lagosIsoDate,
} from './format';

// A fixed seed, so a failure names the same values on every run.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('formatNumber', () => {
  const next = random(19);
  const values = [0, 1, 999, 1000, 1234.5, 1_000_000, 0.125, 2.675, 1.005, 123_456_789.987_6, -1234.56, 1e15];
  for (let i = 0; i < 2000; i++) {
    const magnitude = 10 ** Math.floor(next() * 13);
    values.push(Math.round((next() - 0.3) * magnitude * 1000) / 1000);
  }

  test('writes what Intl writes for en-NG, for every precision used', () => {
    for (const [minimumFractionDigits, maximumFractionDigits] of [
      [0, 0],
      [0, 2],
      [2, 2],
      [0, 3],
    ] as const) {
      const intl = new Intl.NumberFormat('en-NG', { minimumFractionDigits, maximumFractionDigits });
      for (const value of values) {
        const expected = intl.format(value);
        // Intl writes '-0' for a negative that rounds to nothing; a price or a count never shows that.
        if (expected === '-0' || /^-0\.0*$/.test(expected)) continue;
        expect(`${value}: ${formatNumber(value, { minimumFractionDigits, maximumFractionDigits })}`).toBe(
          `${value}: ${expected}`,
        );
      }
    }
  });

  test('defaults to up to three decimals, as toLocaleString does; naira always two', () => {
    expect(formatNumber(1234567.8915)).toBe((1234567.8915).toLocaleString('en-NG'));
    expect(formatNumber(-0.0001, { maximumFractionDigits: 2 })).toBe('0');
    expect(formatNaira(1_500_000)).toBe('₦1,500,000.00');
    expect(formatNaira(-2500.5)).toBe('-₦2,500.50');
  });
});

describe('Lagos dates', () => {
  const next = random(7);
  const moments = [
    '2026-09-05T22:59:59.999Z',
    '2026-09-05T23:00:00.000Z',
    '2026-12-31T23:30:00Z',
    '2027-02-28T23:00:00Z',
    '2028-02-29T12:00:00Z',
  ].map((iso) => new Date(iso));
  for (let i = 0; i < 2000; i++) moments.push(new Date(Date.UTC(2000, 0, 1) + next() * 40 * 365 * 86_400_000));

  test('write what Intl writes for en-GB in Africa/Lagos, past midnight and year ends included', () => {
    const date = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const dateTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
    for (const moment of moments) {
      expect(formatLagosDate(moment)).toBe(date.format(moment));
      expect(formatLagosDateTime(moment)).toBe(dateTime.format(moment));
      expect(lagosIsoDate(moment)).toBe(iso.format(moment));
    }
  });

  test('a chat room shows today’s time, Yesterday, then the date; an invalid date is refused as Intl refuses it', () => {
    const now = new Date('2026-11-26T20:30:00Z');
    expect(formatRoomDate('2026-11-26T07:05:00Z', now)).toBe('08:05');
    expect(formatRoomDate('2026-11-25T12:00:00Z', now)).toBe('Yesterday');
    expect(formatRoomDate('2026-09-01T12:00:00Z', now)).toBe('1 Sept 2026');
    expect(() => formatLagosDate('not a date')).toThrow(RangeError);
  });
});
