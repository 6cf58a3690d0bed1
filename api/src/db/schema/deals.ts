// Doing business on a listing: buyers' offers and the agents' answers, leads (people who asked about a listing
// or an agent, signed in or not), and short-let bookings with the calendars they are kept against.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAndUpdated } from './columns';
import { properties } from './properties';

// Columns every deal (offer, booking, inspection) has, written once (the deal kit, issue 34). Functions, so each
// table gets builders of its own.

/** The listing a deal is about, the buyer who asked and the listing's agent who answers. */
const dealParties = () => ({
  propertyId: uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  buyerId: uuid('buyer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  agentId: uuid('agent_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** Who cancelled a deal either side may cancel, and the reason they gave. */
const dealCancellation = () => ({
  cancelledBy: text('cancelled_by'),
  reason: text('reason'),
});

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    /** The number buyers and agents quote (spec §3 requestNo), shown as OFR-1001. */
    requestNo: bigint('request_no', { mode: 'number' })
      .generatedAlwaysAsIdentity({ startWith: 1001 })
      .notNull()
      .unique(),
    ...dealParties(),
    offerPriceKobo: bigint('offer_price_kobo', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** The agent's counter-offer, when they made one. */
    counterPriceKobo: bigint('counter_price_kobo', { mode: 'number' }),
    counterMessage: text('counter_message'),
    /** pending → accepted | declined | countered | withdrawn; countered → accepted | declined | withdrawn. */
    status: text('status').default('pending').notNull(),
    ...createdAndUpdated(),
  },
  (t) => [
    // One open offer per buyer and listing: the database refuses a second while the first is pending or countered.
    uniqueIndex('offers_open_per_buyer_idx')
      .on(t.buyerId, t.propertyId)
      .where(sql`${t.status} in ('pending', 'countered')`),
    // One accepted offer per listing (ADR 026): of two accepts racing, the second is a unique violation (409).
    uniqueIndex('offers_one_accepted_per_listing_idx').on(t.propertyId).where(sql`${t.status} = 'accepted'`),
    index('offers_agent_idx').on(t.agentId, t.createdAt),
    index('offers_created_idx').on(t.createdAt),
    index('offers_buyer_idx').on(t.buyerId, t.createdAt),
    check('offers_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'countered', 'withdrawn')`),
    check('offers_price_check', sql`${t.offerPriceKobo} > 0`),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing asked about; null when the question came from the agent's profile. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The buyer who asked, when they were signed in (so the agent can open a chat with them). */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message').notNull(),
    /** new → contacted → closed (the agent moves it; any order). */
    status: text('status').default('new').notNull(),
    ...createdAndUpdated(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    index('leads_agent_seq_idx').on(t.agentId, t.seq),
    index('leads_created_idx').on(t.createdAt),
    // The same words from the same address to the same agent about the same listing are one lead: a resent or
    // double-submitted form is refused, however many copies arrive at once.
    uniqueIndex('leads_same_message_idx').on(
      t.agentId,
      t.email,
      sql`coalesce(${t.propertyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`md5(${t.message})`,
    ),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'closed')`),
  ],
);

/**
 * Short-let stays. Two bookings of one listing that are pending or confirmed never share a night: an exclusion
 * constraint on the stay's date range (migration 0013, btree_gist) decides between buyers racing for the same
 * nights. A pending booking holds its nights until the agent answers or `respondBy` passes.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    /** Quoted by both sides, shown as BKG-1001. */
    bookingNo: bigint('booking_no', { mode: 'number' })
      .generatedAlwaysAsIdentity({ startWith: 1001 })
      .notNull()
      .unique(),
    ...dealParties(),
    /** The first night. */
    checkIn: date('check_in').notNull(),
    /** The morning of leaving: the stay is [checkIn, checkOut). */
    checkOut: date('check_out').notNull(),
    guests: integer('guests').notNull(),
    /** The listing's nightly price and caution fee when booked: later price changes do not alter a booking. */
    nightlyKobo: bigint('nightly_kobo', { mode: 'number' }).notNull(),
    cautionKobo: bigint('caution_kobo', { mode: 'number' }).default(0).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    message: text('message'),
    /** pending → confirmed | declined | expired | cancelled; confirmed → cancelled. */
    status: text('status').default('pending').notNull(),
    /** The agent's deadline to confirm or decline a pending booking. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    ...dealCancellation(),
    /** The day-before reminder went out (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...createdAndUpdated(),
  },
  (t) => [
    index('bookings_property_idx').on(t.propertyId, t.checkIn),
    index('bookings_buyer_idx').on(t.buyerId, t.createdAt),
    index('bookings_agent_idx').on(t.agentId, t.createdAt),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_pending_idx').on(t.respondBy).where(sql`${t.status} = 'pending'`),
    check('bookings_status_check', sql`${t.status} in ('pending', 'confirmed', 'declined', 'expired', 'cancelled')`),
    check('bookings_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_guests_check', sql`${t.guests} between 1 and 50`),
  ],
);

/** Nights an agent's other calendars say are taken (iCal import): bookings cannot be made over them. */
export const blockedNights = pgTable(
  'blocked_nights',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    /** Exclusive, as iCal's DTEND of an all-day event. */
    endDate: date('end_date').notNull(),
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('blocked_nights_property_idx').on(t.propertyId, t.startDate)],
);

/** A short-let listing's calendar links: its secret feed token, and the calendar it imports blocked nights from. */
export const listingCalendars = pgTable('listing_calendars', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  /** The secret in the feed's URL (/api/v1/booking/calendar/{token}.ics). */
  feedToken: text('feed_token').notNull().unique(),
  importUrl: text('import_url'),
  importedAt: timestamp('imported_at', { withTimezone: true }),
  importError: text('import_error'),
});

/** Times an agent opens for viewing a listing for rent or sale. */
export const inspectionSlots = pgTable(
  'inspection_slots',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('inspection_slots_property_start_idx').on(t.propertyId, t.startsAt),
    check('inspection_slots_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A buyer's booking of a slot; while pending or confirmed nobody else can hold the slot. */
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => inspectionSlots.id, { onDelete: 'cascade' }),
    ...dealParties(),
    message: text('message'),
    /** pending → confirmed | declined | cancelled; confirmed → cancelled. */
    status: text('status').default('pending').notNull(),
    ...dealCancellation(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...createdAndUpdated(),
  },
  (t) => [
    // A slot is never double booked: one holder at a time, whatever the number of processes.
    uniqueIndex('inspections_slot_held_idx').on(t.slotId).where(sql`${t.status} in ('pending', 'confirmed')`),
    index('inspections_buyer_idx').on(t.buyerId, t.createdAt),
    index('inspections_agent_idx').on(t.agentId, t.createdAt),
    check('inspections_status_check', sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled')`),
  ],
);
