// The admin audit log's one writer. Every admin action calls `recordAudit` inside the transaction of the change it
// records, so the entry exists exactly when the change does. Rows are never updated or deleted (migration 0018).
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export type AuditTargetType =
  | 'user'
  | 'agent'
  | 'listing'
  | 'report'
  | 'settings'
  | 'plan'
  | 'article'
  | 'contact-message'
  | 'newsletter-subscriber';

export interface AuditEntry {
  /** What was done, as `<target>.<verb>`: agent.approve, user.block, listing.deactivate, settings.update… */
  action: string;
  targetType: AuditTargetType;
  targetId?: string | null;
  /** A readable name of the target as it was then (a listing's title, a person's name). */
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

export async function recordAudit(db: Db | Tx, actorId: string, entry: AuditEntry): Promise<void> {
  const [actor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, actorId));
  await db.insert(auditLog).values({
    actorId,
    actorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : 'Unknown',
    actorEmail: actor?.email ?? '',
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
