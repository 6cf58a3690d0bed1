// Calendars of short-lets: the secret iCal feed of nights held here, and nights imported from another calendar
// (a local fake of Airbnb's export) that then cannot be booked; links inside our network are refused, whatever
// their spelling, on saving and on the hourly re-read, with one sentence that tells nothing of our network.
import { afterAll, describe, expect, test } from 'bun:test';
import { calendarMessages, type ListingCalendar } from '@naija-homes/contracts/booking';
import { addDays } from '@naija-homes/contracts/date-range';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { listingCalendars } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { setupTestApp } from '../../test/app';
import { countingListener, ipv6CountingListener } from '../../test/counting-listener';
import { liveListing } from '../../test/listings';
import { signedInUser } from '../../test/users';
import { findUserRow } from '../users/users.service';
import { refreshCalendarImports, setCalendarImport } from './calendars.service';
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
      refreshCalendarImports(t.database.db, { allowPrivateHosts: true }, later),
      refreshCalendarImports(t.database.db, { allowPrivateHosts: true }, later),
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
    expect(broken.body.message).toBe(calendarMessages.answered(500));
    served = '<html>not a calendar</html>';
    expect((await put(airbnbUrl)).body.message).toBe(calendarMessages.notIcal);
    const other = await signedInUser(t, 'AGENT');
    expect((await other.client.put(`/api/v1/booking/calendars/${listing.id}`, { importUrl: null })).status).toBe(404);
    // Without the local-fakes switch (production), addresses inside our network are never fetched.
    const owner = await signedInUser(strict, 'AGENT');
    const own = await liveListing(strict, owner.user._id, { propertyFor: 'short-let' });
    const inside = await owner.client.put(`/api/v1/booking/calendars/${own.id}`, { importUrl: airbnbUrl });
    expect(inside.status).toBe(422);
    expect(inside.body.message).toBe(calendarMessages.unreachable);
  });
});

// Production's settings (no local fakes), and two local servers that count the connections they accept: no link
// below may connect to them.
const strict = await setupTestApp();
const v4 = countingListener('127.0.0.1');
const v6 = ipv6CountingListener();
afterAll(() => {
  v4.stop();
  v6?.stop();
});
const connections = () => v4.connections() + (v6?.connections() ?? 0);

async function strictAgentWithShortLet() {
  const agent = await signedInUser(strict, 'AGENT');
  const listing = await liveListing(strict, agent.user._id, { propertyFor: 'short-let' });
  return { agent, listing };
}

