// Agent details (spec §3), one row per AGENT user, created with the user. More fields arrive with onboarding.
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const agents = pgTable('agents', {
  id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** incomplete | submitted | approved | rejected */
  status: text('status').default('incomplete').notNull(),
  progress: integer('progress').default(0).notNull(),
  isSmileIdVerified: boolean('is_smile_id_verified').default(false).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
});
