// Doing business on a listing: buyers' offers and the agents' answers, and leads (people who asked about a listing
// or an agent, signed in or not).
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    /** The number buyers and agents quote (spec §3 requestNo), shown as OFR-1001. */
    requestNo: bigint('request_no', { mode: 'number' })
      .generatedAlwaysAsIdentity({ startWith: 1001 })
      .notNull()
      .unique(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerPriceKobo: bigint('offer_price_kobo', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    /** The agent's counter-offer, when they made one. */
    counterPriceKobo: bigint('counter_price_kobo', { mode: 'number' }),
    counterMessage: text('counter_message'),
    /** pending → accepted | declined | countered | withdrawn; countered → accepted | declined | withdrawn. */
    status: text('status').default('pending').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // One open offer per buyer and listing: the database refuses a second while the first is pending or countered.
    uniqueIndex('offers_open_per_buyer_idx')
      .on(t.buyerId, t.propertyId)
      .where(sql`${t.status} in ('pending', 'countered')`),
    index('offers_agent_idx').on(t.agentId, t.createdAt),
    index('offers_buyer_idx').on(t.buyerId, t.createdAt),
    check('offers_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'countered', 'withdrawn')`),
    check('offers_price_check', sql`${t.offerPriceKobo} > 0`),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The listing asked about; null when the question came from the agent's profile. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The buyer who asked, when they were signed in (so the agent can open a chat with them). */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message').notNull(),
    /** new → contacted → closed (the agent moves it; any order). */
    status: text('status').default('new').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    index('leads_agent_seq_idx').on(t.agentId, t.seq),
    // The same words from the same address to the same agent about the same listing are one lead: a resent or
    // double-submitted form is refused, however many copies arrive at once.
    uniqueIndex('leads_same_message_idx').on(
      t.agentId,
      t.email,
      sql`coalesce(${t.propertyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`md5(${t.message})`,
    ),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted', 'closed')`),
  ],
);
