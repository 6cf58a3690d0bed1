// Buyers' reviews of agents: one per buyer and agent.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    agentUserId: uuid('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    uniqueIndex('reviews_agent_reviewer_idx').on(t.agentUserId, t.reviewerId),
    index('reviews_agent_seq_idx').on(t.agentUserId, t.seq),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
