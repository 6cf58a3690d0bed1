// Short-let bookings: requested by a buyer for free nights within the listing's availability, held while the agent
// decides (until a deadline), confirmed or declined by the agent, cancelled by either side with a reason. The nights
// of pending and confirmed bookings never overlap: the database's exclusion constraint decides races.

import {
  type Availability,
  BOOKING_RESPONSE_HOURS,
  type Booking,
  type BookingAction,
  type BookingStatus,
  type BookingsPage,
  type bookingCreateSchema,
  bookingLifecycle,
  bookingMessages,
  bookingNumber,
  MAX_NIGHTS,
  stayQuote,
} from '@naija-homes/contracts/booking';
import type { DealSide } from '@naija-homes/contracts/deal';
import { formatLagosDate, formatNaira, koboToNaira, lagosIsoDate, nairaToKobo } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { and, asc, desc, eq, gt, gte, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as z from 'zod';
import type { UserRow } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { blockedNights, bookings, chatRooms, properties, users } from '../../db/schema';
import { HttpError, pgErrorCode } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';
import { roomOf } from '../chat/chat.service';
import { dealListingColumns, dealListingJson, dealPartyJson, dealSideOf, dealsPage, moveDeal } from '../deals/deal-kit';
import { recordListingEvent } from '../insights/listing-events';
import { type DealDeps, mailNotices, type Notice, partyColumns, partyName, tell } from '../notifications/notices';
import { searchLive } from '../search/search.sql';

export type BookingSide = DealSide;
type BookingCreateBody = z.output<typeof bookingCreateSchema>;

export type BookingDeps = DealDeps;

const buyer = alias(users, 'booking_buyer');
const agent = alias(users, 'booking_agent');

function selectBookings(db: Db | Tx) {
  return db
    .select({
      booking: bookings,
      property: dealListingColumns,
      buyer: partyColumns(buyer),
      agent: partyColumns(agent),
      roomId: chatRooms.id,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(buyer, eq(buyer.id, bookings.buyerId))
    .innerJoin(agent, eq(agent.id, bookings.agentId))
    .leftJoin(chatRooms, and(eq(chatRooms.user1Id, bookings.buyerId), eq(chatRooms.user2Id, bookings.agentId)));
}

type BookingJoinRow = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

function bookingJson(row: BookingJoinRow): Booking {
  const { booking } = row;
  return {
    _id: booking.id,
    bookingNo: bookingNumber(booking.bookingNo),
    status: booking.status as BookingStatus,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: stayQuote(0, 0, booking.checkIn, booking.checkOut).nights,
    guests: booking.guests,
    nightlyPrice: koboToNaira(booking.nightlyKobo),
    cautionFee: koboToNaira(booking.cautionKobo),
    totalPrice: koboToNaira(booking.totalKobo),
    message: booking.message,
    respondBy: booking.respondBy.toISOString(),
    cancelledBy: (booking.cancelledBy as 'buyer' | 'agent' | null) ?? null,
    reason: booking.reason,
    owner: dealPartyJson(row.buyer),
    agent: dealPartyJson(row.agent),
    propertyId: dealListingJson(row.property),
    roomId: row.roomId,
    createdAt: booking.createdAt.toISOString(),
  };
}

async function oneBooking(db: Db | Tx, id: string): Promise<BookingJoinRow> {
  const [row] = await selectBookings(db).where(eq(bookings.id, id));
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

const stayText = (row: BookingJoinRow) =>
  `${formatLagosDate(row.booking.checkIn)} to ${formatLagosDate(row.booking.checkOut)} (${bookingNumber(row.booking.bookingNo)})`;

/** Pending bookings whose agent did not answer in time stop holding their nights; their buyers are told. */
async function expireOverdue(tx: Tx, where: SQL | undefined, now: Date): Promise<Notice[]> {
  const expired = await tx
    .update(bookings)
    .set({ status: 'expired' })
    .where(and(eq(bookings.status, 'pending'), lt(bookings.respondBy, now), where))
    .returning({ id: bookings.id });
  const notices: Notice[] = [];
  for (const { id } of expired) {
    const row = await oneBooking(tx, id);
    notices.push(
      await tell(tx, {
        to: row.buyer,
        title: `Booking ${bookingNumber(row.booking.bookingNo)} expired`,
        lines: [
          `${partyName(row.agent)} did not answer your request for ${row.property.title}, ${stayText(row)}, in time. Nothing is owed; the nights are free again.`,
        ],
        path: '/buyer/my-bookings',
      }),
    );
  }
  return notices;
}

interface BookableListing {
  id: string;
  ownerId: string;
  title: string;
  propertyFor: string | null;
  priceKobo: number | null;
  depositKobo: number | null;
  minimumStay: string | null;
  maximumStay: string | null;
}

async function bookableListing(db: Db | Tx, propertyId: string): Promise<BookableListing> {
  const [listing] = await db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      title: properties.title,
      propertyFor: properties.propertyFor,
      priceKobo: properties.priceKobo,
      depositKobo: properties.depositKobo,
      minimumStay: properties.minimumStay,
      maximumStay: properties.maximumStay,
    })
    .from(properties)
    .where(and(eq(properties.id, requireUuid(propertyId)), searchLive));
  if (!listing) throw new HttpError(404, bookingMessages.notFound);
  if (listing.propertyFor !== 'short-let' || !listing.priceKobo) throw new HttpError(400, bookingMessages.notShortLet);
  return listing;
}

/** GET /booking/availability/{propertyId}: the window, the prices and the nights already taken (from today on). */
export async function availability(db: Db, propertyId: string, now = new Date()): Promise<Availability> {
  const listing = await bookableListing(db, propertyId);
  const today = lagosIsoDate(now);
  const [held, blocked] = await Promise.all([
    db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, listing.id),
          gt(bookings.checkOut, today),
          sql`(${bookings.status} = 'confirmed' or (${bookings.status} = 'pending' and ${bookings.respondBy} >= ${now.toISOString()}::timestamptz))`,
        ),
      )
      .orderBy(asc(bookings.checkIn)),
    db
      .select({ checkIn: blockedNights.startDate, checkOut: blockedNights.endDate })
      .from(blockedNights)
      .where(and(eq(blockedNights.propertyId, listing.id), gt(blockedNights.endDate, today)))
      .orderBy(asc(blockedNights.startDate)),
  ]);
  return {
    availableFrom: listing.minimumStay,
    availableUntil: listing.maximumStay,
    nightlyPrice: koboToNaira(listing.priceKobo ?? 0),
    cautionFee: koboToNaira(listing.depositKobo ?? 0),
    maxNights: MAX_NIGHTS,
    taken: [...held, ...blocked].sort((a, b) => a.checkIn.localeCompare(b.checkIn)),
  };
}

