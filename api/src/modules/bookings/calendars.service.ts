// A short-let's calendars: its secret iCal feed (the nights held here, for the agent's other calendars) and the
// calendar it imports (nights held elsewhere, which cannot be booked here), refreshed hourly.
import { randomBytes } from 'node:crypto';
import { bookingNumber, calendarMessages, type ListingCalendar } from '@naija-homes/contracts/booking';
import { addDays } from '@naija-homes/contracts/date-range';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/guard';
import type { Db } from '../../db/client';
import { blockedNights, bookings, listingCalendars, properties } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';
import { type CalendarFetchOptions, CalendarImportError, fetchCalendar, icsFeed, parseIcs } from './ical';

const newToken = () => randomBytes(24).toString('base64url');
const feedUrl = (baseUrl: string, token: string) => `${baseUrl}/api/v1/booking/calendar/${token}.ics`;

async function calendarOf(db: Db, baseUrl: string, propertyId: string): Promise<ListingCalendar> {
  const [row] = await db
    .select({
      propertyId: properties.id,
      title: properties.title,
      slug: properties.slug,
      token: listingCalendars.feedToken,
      importUrl: listingCalendars.importUrl,
      importedAt: listingCalendars.importedAt,
      importError: listingCalendars.importError,
    })
    .from(properties)
    .innerJoin(listingCalendars, eq(listingCalendars.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  if (!row) throw new HttpError(404, messages.notFound);
  const [blocked] = await db
    .select({ value: count() })
    .from(blockedNights)
    .where(and(eq(blockedNights.propertyId, propertyId), gt(blockedNights.endDate, lagosIsoDate())));
  return {
    propertyId: row.propertyId,
    title: row.title,
    slug: row.slug,
    feedUrl: feedUrl(baseUrl, row.token),
    importUrl: row.importUrl,
    importedAt: row.importedAt?.toISOString() ?? null,
    importError: row.importError,
    blockedCount: Number(blocked?.value ?? 0),
  };
}

/** GET /booking/calendars: each of my short-lets with its links (a feed token is made the first time). */
export async function listCalendars(db: Db, agent: UserRow, baseUrl: string): Promise<ListingCalendar[]> {
  const mine = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.ownerId, agent.id), eq(properties.propertyFor, 'short-let')))
    .orderBy(asc(properties.title));
  if (mine.length === 0) return [];
  await db
    .insert(listingCalendars)
    .values(mine.map(({ id }) => ({ propertyId: id, feedToken: newToken() })))
    .onConflictDoNothing();
  return Promise.all(mine.map(({ id }) => calendarOf(db, baseUrl, id)));
}

/** Replaces a listing's blocked nights with what its imported calendar holds from today on. */
async function importInto(db: Db, propertyId: string, text: string): Promise<void> {
  const today = lagosIsoDate();
  const spans = parseIcs(text).filter((span) => span.endDate > today);
  await db.transaction(async (tx) => {
    await tx.delete(blockedNights).where(eq(blockedNights.propertyId, propertyId));
    if (spans.length) await tx.insert(blockedNights).values(spans.map((span) => ({ propertyId, ...span })));
    await tx
      .update(listingCalendars)
      .set({ importedAt: new Date(), importError: null })
      .where(eq(listingCalendars.propertyId, propertyId));
  });
}

/**
 * PUT /booking/calendars/{propertyId}: import from this iCal link now and hourly after (a link that cannot be read
 * is refused with why, and nothing changes), or stop importing (null) and free the nights it held.
 */
