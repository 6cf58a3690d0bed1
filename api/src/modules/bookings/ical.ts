// iCalendar (RFC 5545) both ways for short-lets: a feed of the nights held on Naija Homes, which agents subscribe
// to from Airbnb, Booking.com or Google Calendar, and the import of the nights those calendars hold, which then
// cannot be booked here. Only all-day spans matter: times are rounded out to whole nights.
import { CALENDAR_IMPORT_MAX_BYTES, CALENDAR_IMPORT_SECONDS, calendarMessages } from '@naija-homes/contracts/booking';
import { addDays } from '@naija-homes/contracts/date-range';
import {
  type AddressPolicy,
  fetchPublic,
  PublicFetchError,
  type PublicFetchOptions,
  type PublicResponse,
  publicAddressesOnly,
} from '../../lib/public-fetch';

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

export class CalendarImportError extends Error {}

/**
 * How a calendar is read: `allowPrivateHosts` (CALENDAR_IMPORT_PRIVATE_HOSTS, never in production) lets tests and
 * development read local fakes; the rest (resolver, address policy, deadlines, extra CA) is for tests.
 */
export interface CalendarFetchOptions
  extends Partial<Pick<PublicFetchOptions, 'deadlineMs' | 'connectTimeoutMs' | 'resolve' | 'isAllowedAddress' | 'ca'>> {
  allowPrivateHosts: boolean;
}

const anyAddress: AddressPolicy = () => true;

function importFailure(error: PublicFetchError): string {
  switch (error.reason) {
    case 'invalid-url':
      return calendarMessages.notALink;
    case 'status':
      return calendarMessages.answered(error.status ?? 0);
    case 'too-large':
      return calendarMessages.tooLarge;
    case 'too-slow':
      return calendarMessages.tooSlow;
    default:
      return calendarMessages.unreachable;
  }
}

/**
 * Reads a calendar an agent named (webcal:// is https://) through the guarded fetch: public addresses only (unless
 * local fakes are allowed), checked on every redirect, at most 1 MB, within 10 s. Failures are CalendarImportError
 * with the sentence the agent reads; every refused or unreachable address gives the same one.
 */
export async function fetchCalendar(url: string, options: CalendarFetchOptions): Promise<string> {
  const { allowPrivateHosts, ...tuning } = options;
  let response: PublicResponse;
  try {
    response = await fetchPublic(url.replace(/^webcal:/i, 'https:'), {
      maxBytes: CALENDAR_IMPORT_MAX_BYTES,
      deadlineMs: CALENDAR_IMPORT_SECONDS * 1000,
      accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
      ...tuning,
      isAllowedAddress: tuning.isAllowedAddress ?? (allowPrivateHosts ? anyAddress : publicAddressesOnly),
    });
  } catch (error) {
    if (error instanceof PublicFetchError) throw new CalendarImportError(importFailure(error));
    throw error;
  }
  const text = response.body.toString('utf8');
  if (!text.includes('BEGIN:VCALENDAR')) throw new CalendarImportError(calendarMessages.notIcal);
  return text;
}
