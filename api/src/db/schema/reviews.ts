// Buyers' reviews of agents: one per buyer and agent, each from an interaction the buyer had with the agent (issue
// 37: a chat the agent answered, an offer, a stay, an inspection), and answered by the agent at most once.

import type { ReviewSourceKind } from '@naija-homes/contracts/review-text';
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
    /** What the review came from, kept as it was when posted: 'chat' | 'offer' | 'booking' | 'inspection'. */
    sourceKind: text('source_kind').$type<ReviewSourceKind>(),
    sourceId: uuid('source_id'),
    /** The listing's city then (null for a chat, or a listing without one). */
    sourcePlace: text('source_place'),
    /** What the offer was for ('sale' | 'rent' | 'short-let'), so the review can say 'an offer to rent'. */
    sourcePurpose: text('source_purpose'),
    /** When it happened: the stay's check-in, the inspection's slot, the offer's sending, the agent's last reply. */
    sourceAt: timestamp('source_at', { withTimezone: true }),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    uniqueIndex('reviews_agent_reviewer_idx').on(t.agentUserId, t.reviewerId),
    index('reviews_agent_seq_idx').on(t.agentUserId, t.seq),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_source_kind_check', sql`${t.sourceKind} in ('chat', 'offer', 'booking', 'inspection')`),
    check('reviews_reply_check', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
  ],
);
