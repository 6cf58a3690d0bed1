// Buyers review agents once each, and only after dealing with them (issue 37): the review keeps what it came from
// (the buyer's latest chat the agent answered, offer, confirmed stay or confirmed inspection with that agent) and
// the agent may answer it publicly once. Lists are newest first with the agent's rating stats.
import { messages } from '@naija-homes/contracts/messages';
import {
  type AgentReviewsPage,
  type MyReview,
  type RatingStats,
  type Review,
  type ReviewCreate,
  type ReviewReplyCreate,
  reviewMessages,
  reviewSourceText,
} from '@naija-homes/contracts/review';
import type { ReviewSource } from '@naija-homes/contracts/review-text';
import { and, avg, count, desc, eq, isNull, max, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import {
  bookings,
  chatMessages,
  chatRooms,
  inspectionSlots,
  inspections,
  offers,
  properties,
  reviews,
  users,
} from '../../db/schema';
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
    source:
      row.sourceKind && row.sourceAt
        ? (() => {
            const source: ReviewSource = {
              kind: row.sourceKind,
              place: row.sourcePlace,
              purpose: row.sourcePurpose,
              at: row.sourceAt.toISOString(),
            };
            return { ...source, label: reviewSourceText(source) };
          })()
        : null,
    reply: row.replyText && row.repliedAt ? { text: row.replyText, at: row.repliedAt.toISOString() } : null,
  };
}

type Interaction = ReviewSource & { id: string };

/**
 * The buyer's latest dealing with the agent that earns a review: a confirmed stay, a confirmed inspection, an offer
 * (whatever became of it), or a chat in which the agent wrote. Null when there is none.
 */
export async function latestInteraction(db: Db | Tx, buyerId: string, agentId: string): Promise<Interaction | null> {
  const [stay] = await db
    .select({ id: bookings.id, place: properties.city, purpose: properties.propertyFor, day: bookings.checkIn })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(bookings.buyerId, buyerId), eq(bookings.agentId, agentId), eq(bookings.status, 'confirmed')))
    .orderBy(desc(bookings.checkIn))
    .limit(1);
  const [inspection] = await db
    .select({
      id: inspections.id,
      place: properties.city,
      purpose: properties.propertyFor,
      at: inspectionSlots.startsAt,
    })
    .from(inspections)
    .innerJoin(inspectionSlots, eq(inspectionSlots.id, inspections.slotId))
    .innerJoin(properties, eq(properties.id, inspections.propertyId))
    .where(and(eq(inspections.buyerId, buyerId), eq(inspections.agentId, agentId), eq(inspections.status, 'confirmed')))
    .orderBy(desc(inspectionSlots.startsAt))
    .limit(1);
  const [offer] = await db
    .select({ id: offers.id, place: properties.city, purpose: properties.propertyFor, at: offers.createdAt })
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .where(and(eq(offers.buyerId, buyerId), eq(offers.agentId, agentId)))
    .orderBy(desc(offers.createdAt))
    .limit(1);
  const [chat] = await db
    .select({ id: chatRooms.id, at: max(chatMessages.createdAt) })
    .from(chatRooms)
    .innerJoin(chatMessages, and(eq(chatMessages.roomId, chatRooms.id), eq(chatMessages.senderId, agentId)))
    .where(
      or(
        and(eq(chatRooms.user1Id, buyerId), eq(chatRooms.user2Id, agentId)),
        and(eq(chatRooms.user1Id, agentId), eq(chatRooms.user2Id, buyerId)),
      ),
    )
    .groupBy(chatRooms.id)
    .limit(1);
  const found: Interaction[] = [];
  // A stay is dated by its first night, in Lagos: noon there keeps the day whatever the month's edge.
  if (stay)
    found.push({
      kind: 'booking',
      id: stay.id,
      place: stay.place,
      purpose: stay.purpose,
      at: `${stay.day}T11:00:00.000Z`,
    });
  if (inspection) found.push({ kind: 'inspection', ...inspection, at: inspection.at.toISOString() });
  if (offer) found.push({ kind: 'offer', ...offer, at: offer.at.toISOString() });
  if (chat?.at)
    found.push({ kind: 'chat', id: chat.id, place: null, purpose: null, at: new Date(chat.at).toISOString() });
  return found.sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
}

/** Posts a buyer's review of an agent; the agent is told (bell, live, and by email) who rated them how. */
export async function createReview(db: Db, mailer: Mailer, reviewer: UserRow, body: ReviewCreate): Promise<Review> {
  const agentId = body.agentId.trim();
  requireUuid(agentId);
  if (agentId === reviewer.id) throw new HttpError(403, messages.forbidden);
  if (!(await isPublicAgent(db, agentId))) throw new HttpError(404, messages.notFound);
  const reviewerName = `${reviewer.firstName} ${reviewer.lastName}`.trim();
  const row = await db.transaction(async (tx) => {
    const source = await latestInteraction(tx, reviewer.id, agentId);
    if (!source) throw new HttpError(403, reviewMessages.notYet);
    const [inserted] = await tx
      .insert(reviews)
      .values({
        agentUserId: agentId,
        reviewerId: reviewer.id,
        text: body.text.trim(),
        rating: body.rating,
        sourceKind: source.kind,
        sourceId: source.id,
        sourcePlace: source.place,
        sourcePurpose: source.purpose,
        sourceAt: new Date(source.at),
      })
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
    if (agentRow) {
      await mailer.send(
        tx,
        adminAlertMail(agentRow.email, reviewMessages.newReviewTitle, [
          `Hello ${agentRow.firstName},`,
          reviewMessages.newReviewNotice(reviewerName, body.rating),
          `“${inserted.text}”`,
        ]),
      );
    }
    return inserted;
  });
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

export async function myReviewOf(db: Db, reviewer: UserRow, agentId: string): Promise<MyReview> {
  requireUuid(agentId);
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.agentUserId, agentId), eq(reviews.reviewerId, reviewer.id)));
  if (row) return { data: toJson(row, reviewer), canReview: false, basis: null };
  const source = await latestInteraction(db, reviewer.id, agentId);
  return { data: null, canReview: source !== null, basis: source ? reviewSourceText(source) : null };
}

/** The reviewed agent answers a review publicly, once (a second answer, or twenty at once, is a 409); the reviewer
 * is told on the bell. */
export async function replyToReview(
  db: Db,
  agent: UserRow,
  reviewId: string,
  body: ReviewReplyCreate,
): Promise<Review> {
  requireUuid(reviewId);
  const agentName = `${agent.firstName} ${agent.lastName}`.trim();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ replyText: body.text.trim(), repliedAt: sql`now()` })
      .where(and(eq(reviews.id, reviewId), eq(reviews.agentUserId, agent.id), isNull(reviews.replyText)))
      .returning();
    if (!updated) {
      const [existing] = await tx
        .select({ agentUserId: reviews.agentUserId })
        .from(reviews)
        .where(eq(reviews.id, reviewId));
      if (!existing || existing.agentUserId !== agent.id) throw new HttpError(404, messages.notFound);
      throw new HttpError(409, reviewMessages.alreadyReplied);
    }
    const [owner] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image })
      .from(users)
      .where(eq(users.id, updated.reviewerId));
    await notify(tx, updated.reviewerId, {
      title: reviewMessages.replyTitle,
      message: reviewMessages.replyNotice(agentName),
    });
    return toJson(updated, owner ?? { id: updated.reviewerId, firstName: '', lastName: '', image: null });
  });
}
