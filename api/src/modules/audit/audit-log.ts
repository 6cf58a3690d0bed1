// Reading the admin audit log: newest first, filtered by action, actor, target and time, a page at a time. The rows
// themselves are never changed (audit.service.ts writes them; migration 0018 refuses UPDATE and DELETE).
import {
  type AuditEntry,
  type AuditLogPage,
  type auditLogQuerySchema,
  auditPersonIds,
  auditRangeEnd,
  auditRangeStart,
} from '@naija-homes/contracts/audit';
import { and, count, desc, eq, gte, ilike, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type * as z from 'zod';
import type { Db } from '../../db/client';
import { auditLog, properties, users } from '../../db/schema';
import { totalPages } from '../../lib/pagination';

export type AuditLogFilters = z.output<typeof auditLogQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function filtersOf(query: AuditLogFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (query.action) {
    filters.push(
      query.action.includes('.')
        ? eq(auditLog.action, query.action)
        : like(auditLog.action, `${escapeLike(query.action)}.%`),
    );
  }
  if (query.actor) {
    if (UUID.test(query.actor)) filters.push(eq(auditLog.actorId, query.actor));
    else {
      const pattern = `%${escapeLike(query.actor)}%`;
      const match = or(ilike(auditLog.actorName, pattern), ilike(auditLog.actorEmail, pattern));
      if (match) filters.push(match);
    }
  }
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.from) filters.push(gte(auditLog.createdAt, auditRangeStart(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, auditRangeEnd(query.to)));
  return filters.length > 0 ? and(...filters) : undefined;
}

type AuditRow = typeof auditLog.$inferSelect;

/** Where each listing and account of the page can be opened now: listing slugs and account emails by id. */
async function targetLinks(db: Db, rows: AuditRow[]) {
  const idsOf = (types: string[]) => [
    ...new Set(
      rows.flatMap((row) =>
        types.includes(row.targetType) && row.targetId && UUID.test(row.targetId) ? [row.targetId] : [],
      ),
    ),
  ];
  const listingIds = idsOf(['listing']);
  const userIds = idsOf(['user', 'agent']);
  const [listings, accounts] = await Promise.all([
    listingIds.length === 0
      ? []
      : db
          .select({ id: properties.id, slug: properties.slug })
          .from(properties)
          .where(inArray(properties.id, listingIds)),
    userIds.length === 0
      ? []
      : db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds)),
  ]);
  return {
    slugs: new Map(listings.map((row) => [row.id, row.slug])),
    emails: new Map(accounts.map((row) => [row.id, row.email])),
  };
}

/** The names of the people the page's values name by id (verifiedBy …): a removed account is left out. */
async function peopleNamed(db: Db, rows: AuditRow[]): Promise<Record<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => [...auditPersonIds(row.before), ...auditPersonIds(row.after)]))];
  if (ids.length === 0) return {};
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return Object.fromEntries(found.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

export async function listAuditLog(db: Db, query: AuditLogFilters): Promise<AuditLogPage> {
  const where = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.seq))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const [{ slugs, emails }, people] = await Promise.all([targetLinks(db, rows), peopleNamed(db, rows)]);
  const data = rows.map(
    (row): AuditEntry => ({
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      actor: { _id: row.actorId, name: row.actorName, email: row.actorEmail },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      targetSlug: (row.targetType === 'listing' && row.targetId && slugs.get(row.targetId)) || null,
      targetEmail:
        ((row.targetType === 'user' || row.targetType === 'agent') && row.targetId && emails.get(row.targetId)) || null,
      before: row.before ?? null,
      after: row.after ?? null,
      reason: row.reason,
    }),
  );
  const totalCount = Number(total?.value ?? 0);
  return { data, totalPages: totalPages(totalCount, query.limit), total: totalCount, people };
}