/** POST /booking/create: nights within the listing's window, free of other bookings and blocked nights. */
export async function createBooking(
  deps: BookingDeps,
  from: UserRow,
  body: BookingCreateBody,
  now = new Date(),
): Promise<Booking> {
  const today = lagosIsoDate(now);
  if (body.checkIn < today) throw new HttpError(400, bookingMessages.checkInPast);
  let result: { row: BookingJoinRow; notices: Notice[] };
  try {
    result = await deps.db.transaction(async (tx) => {
      const listing = await bookableListing(tx, body.propertyId);
      if (listing.ownerId === from.id) throw new HttpError(400, bookingMessages.ownListing);
      const from_ = listing.minimumStay;
      const until = listing.maximumStay;
      if ((from_ && body.checkIn < from_) || (until && body.checkOut > until)) {
        throw new HttpError(400, bookingMessages.outsideAvailability(from_ ?? today, until ?? body.checkOut));
      }
      const notices = await expireOverdue(tx, eq(bookings.propertyId, listing.id), now);
      const [blocked] = await tx
        .select({ id: blockedNights.id })
        .from(blockedNights)
        .where(
          and(
            eq(blockedNights.propertyId, listing.id),
            lt(blockedNights.startDate, body.checkOut),
            gt(blockedNights.endDate, body.checkIn),
          ),
        )
        .limit(1);
      if (blocked) throw new HttpError(409, bookingMessages.unavailable);
      const nightly = koboToNaira(listing.priceKobo ?? 0);
      const caution = koboToNaira(listing.depositKobo ?? 0);
      const quote = stayQuote(nightly, caution, body.checkIn, body.checkOut);
      const [inserted] = await tx
        .insert(bookings)
        .values({
          propertyId: listing.id,
          buyerId: from.id,
          agentId: listing.ownerId,
          checkIn: body.checkIn,
          checkOut: body.checkOut,
          guests: body.guests,
          nightlyKobo: listing.priceKobo ?? 0,
          cautionKobo: listing.depositKobo ?? 0,
          totalKobo: nairaToKobo(quote.total),
          message: body.message || null,
          respondBy: new Date(now.getTime() + BOOKING_RESPONSE_HOURS * 3_600_000),
        })
        .returning({ id: bookings.id });
      if (!inserted) throw new HttpError(409, bookingMessages.unavailable);
      await recordListingEvent(tx, 'bookings', listing.id);
      // The chat button on both sides' booking cards opens this room.
      await roomOf(tx, from.id, listing.ownerId);
      const row = await oneBooking(tx, inserted.id);
      notices.push(
        await tell(tx, {
          to: row.agent,
          title: `Booking request ${bookingNumber(row.booking.bookingNo)}`,
          lines: [
            `${partyName(row.buyer)} asks to stay at ${listing.title}, ${stayText(row)}, ${row.booking.guests} guest${row.booking.guests === 1 ? '' : 's'}, ${formatNaira(quote.total)} in all.`,
            `Confirm or decline within ${BOOKING_RESPONSE_HOURS} hours, or the request lapses.`,
          ],
          path: '/agent/bookings',
        }),
      );
      await mailNotices(deps, tx, notices);
      return { row, notices };
    });
  } catch (error) {
    // Another booking took some of these nights first (exclusion constraint).
    if (pgErrorCode(error) === '23P01') throw new HttpError(409, bookingMessages.unavailable);
    throw error;
  }
  return bookingJson(result.row);
}

