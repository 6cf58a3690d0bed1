// Buyers review agents once each; lists are newest first with the agent's rating stats.
import { messages } from '@naija-homes/contracts/messages';
import {
  type AgentReviewsPage,
  type RatingStats,
  type Review,
  type ReviewCreate,
  reviewMessages,
} from '@naija-homes/contracts/review';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/guard';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';
import { totalPages } from '../../lib/pagination';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import { isPublicAgent } from '../agents/agents-public.service';
import { notify } from '../notifications/notifications.service';

type ReviewRow = typeof reviews.$inferSelect;

function toJson(
  row: ReviewRow,
  owner: { id: string; firstName: string; lastName: string; image: string | null },
): Review {
  return {
    _id: row.id,
    text: row.text,
    rating: row.rating,
    agentId: row.agentUserId,
    owner: { _id: owner.id, fullName: `${owner.firstName} ${owner.lastName}`, photo: owner.image },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Posts a buyer's review of an agent; the agent is told (bell, live, and by email) who rated them how. */
export async function createReview(db: Db, mailer: Mailer, reviewer: UserRow, body: ReviewCreate): Promise<Review> {
  const agentId = body.agentId.trim();
  requireUuid(agentId);
  if (agentId === reviewer.id) throw new HttpError(403, messages.forbidden);
  if (!(await isPublicAgent(db, agentId))) throw new HttpError(404, messages.notFound);
  const reviewerName = `${reviewer.firstName} ${reviewer.lastName}`.trim();
  const { row, agent } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reviews)
      .values({ agentUserId: agentId, reviewerId: reviewer.id, text: body.text.trim(), rating: body.rating })
      .onConflictDoNothing({ target: [reviews.agentUserId, reviews.reviewerId] })
      .returning();
    if (!inserted) throw new HttpError(409, reviewMessages.alreadyReviewed);
    await notify(tx, agentId, {
      title: reviewMessages.newReviewTitle,
      message: reviewMessages.newReviewNotice(reviewerName, body.rating),
    });
    const [agentRow] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, agentId));
    return { row: inserted, agent: agentRow };
  });
  if (agent) {
    await mailer.send(
      adminAlertMail(agent.email, reviewMessages.newReviewTitle, [
        `Hello ${agent.firstName},`,
        reviewMessages.newReviewNotice(reviewerName, body.rating),
        `“${row.text}”`,
      ]),
    );
  }
  return toJson(row, reviewer);
}

export async function ratingStats(db: Db, agentId: string): Promise<RatingStats> {
  const [row] = await db
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(eq(reviews.agentUserId, agentId));
  const average = row?.average === null || row?.average === undefined ? 0 : Math.round(Number(row.average) * 10) / 10;
  return { averageRating: average, reviewCount: Number(row?.total ?? 0) };
}

export async function listAgentReviews(
  db: Db,
  agentId: string,
  page: number,
  limit: number,
): Promise<AgentReviewsPage> {
  requireUuid(agentId);
  const rows = await db
    .select({
      review: reviews,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image },
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .where(eq(reviews.agentUserId, agentId))
    .orderBy(desc(reviews.seq))
    .limit(limit)
    .offset((page - 1) * limit);
  const stats = await ratingStats(db, agentId);
  return {
    data: rows.map((row) => toJson(row.review, row.owner)),
    totalPages: totalPages(stats.reviewCount, limit),
    ...stats,
  };
}

export async function myReviewOf(db: Db, reviewer: UserRow, agentId: string): Promise<Review | null> {
  requireUuid(agentId);
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.agentUserId, agentId), eq(reviews.reviewerId, reviewer.id)));
  return row ? toJson(row, reviewer) : null;
}
