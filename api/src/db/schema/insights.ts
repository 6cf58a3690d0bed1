// What happens to listings, counted for the charts: one row per listing per day (the rollup the agent's analytics
// and the admin dashboard read, a few hundred rows instead of millions of events), the visitors already counted
// today (a view is counted once per visitor per day), and the number of listings per city and status (kept by a
// statement trigger, migration 0018, so the admin's stacked bar never counts a million listings).
import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

const counter = (name: string) => integer(name).default(0).notNull();

export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The day in Africa/Lagos time. */
    day: date('day').notNull(),
    /** The listing's agent, copied so an agent's figures are one index range. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    views: counter('views'),
    impressions: counter('impressions'),
    contactClicks: counter('contact_clicks'),
    favourites: counter('favourites'),
    leads: counter('leads'),
    offers: counter('offers'),
    bookings: counter('bookings'),
    chats: counter('chats'),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day] }),
    index('listing_daily_stats_owner_day_idx').on(t.ownerId, t.day),
    index('listing_daily_stats_day_idx').on(t.day),
  ],
);

/** Who has already been counted as a view of a listing on a day; pruned after two days. */
export const listingViewVisitors = pgTable(
  'listing_view_visitors',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** A hash of the signed-in user, or of the address and browser of a visitor: never the raw values. */
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.visitor] }), index('listing_view_visitors_day_idx').on(t.day)],
);

/** Listings per city and status, kept by the statement triggers of migration 0018 (never written by the app). */
export const listingCounts = pgTable(
  'listing_counts',
  {
    city: text('city').notNull(),
    listingStatus: text('listing_status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.city, t.listingStatus] })],
);

/**
 * The whole platform's activity per closed Lagos day: the rollup's rows of a day summed once that day can no longer
 * change (two days on, so a transaction begun before midnight has committed), by the minute job. The admin's
 * activity chart reads these few hundred rows plus the open days' rollup rows, at any range.
 */
export const platformDailyActivity = pgTable('platform_daily_activity', {
  day: date('day').primaryKey(),
  views: bigint('views', { mode: 'number' }).notNull(),
  impressions: bigint('impressions', { mode: 'number' }).notNull(),
  contactClicks: bigint('contact_clicks', { mode: 'number' }).notNull(),
  favourites: bigint('favourites', { mode: 'number' }).notNull(),
  leads: bigint('leads', { mode: 'number' }).notNull(),
  offers: bigint('offers', { mode: 'number' }).notNull(),
  bookings: bigint('bookings', { mode: 'number' }).notNull(),
  chats: bigint('chats', { mode: 'number' }).notNull(),
});