const targetStatus: Record<BookingAction, BookingStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
};
const doneMessage: Record<BookingAction, string> = {
  confirm: bookingMessages.confirmed,
  decline: bookingMessages.declined,
  cancel: bookingMessages.cancelled,
};

/**
 * Confirm, decline (agent, while pending and before the deadline) or cancel (either side, before the stay starts),
 * as one conditional update: a party whose move it is not gets 409, anyone else 404.
 */
export async function answerBooking(
  deps: BookingDeps,
  user: UserRow,
  bookingId: string,
  action: BookingAction,
  reason?: string,
  now = new Date(),
): Promise<{ booking: Booking; message: string }> {
  requireUuid(bookingId);
  const today = lagosIsoDate(now);
  const { row } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        buyerId: bookings.buyerId,
        agentId: bookings.agentId,
        status: bookings.status,
        checkIn: bookings.checkIn,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    const { deal: current, side } = dealSideOf(found, user.id);
    const notices = await expireOverdue(tx, eq(bookings.id, bookingId), now);
    if (action === 'cancel' && current.checkIn <= today && current.status === 'confirmed') {
      throw new HttpError(409, bookingMessages.stayStarted);
    }
    await moveDeal(tx, bookings, bookingLifecycle, {
      id: bookingId,
      side,
      userId: user.id,
      action,
      set: {
        status: targetStatus[action],
        ...(action === 'cancel' ? { cancelledBy: side } : {}),
        ...(reason ? { reason } : {}),
      },
      notAllowed: bookingMessages.notAllowed,
    });
    const row = await oneBooking(tx, bookingId);
    const no = bookingNumber(row.booking.bookingNo);
    const other = side === 'buyer' ? row.agent : row.buyer;
    const byWhom = partyName(side === 'buyer' ? row.buyer : row.agent);
    const lines =
      action === 'cancel'
        ? [`${byWhom} cancelled the stay at ${row.property.title}, ${stayText(row)}.`, `Reason: “${reason ?? ''}”`]
        : action === 'confirm'
          ? [
              `${byWhom} confirmed your stay at ${row.property.title}, ${stayText(row)}.`,
              `Total ${formatNaira(koboToNaira(row.booking.totalKobo))}, including a refundable caution fee of ${formatNaira(koboToNaira(row.booking.cautionKobo))}.`,
            ]
          : [
              `${byWhom} declined your request for ${row.property.title}, ${stayText(row)}.${reason ? ` “${reason}”` : ''}`,
            ];
    notices.push(
      await tell(tx, {
        to: other,
        title: `Booking ${no} ${targetStatus[action]}`,
        lines,
        path: side === 'buyer' ? '/agent/bookings' : '/buyer/my-bookings',
      }),
    );
    await mailNotices(deps, tx, notices);
    return { row, notices };
  });
  return { booking: bookingJson(row), message: doneMessage[action] };
}

