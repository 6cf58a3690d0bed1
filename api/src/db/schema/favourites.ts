// A buyer's saved homes (one row per buyer and property, removed with either) and the homes they opened lately.
import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('favourites_user_created_idx').on(t.userId, t.createdAt),
    index('favourites_property_idx').on(t.propertyId),
  ],
);

/**
 * The listings a buyer opened, newest first (issue 37, "recently viewed"): one row per buyer and listing, its time
 * moved on each visit, at most RECENTLY_VIEWED_MAX kept per buyer. A visitor's list stays on their device.
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('recently_viewed_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
);
