// iCalendar (RFC 5545) both ways for short-lets: a feed of the nights held on Naija Homes, which agents subscribe
// to from Airbnb, Booking.com or Google Calendar, and the import of the nights those calendars hold, which then
// cannot be booked here. Only all-day spans matter: times are rounded out to whole nights.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addDays } from '@naija-homes/contracts/booking';

export interface CalendarStay {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
}

const compact = (day: string) => day.replace(/-/g, '');
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

export function icsFeed(name: string, stays: CalendarStay[], now = new Date()): string {
  const stamp = `${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Naija Homes//Short-let bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...stays.flatMap((stay) => [
      'BEGIN:VEVENT',
      `UID:${stay.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(stay.checkIn)}`,
      `DTEND;VALUE=DATE:${compact(stay.checkOut)}`,
      `SUMMARY:${escapeText(stay.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** YYYYMMDD or YYYYMMDDTHHMMSS[Z] → YYYY-MM-DD (a time's day; the end rounds up past midnight). */
function icsDay(value: string, roundUp: boolean): string | null {
  const match = value.match(/^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/);
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  const timed = match[4] !== undefined && `${match[4]}${match[5]}${match[6]}` !== '000000';
  return roundUp && timed ? addDays(day, 1) : day;
}

/** The spans of a calendar's events, as [start, end) days; events without a usable start are skipped. */
export function parseIcs(
  text: string,
  limit = 2000,
): Array<{ startDate: string; endDate: string; summary: string | null }> {
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const spans: Array<{ startDate: string; endDate: string; summary: string | null }> = [];
  let event: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT' && event) {
      const start = event.DTSTART ? icsDay(event.DTSTART, false) : null;
      const end = event.DTEND ? icsDay(event.DTEND, true) : start ? addDays(start, 1) : null;
      if (start && end && end > start && event.STATUS !== 'CANCELLED') {
        spans.push({ startDate: start, endDate: end, summary: event.SUMMARY?.slice(0, 200) ?? null });
        if (spans.length >= limit) break;
      }
      event = null;
    } else if (event) {
      const colon = line.indexOf(':');
      if (colon > 0) {
        const name = (line.slice(0, colon).split(';')[0] ?? '').toUpperCase();
        event[name] = line.slice(colon + 1).trim();
      }
    }
  }
  return spans;
}

function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
    return (
      lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
    );
  }
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

export class CalendarImportError extends Error {}

const MAX_BYTES = 1024 * 1024;

/**
 * Reads a calendar an agent named: http(s) only, never an address inside our network (unless allowed for local
 * fakes), at most 1 MB, within 10 s.
 */
export async function fetchCalendar(url: string, allowPrivateHosts: boolean): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url.replace(/^webcal:/i, 'https:'));
  } catch {
    throw new CalendarImportError('This is not a calendar link');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new CalendarImportError('This is not a calendar link');
  if (!allowPrivateHosts) {
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
    if (addresses.length === 0) throw new CalendarImportError('The calendar’s address could not be found');
    if (addresses.some(isPrivateAddress)) throw new CalendarImportError('This calendar link is not allowed');
  }
  const response = await fetch(parsed, { redirect: 'error', signal: AbortSignal.timeout(10_000) }).catch(() => {
    throw new CalendarImportError('The calendar could not be reached');
  });
  if (!response.ok) throw new CalendarImportError(`The calendar answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new CalendarImportError('The calendar is too large (over 1 MB)');
  if (!text.includes('BEGIN:VCALENDAR')) throw new CalendarImportError('This link is not an iCal calendar');
  return text;
}