export async function setCalendarImport(
  deps: { db: Db; baseUrl: string; calendarFetch: CalendarFetchOptions },
  agent: UserRow,
  propertyId: string,
  importUrl: string | null,
): Promise<{ calendar: ListingCalendar; message: string }> {
  requireUuid(propertyId);
  const [listing] = await deps.db
    .select({ id: properties.id, propertyFor: properties.propertyFor })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.ownerId, agent.id)));
  if (!listing) throw new HttpError(404, messages.notFound);
  if (listing.propertyFor !== 'short-let') throw new HttpError(400, calendarMessages.notShortLet);
  await deps.db.insert(listingCalendars).values({ propertyId, feedToken: newToken() }).onConflictDoNothing();
  if (importUrl === null) {
    await deps.db.transaction(async (tx) => {
      await tx.delete(blockedNights).where(eq(blockedNights.propertyId, propertyId));
      await tx
        .update(listingCalendars)
        .set({ importUrl: null, importedAt: null, importError: null })
        .where(eq(listingCalendars.propertyId, propertyId));
    });
    return { calendar: await calendarOf(deps.db, deps.baseUrl, propertyId), message: calendarMessages.removed };
  }
  let text: string;
  try {
    text = await fetchCalendar(importUrl, deps.calendarFetch);
  } catch (error) {
    if (error instanceof CalendarImportError) throw new HttpError(422, error.message);
    throw error;
  }
  await deps.db.update(listingCalendars).set({ importUrl }).where(eq(listingCalendars.propertyId, propertyId));
  await importInto(deps.db, propertyId, text);
  return { calendar: await calendarOf(deps.db, deps.baseUrl, propertyId), message: calendarMessages.saved };
}

/**
 * Hourly re-reading of imported calendars (from the booking sweep): each due calendar is claimed by moving its
 * time first, so two processes never read the same one; a failure is kept for the agent to see, in the same words
 * as when the link was saved (the same guarded read: a link whose name now resolves inside our network is refused).
 */
export async function refreshCalendarImports(
  db: Db,
  calendarFetch: CalendarFetchOptions,
  now = new Date(),
): Promise<number> {
  // The condition is on the updated row itself too: a second process that waited for the first one's claim
  // re-checks it against the claimed row and leaves it (a subquery alone would not be re-checked).
  const stale = and(
    isNotNull(listingCalendars.importUrl),
    or(isNull(listingCalendars.importedAt), lt(listingCalendars.importedAt, new Date(now.getTime() - 3_600_000))),
  );
  const due = await db
    .update(listingCalendars)
    .set({ importedAt: now })
    .where(
      and(
        stale,
        inArray(
          listingCalendars.propertyId,
          db.select({ id: listingCalendars.propertyId }).from(listingCalendars).where(stale).limit(20),
        ),
      ),
    )
    .returning({ propertyId: listingCalendars.propertyId, importUrl: listingCalendars.importUrl });
  for (const calendar of due) {
    try {
      await importInto(db, calendar.propertyId, await fetchCalendar(calendar.importUrl ?? '', calendarFetch));
    } catch (error) {
      const message = error instanceof CalendarImportError ? error.message : calendarMessages.readFailed;
      await db
        .update(listingCalendars)
        .set({ importError: message })
        .where(eq(listingCalendars.propertyId, calendar.propertyId));
    }
  }
  return due.length;
}

/** GET /booking/calendar/{token}.ics: the nights held here (pending and confirmed), never who holds them. */
export async function calendarFeed(db: Db, token: string, now = new Date()): Promise<string> {
  const [calendar] = await db
    .select({ propertyId: listingCalendars.propertyId, title: properties.title })
    .from(listingCalendars)
    .innerJoin(properties, eq(properties.id, listingCalendars.propertyId))
    .where(eq(listingCalendars.feedToken, token));
  if (!calendar) throw new HttpError(404, messages.notFound);
  const held = await db
    .select({
      id: bookings.id,
      bookingNo: bookings.bookingNo,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, calendar.propertyId),
        gt(bookings.checkOut, addDays(lagosIsoDate(now), -30)),
        sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending' and ${bookings.respondBy} >= ${now.toISOString()}::timestamptz))`,
      ),
    )
    .orderBy(asc(bookings.checkIn));
  return icsFeed(
    `${calendar.title} (Naija Homes)`,
    held.map((stay) => ({
      uid: `${stay.id}@naija-homes`,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      summary: `${stay.status === 'pending' ? 'Requested' : 'Booked'} on Naija Homes (${bookingNumber(stay.bookingNo)})`,
    })),
    now,
  );
}
