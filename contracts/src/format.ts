// Formatters of spec §9. Money arrives in naira in JSON (kobo only in the database).

export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const nairaFormatter = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₦ with thousands separators and two decimals: 1500000 → '₦1,500,000.00'. */
export function formatNaira(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₦${nairaFormatter.format(Math.abs(amount))}`;
}

/** K, M, B with one decimal and a trailing .0 dropped: 1500 → '1.5K', 2000000 → '2M', 950 → '950'. */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const units: Array<[number, string]> = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (abs >= size) {
      // Round down to one decimal so 999,950 shows as 999.9K, never as a misleading 1000K.
      const scaled = Math.floor((abs / size) * 10) / 10;
      return `${sign}${scaled.toFixed(1).replace(/\.0$/, '')}${suffix}`;
    }
  }
  return `${sign}${Number.isInteger(abs) ? abs : abs.toFixed(1).replace(/\.0$/, '')}`;
}

/** '₦1.5M' for cards and stats. */
export function formatCompactNaira(amount: number): string {
  return `₦${formatCompact(amount)}`;
}

/** KB below 1,000,000 bytes, else MB, two decimals: 524288 → '524.29 KB'. */
const distanceFormatter = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });

/** A distance as listings store it (miles), the unit always written out: '1 mile', '1.5 miles'. */
export function formatMiles(value: number): string {
  return `${distanceFormatter.format(value)} ${value === 1 ? 'mile' : 'miles'}`;
}

/** '1 review', '3 reviews', '0 listings': a count with its noun, singular only for exactly one. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-NG')} ${count === 1 ? singular : plural}`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(2)} KB`;
  return `${(bytes / 1_000_000).toFixed(2)} MB`;
}

export function nairaToKobo(naira: number): number {
  return Math.round(naira * 100);
}

export function koboToNaira(kobo: number | bigint): number {
  return Number(kobo) / 100;
}

/** A date shown in Lagos time: '22 Nov 2026'. */
export function formatLagosDate(value: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: LAGOS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(value));
}

/** A date and time shown in Lagos time: '22 Nov 2026, 14:05'. */
export function formatLagosDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: LAGOS_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(value));
}

/** The calendar day in Lagos as YYYY-MM-DD ('today' for date pickers and short-let stays). */
export function lagosIsoDate(value: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LAGOS_TIME_ZONE }).format(value);
}
const lagosDayKey = lagosIsoDate;

/** Chat room dates (spec §4): today shows the time, yesterday 'Yesterday', else the date. */
export function formatRoomDate(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const day = lagosDayKey(date);
  if (day === lagosDayKey(now)) {
    return new Intl.DateTimeFormat('en-GB', {
      timeZone: LAGOS_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }).format(date);
  }
  if (day === lagosDayKey(new Date(now.getTime() - 24 * 60 * 60 * 1000))) return 'Yesterday';
  return formatLagosDate(date);
}

/** Missing table values show N/A (spec §4). */
export function orNA(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? 'N/A' : String(value);
}

/** "Sat, 5 Dec 2026, 10:00 am – 10:30 am (Lagos time)": an appointment told in the listing's own time zone. */
export function formatLagosTimeRange(startsAt: string | Date, endsAt: string | Date): string {
  const day = new Date(startsAt).toLocaleDateString('en-NG', {
    timeZone: 'Africa/Lagos',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const time = (value: string | Date) =>
    new Date(value).toLocaleTimeString('en-NG', { timeZone: 'Africa/Lagos', hour: 'numeric', minute: '2-digit' });
  return `${day}, ${time(startsAt)} – ${time(endsAt)} (Lagos time)`;
}