/** The buyer's bookings or the agent's, soonest stay first among live ones, optionally of one status. */
export async function listBookings(
  db: Db,
  user: UserRow,
  side: BookingSide,
  query: { page: number; limit: number; status?: BookingStatus | undefined },
): Promise<BookingsPage> {
  return dealsPage(
    db,
    bookings,
    { ...query, side, userId: user.id },
    (where, range) =>
      selectBookings(db)
        .where(where)
        .orderBy(
          sql`case when ${bookings.status} in ('pending', 'confirmed') then 0 else 1 end`,
          asc(bookings.checkIn),
          desc(bookings.createdAt),
        )
        .limit(range.limit)
        .offset(range.offset),
    bookingJson,
  );
}

/**
 * The periodic booking sweep (main.ts, each minute by one process): requests past their deadline lapse, and both
 * sides of a confirmed stay hear the day before it starts (once).
 */
export async function runBookingSweep(deps: Pick<BookingDeps, 'db' | 'mailer' | 'appUrl'>, now = new Date()) {
  const tomorrow = lagosIsoDate(new Date(now.getTime() + 86_400_000));
  const notices = await deps.db.transaction(async (tx) => {
    const found = await expireOverdue(tx, undefined, now);
    const due = await tx
      .update(bookings)
      .set({ remindedAt: now })
      .where(
        and(
          eq(bookings.status, 'confirmed'),
          isNull(bookings.remindedAt),
          gte(bookings.checkIn, lagosIsoDate(now)),
          lte(bookings.checkIn, tomorrow),
        ),
      )
      .returning({ id: bookings.id });
    for (const { id } of due) {
      const row = await oneBooking(tx, id);
      const where_ = [row.property.address, row.property.city].filter(Boolean).join(', ');
      found.push(
        await tell(tx, {
          to: row.buyer,
          title: `Your stay starts ${formatLagosDate(row.booking.checkIn)}`,
          lines: [
            `Reminder: ${row.property.title}, ${where_}, ${stayText(row)}. Chat with ${partyName(row.agent)} to arrange check-in.`,
          ],
          path: '/buyer/my-bookings',
        }),
        await tell(tx, {
          to: row.agent,
          title: `${partyName(row.buyer)} arrives ${formatLagosDate(row.booking.checkIn)}`,
          lines: [
            `Reminder: ${row.property.title}, ${stayText(row)}, ${row.booking.guests} guest${row.booking.guests === 1 ? '' : 's'}.`,
          ],
          path: '/agent/bookings',
        }),
      );
    }
    await mailNotices(deps, tx, found);
    return found;
  });
  return notices.length;
}
