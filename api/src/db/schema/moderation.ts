// Trust and safety: buyers' reports of listings and agents, and the append-only log of every admin action.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    /** The listing reported; null when the agent was reported from their profile. */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** The agent concerned: the listing's owner, or the agent reported. */
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** scam | unavailable | wrong-details | duplicate | other (contracts' reportReasons). */
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    /** open → dismissed | actioned */
    status: text('status').default('open').notNull(),
    /** What the admin decided, told to the reporter. */
    resolutionNote: text('resolution_note'),
    /** Whether resolving it deactivated the listing and struck the agent. */
    deactivatedListing: boolean('deactivated_listing').default(false).notNull(),
    struckAgent: boolean('struck_agent').default(false).notNull(),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    // One open report per reporter and listing (or agent): a second is a 409 until the first is resolved.
    uniqueIndex('reports_open_per_reporter_idx')
      .on(t.reporterId, t.agentId, sql`coalesce(${t.propertyId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_seq_idx').on(t.status, t.seq),
    index('reports_property_idx').on(t.propertyId),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);

/**
 * Every admin action with who did it, to what, and the values before and after. Append-only: migration 0018's
 * trigger refuses UPDATE and DELETE, and the actor is copied (not a foreign key) so removing an account keeps its
 * history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    actorId: uuid('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** e.g. agent.approve, agent.reject, user.block, user.unblock, listing.deactivate, listing.verify, settings.update */
    action: text('action').notNull(),
    /** user | agent | listing | report | settings | plan | article | contact-message | newsletter-subscriber */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A short human label of the target (a listing's title, a user's name) as it was then. */
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    index('audit_log_seq_idx').on(t.seq),
    index('audit_log_action_seq_idx').on(t.action, t.seq),
    index('audit_log_actor_seq_idx').on(t.actorId, t.seq),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
