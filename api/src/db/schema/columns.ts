// Columns many tables share, written once. Functions, so each table gets column builders of its own.
import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed (`updatedAt` moves on every update drizzle makes). */
export const createdAndUpdated = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
});
