// Operational tables: the dev mail outbox and the shared rate-limit counters.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept by the dev outbox transport (used when SMTP_URL is not set). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe on alert mail), as SMTP would send them. */
    headers: jsonb('headers').$type<Record<string, string>>(),
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

/**
 * Idempotency-Key records (lib/idempotency.ts, ADR 035): a write sent again with the same key by the same caller gets
 * the first answer again, whichever API process receives it. `status` is null while the first request runs.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: the signed-in user, else the client's address; a key means nothing across callers. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method and path, and a digest of the body: the same key with another request is refused (422). */
    request: text('request').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
