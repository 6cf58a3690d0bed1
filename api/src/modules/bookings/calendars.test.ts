// Calendars of short-lets: the secret iCal feed of nights held here, and nights imported from another calendar
// (a local fake of Airbnb's export) that then cannot be booked; links inside our network are refused.
import { afterAll, describe, expect, test } from 'bun:test';
import { addDays, type ListingCalendar } from '@naija-homes/contracts/booking';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { signedInUser } from '../../test/users';
import { refreshCalendarImports } from './calendars.service';
import { parseIcs } from './ical';

const today = lagosIsoDate();
const day = (offset: number) => addDays(today, offset);
const compact = (iso: string) => iso.replace(/-/g, '');

let served = '';
let hits = 0;
const fakeAirbnb = Bun.serve({
  port: 0,
  fetch(request) {
    hits += 1;
    if (new URL(request.url).pathname === '/broken.ics') return new Response('nope', { status: 500 });
    return new Response(served, { headers: { 'content-type': 'text/calendar' } });
  },
});
afterAll(() => fakeAirbnb.stop(true));
const airbnbUrl = `http://127.0.0.1:${fakeAirbnb.port}/calendar/ical/123.ics?s=secret`;

const t = await setupTestApp({ env: { CALENDAR_IMPORT_PRIVATE_HOSTS: 'true' } });

async function agentWithShortLet() {
  const agent = await signedInUser(t, 'AGENT');
  const listing = await liveListing(t, agent.user._id, {
    title: 'Studio in Ikoyi',
    propertyFor: 'short-let',
    priceKobo: 60_000_00,
    minimumStay: today,
    maximumStay: day(90),
  });
  return { agent, listing };
}

describe('iCal', () => {
  test('parses all-day and timed events, folded lines, and skips cancelled ones', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261210',
      'DTEND;VALUE=DATE:20261213',
      'SUMMARY:Reserved by a guest with a very long name that is folded onto',
      '  the next line',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART:20261220T140000Z',
      'DTEND:20261222T100000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261224',
      'STATUS:CANCELLED',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'DTSTART;VALUE=DATE:20261230',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    expect(parseIcs(text)).toEqual([
      {
        startDate: '2026-12-10',
        endDate: '2026-12-13',
        summary: 'Reserved by a guest with a very long name that is folded onto the next line',
      },
      { startDate: '2026-12-20', endDate: '2026-12-23', summary: null },
      { startDate: '2026-12-30', endDate: '2026-12-31', summary: null },
    ]);
  });

  test('the feed lists held nights as all-day events, without names, at a secret link', async () => {
    const { agent, listing } = await agentWithShortLet();
    const buyer = await signedInUser(t, 'BUYER');
    const booked = await buyer.client.post<{ data: { bookingNo: string } }>('/api/v1/booking/create', {
      propertyId: listing.id,
      checkIn: day(5),
      checkOut: day(8),
      guests: 1,
    });
    expect(booked.status).toBe(201);
    const calendars = await agent.client.get<{ data: ListingCalendar[] }>('/api/v1/booking/calendars');
    const calendar = calendars.body.data.find((row) => row.propertyId === listing.id) as ListingCalendar;
    expect(calendar.feedUrl).toMatch(/\/api\/v1\/booking\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/);
    const path = new URL(calendar.feedUrl).pathname;
    const response = await t.client().raw('GET', path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(day(5))}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${compact(day(8))}`);
    expect(text).toContain(booked.body.data.bookingNo);
    expect(text).not.toContain('Amaka');
    expect(parseIcs(text)).toEqual([{ startDate: day(5), endDate: day(8), summary: expect.any(String) }]);
    // The same link again; a guessed one is not found.
    const again = await agent.client.get<{ data: ListingCalendar[] }>('/api/v1/booking/calendars');
    expect(again.body.data.find((row) => row.propertyId === listing.id)?.feedUrl).toBe(calendar.feedUrl);
    expect((await t.client().get('/api/v1/booking/calendar/AAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
  });

  test('nights imported from another calendar cannot be booked; stopping the import frees them', async () => {
    const { agent, listing } = await agentWithShortLet();
    served = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      `DTSTART;VALUE=DATE:${compact(day(10))}`,
      `DTEND;VALUE=DATE:${compact(day(14))}`,
      'SUMMARY:Airbnb (Not available)',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const saved = await agent.client.put<{ data: ListingCalendar; message: string }>(
      `/api/v1/booking/calendars/${listing.id}`,
      { importUrl: airbnbUrl },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ importUrl: airbnbUrl, importError: null, blockedCount: 1 });
    const buyer = await signedInUser(t, 'BUYER');
    const refused = await buyer.client.post('/api/v1/booking/create', {
      propertyId: listing.id,
      checkIn: day(12),
      checkOut: day(15),
      guests: 1,
    });
    expect(refused.status).toBe(409);
    const open = await t.client().get<{ data: { taken: unknown[] } }>(`/api/v1/booking/availability/${listing.id}`);
    expect(open.body.data.taken).toEqual([{ checkIn: day(10), checkOut: day(14) }]);
    // The other calendar changes; the hourly refresh picks it up (claimed once across two sweeps).
    served = served.replace(compact(day(10)), compact(day(20))).replace(compact(day(14)), compact(day(21)));
    const later = new Date(Date.now() + 2 * 3_600_000);
    const before = hits;
    await Promise.all([
      refreshCalendarImports(t.database.db, true, later),
      refreshCalendarImports(t.database.db, true, later),
    ]);
    expect(hits - before).toBe(1);
    const moved = await t.client().get<{ data: { taken: unknown[] } }>(`/api/v1/booking/availability/${listing.id}`);
    expect(moved.body.data.taken).toEqual([{ checkIn: day(20), checkOut: day(21) }]);
    const stopped = await agent.client.put<{ data: ListingCalendar }>(`/api/v1/booking/calendars/${listing.id}`, {
      importUrl: null,
    });
    expect(stopped.body.data).toMatchObject({ importUrl: null, blockedCount: 0 });
  });

  test('a link that is not a readable calendar is refused with why, and changes nothing', async () => {
    const { agent, listing } = await agentWithShortLet();
    const put = (importUrl: unknown) => agent.client.put(`/api/v1/booking/calendars/${listing.id}`, { importUrl });
    expect((await put('ftp://example.com/cal.ics')).status).toBe(400);
    const broken = await put(`http://127.0.0.1:${fakeAirbnb.port}/broken.ics`);
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe('The calendar answered 500');
    served = '<html>not a calendar</html>';
    expect((await put(airbnbUrl)).body.message).toBe('This link is not an iCal calendar');
    const other = await signedInUser(t, 'AGENT');
    expect((await other.client.put(`/api/v1/booking/calendars/${listing.id}`, { importUrl: null })).status).toBe(404);
    // Without the local-fakes switch (production), addresses inside our network are never fetched.
    const strict = await setupTestApp();
    const owner = await signedInUser(strict, 'AGENT');
    const own = await liveListing(strict, owner.user._id, { propertyFor: 'short-let' });
    const inside = await owner.client.put(`/api/v1/booking/calendars/${own.id}`, { importUrl: airbnbUrl });
    expect(inside.status).toBe(422);
    expect(inside.body.message).toBe('This calendar link is not allowed');
  });
});
