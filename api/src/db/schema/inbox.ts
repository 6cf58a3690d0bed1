// What reaches the team from outside: contact-form messages, newsletter subscriptions and agents' help requests.
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When an admin marked the message handled, and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [index('contact_messages_seq_idx').on(t.seq)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    index('newsletter_subscribers_seq_idx').on(t.seq),
  ],
);

export const helpRequests = pgTable('help_requests', {
  id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});
