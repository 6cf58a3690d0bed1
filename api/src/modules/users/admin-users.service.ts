// The admin's user list: filter by role and search by name or email, newest first.
import { agentStatuses, roles } from '@naija-homes/contracts/enums';
import { pageQuerySchema } from '@naija-homes/contracts/paging';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../../db/client';
import { agents, notifications, users } from '../../db/schema';
import { totalPages } from '../../lib/pagination';
import { toUserJson } from './users.service';

export const adminUsersQuerySchema = pageQuerySchema.extend({
  role: z.enum(roles, { error: 'role must be AGENT, BUYER or ADMIN' }).optional(),
  /** The agent profile status; filters to agents (the admin's review queue is `status=submitted`). */
  status: z.enum(agentStatuses, { error: 'status must be incomplete, submitted, approved or rejected' }).optional(),
  search: z.string().trim().max(100, 'search must contain upto 100 characters').optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function listUsers(db: Db, query: AdminUsersQuery) {
  const filters: SQL[] = [];
  if (query.role) filters.push(eq(users.role, query.role));
  if (query.status) filters.push(eq(agents.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern));
    if (match) filters.push(match);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, agent: agents })
      .from(users)
      .leftJoin(agents, eq(agents.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(users).leftJoin(agents, eq(agents.userId, users.id)).where(where),
  ]);
  const ids = rows.map((row) => row.user.id);
  const unread =
    ids.length === 0
      ? []
      : await db
          .select({ userId: notifications.userId, value: count() })
          .from(notifications)
          .where(and(inArray(notifications.userId, ids), eq(notifications.isRead, false)))
          .groupBy(notifications.userId);
  const unreadByUser = new Map(unread.map((row) => [row.userId, Number(row.value)]));
  const totalCount = Number(total?.value ?? 0);
  return {
    data: rows.map((row) => toUserJson(row.user, row.agent, unreadByUser.get(row.user.id) ?? 0)),
    totalPages: totalPages(totalCount, query.limit),
    total: totalCount,
  };
}
