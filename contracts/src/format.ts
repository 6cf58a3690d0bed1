// Formatters of spec §9. Money arrives in naira in JSON (kobo only in the database).
// Numbers and Lagos dates are written out here rather than through Intl: a page's first use of Intl loads ICU's
// locale data, 15–50 ms on a desktop and a long task of its own on a phone (issue 19); en-NG's numbers and
// en-GB's dates in Lagos's fixed UTC+1 are simple enough to write exactly (format.test.ts holds them to Intl's).

export const LAGOS_TIME_ZONE = 'Africa/Lagos';

/**
 * A number as en-NG writes it: thousands separated by commas, at most `maximumFractionDigits` decimals (rounded
 * half away from zero, as Intl does), at least `minimumFractionDigits`: 1234.5 → '1,234.5'.
 */
export function formatNumber(
  value: number,
  {
    maximumFractionDigits = 3,
    minimumFractionDigits = 0,
  }: { maximumFractionDigits?: number; minimumFractionDigits?: number } = {},
): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundedDigits(Math.abs(value), maximumFractionDigits);
  const decimals = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * A non-negative number's whole and fraction digits, rounded to `digits` decimals half away from zero on its
 * shortest decimal form, as Intl rounds (2.675 → 2.68, where toFixed, on the binary value, says 2.67).
 */
function roundedDigits(value: number, digits: number): [string, string] {
  const text = String(value);
  // Exponent forms (below 1e-6, from 1e21): far from any price or count shown.
  if (/e/i.test(text)) return [value.toFixed(0), ''.padEnd(digits, '0')];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction];
  const kept = whole + fraction.slice(0, digits);
  const all = Number(fraction[digits]) >= 5 ? plusOne(kept) : kept;
  return [all.slice(0, all.length - digits) || '0', all.slice(all.length - digits)];
}

/** A string of decimal digits plus one: '1299' → '1300', '99' → '100'. */
function plusOne(digits: string): string {
  const out = [...digits];
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** ₦ with thousands separators and two decimals: 1500000 → '₦1,500,000.00'. */
export function formatNaira(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₦${formatNumber(Math.abs(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * K, M, B with one decimal, rounded half away from zero on the decimal digits (spec §9), a trailing .0 dropped:
 * 1500 → '1.5K', 54,097,250 → '54.1M', 20,385,068 → '20.4M', 950 → '950'. An amount that rounds up to a thousand
 * of a unit moves to the next one: 999,950 → '1M', never '1000K'.
 */
export function formatCompact(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const units: Array<[number, string]> = [
    [1e3, 'K'],
    [1e6, 'M'],
    [1e9, 'B'],
  ];
  let chosen: [number, string] | null = null;
  for (const unit of units) if (abs >= unit[0]) chosen = unit;
  if (!chosen) {
    const small = formatNumber(abs, { maximumFractionDigits: 1 });
    if (small !== '1,000') return `${sign}${small}`;
    chosen = units[0] as [number, string];
  }
  let index = units.indexOf(chosen);
  let text = formatNumber(abs / chosen[0], { maximumFractionDigits: 1 });
  while (text === '1,000' && index < units.length - 1) {
    index += 1;
    text = formatNumber(abs / (units[index] as [number, string])[0], { maximumFractionDigits: 1 });
  }
  return `${sign}${text}${(units[index] as [number, string])[1]}`;
}

/** '₦1.5M' for cards and stats. */
export function formatCompactNaira(amount: number): string {
  return `₦${formatCompact(amount)}`;
}

/** A distance as listings store it (miles), the unit always written out: '1 mile', '1.5 miles'. */
export function formatMiles(value: number): string {
  return `${formatNumber(value, { maximumFractionDigits: 2 })} ${value === 1 ? 'mile' : 'miles'}`;
}

/** '1 review', '3 reviews', '0 listings': a count with its noun, singular only for exactly one. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** KB below 1,000,000 bytes, else MB, two decimals: 524288 → '524.29 KB'. */
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

// en-GB's short month names (September is 'Sept').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
// Lagos keeps West Africa Time, UTC+1, all year (no daylight saving since 1919).
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** The moment's calendar fields on Lagos's clock. */
function lagosClock(value: string | Date) {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const shifted = new Date(time + LAGOS_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    time: `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`,
  };
}

/** A date shown in Lagos time: '22 Nov 2026'. */
export function formatLagosDate(value: string | Date): string {
  const { year, month, day } = lagosClock(value);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** A month shown in Lagos time: 'Nov 2026'. */
export function formatLagosMonth(value: string | Date): string {
  const { year, month } = lagosClock(value);
  return `${MONTHS[month]} ${year}`;
}

/** A date and time shown in Lagos time: '22 Nov 2026, 14:05'. */
export function formatLagosDateTime(value: string | Date): string {
  return `${formatLagosDate(value)}, ${lagosClock(value).time}`;
}

/** The calendar day in Lagos as YYYY-MM-DD ('today' for date pickers and short-let stays). */
export function lagosIsoDate(value: Date = new Date()): string {
  const { year, month, day } = lagosClock(value);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
const lagosDayKey = lagosIsoDate;

/** Chat room dates (spec §4): today shows the time, yesterday 'Yesterday', else the date. */
export function formatRoomDate(value: string | Date, now: Date = new Date()): string {
  const date = new Date(value);
  const day = lagosDayKey(date);
  if (day === lagosDayKey(now)) return lagosClock(date).time;
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
