// Operational tables: the dev mail outbox and the shared rate-limit counters.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept by the dev outbox transport (used when SMTP_URL is not set). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    /** Insertion order: timestamps tie within a millisecond (PGlite's clock), the sequence never does. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [index('outbox_mails_to_seq_idx').on(t.to, t.seq)],
);

/** Fixed-window counters in the database so limits hold across API instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).defaultNow().notNull(),
});
