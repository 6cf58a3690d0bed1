// A buyer's saved homes: one row per buyer and property, removed with either.
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