describe('iCal import never reaches inside our network (production settings)', () => {
  test('the switch for local fakes is off in production, whatever the environment says', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      MAIL_DISABLED: 'true',
      CALENDAR_IMPORT_PRIVATE_HOSTS: 'true',
    });
    expect(production.calendarImportPrivateHosts).toBe(false);
    expect(strict.config.calendarImportPrivateHosts).toBe(false);
  });

  test('every spelling of this machine is refused with the one sentence, and never connected to', async () => {
    const { agent, listing } = await strictAgentWithShortLet();
    const hosts = [
      '127.0.0.1',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '[2002:7f00:1::]',
      '2130706433',
      '0177.0.0.1',
      '0x7f000001',
      '127.1',
      '0.0.0.0',
      'localhost',
    ];
    const links = hosts.map((host) => `http://${host}:${v4.port}/calendar.ics`);
    if (v6) links.push(`http://[::1]:${v6.port}/calendar.ics`, `webcal://localhost:${v6.port}/calendar.ics`);
    const before = connections();
    const answers = [];
    for (const importUrl of links) {
      const answer = await agent.client.put(`/api/v1/booking/calendars/${listing.id}`, { importUrl });
      answers.push({ importUrl, status: answer.status, message: answer.body.message });
    }
    expect(answers).toEqual(
      links.map((importUrl) => ({ importUrl, status: 422, message: calendarMessages.unreachable })),
    );
    expect(connections() - before).toBe(0);
    // A name that does not exist gets the same sentence: nothing tells refused from unknown.
    const unknown = await agent.client.put(`/api/v1/booking/calendars/${listing.id}`, {
      importUrl: 'https://calendar.invalid/ical/1.ics',
    });
    expect(unknown.body).toMatchObject({ message: calendarMessages.unreachable });
    const [row] = await strict.database.db
      .select()
      .from(listingCalendars)
      .where(eq(listingCalendars.propertyId, listing.id));
    expect(row?.importUrl ?? null).toBeNull();
  }, 20_000);

  test('the hourly re-read goes through the same check and keeps the same sentence', async () => {
    const { listing } = await strictAgentWithShortLet();
    const other = await strictAgentWithShortLet();
    // Links saved earlier (before this check, or a name that resolved elsewhere then): one spelled as a mapped
    // address, one whose name now resolves to this machine.
    await strict.database.db.insert(listingCalendars).values([
      { propertyId: listing.id, feedToken: `t-${listing.id}`, importUrl: `http://[::ffff:127.0.0.1]:${v4.port}/a.ics` },
      {
        propertyId: other.listing.id,
        feedToken: `t-${other.listing.id}`,
        importUrl: `https://calendar.example:${v4.port}/b.ics`,
      },
    ]);
    const before = connections();
    const resolve = async (name: string) => (name === 'calendar.example' ? ['127.0.0.1'] : []);
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect(await refreshCalendarImports(strict.database.db, { allowPrivateHosts: false, resolve }, later)).toBe(2);
    expect(connections() - before).toBe(0);
    const rows = await strict.database.db.select().from(listingCalendars);
    const errors = rows
      .filter((row) => row.propertyId === listing.id || row.propertyId === other.listing.id)
      .map((row) => row.importError);
    expect(errors).toEqual([calendarMessages.unreachable, calendarMessages.unreachable]);
  });
});

describe('iCal import reads at most 1 MB, within its deadline', () => {
  test('an endless calendar is refused as too large at once (422, never a 500)', async () => {
    const chunk = new TextEncoder().encode(`BEGIN:VEVENT\r\nSUMMARY:${'x'.repeat(8000)}\r\nEND:VEVENT\r\n`);
    let sent = 0;
    const endless = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('BEGIN:VCALENDAR\r\n'));
            },
            pull(controller) {
              if (sent > 200 * 1024 * 1024) return controller.close();
              sent += chunk.length;
              controller.enqueue(chunk);
            },
          }),
          { headers: { 'content-type': 'text/calendar' } },
        ),
    });
    try {
      const { agent, listing } = await agentWithShortLet();
      const started = performance.now();
      const answer = await agent.client.put(`/api/v1/booking/calendars/${listing.id}`, {
        importUrl: `http://127.0.0.1:${endless.port}/calendar.ics`,
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(calendarMessages.tooLarge);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(sent).toBeLessThan(50 * 1024 * 1024);
    } finally {
      endless.stop(true);
    }
  });

  test('a calendar trickling in is cut at the deadline with a 422 that says so', async () => {
    const trickle = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: () =>
        new Response(
          new ReadableStream({
            async pull(controller) {
              await Bun.sleep(50);
              controller.enqueue(new TextEncoder().encode('BEGIN:VCALENDAR\r\n'));
            },
          }),
        ),
    });
    try {
      const { agent, listing } = await agentWithShortLet();
      const row = await findUserRow(t.database.db, agent.user._id);
      const started = performance.now();
      const refused = await setCalendarImport(
        { db: t.database.db, baseUrl: '', calendarFetch: { allowPrivateHosts: true, deadlineMs: 400 } },
        row as NonNullable<typeof row>,
        listing.id,
        `http://127.0.0.1:${trickle.port}/calendar.ics`,
      ).catch((error: unknown) => error);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ status: 422, message: calendarMessages.tooSlow });
    } finally {
      trickle.stop(true);
    }
  });
});
