// What anyone may see of approved agents: the /agents list and the public profile, with real rating stats.
import type {
  AgentCard,
  AgentListingsPage,
  AgentPublicProfile,
  AgentsPage,
} from '@naija-homes/contracts/agent-profile';
import { messages } from '@naija-homes/contracts/messages';
import { pageQuerySchema } from '@naija-homes/contracts/paging';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database, Db } from '../../db/client';
import { agents, reviews, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { totalPages } from '../../lib/pagination';
import { agentReplyTime } from '../chat/reply-time';
import { agentListingFigures, agentListingsPage } from '../search/agent-listings';
import { liveListingCountSql } from '../search/listing-counts';

/** GET /api/v1/agent/all: a page of approved agents, searchable by name, agency or address. */
export const agentListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100, 'search must contain upto 100 characters').optional(),
});
export type AgentListQuery = z.infer<typeof agentListQuerySchema>;

const ratingStats = sql<{ averageRating: number; reviewCount: number }>`(
  select json_build_object('averageRating', coalesce(round(avg(${reviews.rating})::numeric, 1), 0), 'reviewCount', count(*))
  from ${reviews} where ${reviews.agentUserId} = ${users.id}
)`;

function publicAgentFilter(): SQL {
  return and(eq(agents.status, 'approved'), eq(users.isBlocked, false)) as SQL;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

type Row = { user: typeof users.$inferSelect; agent: typeof agents.$inferSelect; stats: unknown; listings: number };

function stats(value: unknown): { averageRating: number; reviewCount: number } {
  // json_build_object arrives parsed on postgres-js and as text on some drivers.
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
    averageRating: number | string;
    reviewCount: number | string;
  };
  return { averageRating: Number(parsed.averageRating), reviewCount: Number(parsed.reviewCount) };
}

function toCard(row: Row): AgentCard {
  const { averageRating, reviewCount } = stats(row.stats);
  return {
    _id: row.user.id,
    slug: row.user.slug,
    fullName: `${row.user.firstName} ${row.user.lastName}`,
    photo: row.user.image,
    agencyName: row.agent.agencyName,
    isVerified: row.agent.isSmileIdVerified && row.agent.status === 'approved',
    averageRating,
    reviewCount,
    propertiesCount: Number(row.listings),
  };
}

export async function listPublicAgents(db: Db, query: AgentListQuery): Promise<AgentsPage> {
  const filters: SQL[] = [publicAgentFilter()];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(agents.agencyName, pattern),
      ilike(agents.address, pattern),
    );
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, agent: agents, stats: ratingStats, listings: liveListingCountSql(users.id) })
      .from(agents)
      .innerJoin(users, eq(users.id, agents.userId))
      .where(where)
      .orderBy(desc(agents.reviewedAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(agents).innerJoin(users, eq(users.id, agents.userId)).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return { data: rows.map(toCard), totalPages: totalPages(totalCount, query.limit), total: totalCount };
}

async function publicAgentRow(db: Db, slug: string): Promise<Row> {
  const [row] = await db
    .select({ user: users, agent: agents, stats: ratingStats, listings: liveListingCountSql(users.id) })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(and(publicAgentFilter(), eq(users.slug, slug)));
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

export async function publicAgentBySlug(database: Database, slug: string): Promise<AgentPublicProfile> {
  const row = await publicAgentRow(database.db, slug);
  const [figures, replyTime] = await Promise.all([
    agentListingFigures(database, row.user.id),
    agentReplyTime(database, row.user.id),
  ]);
  return {
    ...toCard(row),
    coverPhoto: row.user.coverPhoto,
    bio: row.user.bio,
    email: row.user.email,
    phoneNumber: row.user.phoneNumber,
    address: row.agent.address,
    latitude: row.agent.latitude,
    longitude: row.agent.longitude,
    officeName: row.agent.officeName,
    agencySize: row.agent.agencySize,
    website: row.agent.website,
    linkedIn: row.agent.linkedIn,
    facebook: row.agent.facebook,
    memberSince: row.user.createdAt.toISOString(),
    ...figures,
    replyTime,
  };
}

/** GET /api/v1/agent/slug/{slug}/properties: the listings behind the profile's figures, a page at a time. */
export async function publicAgentListings(
  database: Database,
  slug: string,
  query: { page: number; limit: number },
): Promise<AgentListingsPage> {
  const row = await publicAgentRow(database.db, slug);
  return agentListingsPage(database, row.user.id, query.page, query.limit);
}

/** True when the user is an approved, unblocked agent: only those can be reviewed. */
export async function isPublicAgent(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(and(publicAgentFilter(), eq(users.id, userId)));
  return Boolean(row);
}
