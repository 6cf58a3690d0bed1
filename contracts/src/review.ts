import { strictBody } from './fields';
import { limits } from './limits';
import {
  REVIEW_MIN,
  REVIEW_NOT_YET,
  REVIEW_REPLY_MAX,
  REVIEW_REPLY_MIN,
  REVIEW_SOURCE_KINDS,
  reviewReplyWords,
} from './review-text';
import { z } from './zod';

export { REVIEW_MIN, REVIEW_NOT_YET, reviewSourceText, starsText } from './review-text';

/** POST /api/v1/review/create (spec §5: text at most 300, at least 5 as the input asks; rating at least 1). */
export const reviewCreateSchema = strictBody({
  text: z
    .string({ error: 'Review is required' })
    .trim()
    .min(REVIEW_MIN, `Review must contain at least ${REVIEW_MIN} characters`)
    .max(limits.reviewMax, `Review must contain upto ${limits.reviewMax} characters`),
  rating: z
    .number({ error: 'Rating must be at least 1' })
    .int('Rating must be a whole number')
    .min(1, 'Rating must be at least 1')
    .max(5, 'Rating must be at most 5'),
  agentId: z.string({ error: 'Agent is required' }).trim().min(1, 'Agent is required'),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

/** What the review came from (issue 37); null for reviews posted before that was recorded. */
export const reviewSourceSchema = z.object({
  kind: z.enum(REVIEW_SOURCE_KINDS),
  place: z.string().nullable(),
  purpose: z.string().nullable(),
  at: z.string(),
  /** The line shown under the review: 'after a short-let stay in Lekki, Nov 2026'. */
  label: z.string(),
});

/** The agent's public answer, at most one. */
export const reviewReplySchema = z.object({ text: z.string(), at: z.string() });

export const reviewSchema = z
  .object({
    _id: z.string(),
    text: z.string(),
    rating: z.number().int(),
    agentId: z.string(),
    owner: z.object({ _id: z.string(), fullName: z.string(), photo: z.string().nullable() }),
    createdAt: z.string(),
    source: reviewSourceSchema.nullable(),
    reply: reviewReplySchema.nullable(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const ratingStatsSchema = z.object({ averageRating: z.number(), reviewCount: z.number().int() });
export type RatingStats = z.infer<typeof ratingStatsSchema>;

/** POST /api/v1/review/create: the posted review and a thank-you. */
export const reviewCreatedSchema = z.object({ data: reviewSchema, message: z.string() });

/** GET /api/v1/review/agent/all/{agentId}: a page of an agent's reviews, newest first, with the rating stats. */
export const agentReviewsPageSchema = ratingStatsSchema.extend({ data: z.array(reviewSchema), totalPages: z.number() });
export type AgentReviewsPage = z.infer<typeof agentReviewsPageSchema>;

/**
 * GET /api/v1/review/agent/{agentId}/mine: my review of the agent, or null; whether I may write one (only after
 * dealing with the agent) and what it would say it came from. The review box shows only when null and allowed.
 */
export const myReviewSchema = z.object({
  data: reviewSchema.nullable(),
  canReview: z.boolean(),
  basis: z.string().nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** POST /api/v1/review/{reviewId}/reply: the reviewed agent answers publicly, once. */
export const reviewReplyCreateSchema = strictBody({
  text: z
    .string({ error: 'Reply is required' })
    .trim()
    .min(REVIEW_REPLY_MIN, reviewReplyWords.tooShort)
    .max(REVIEW_REPLY_MAX, reviewReplyWords.tooLong),
});
export type ReviewReplyCreate = z.input<typeof reviewReplyCreateSchema>;

export const reviewMessages = {
  saved: 'Thank you! Your review has been posted.',
  alreadyReviewed: 'You have already reviewed this agent',
  notYet: REVIEW_NOT_YET,
  replied: 'Your reply has been posted.',
  alreadyReplied: 'You have already answered this review',
  replyTitle: 'Your review was answered',
  replyNotice: (agentName: string) => `${agentName} answered your review. Read it on their public profile.`,
  newReviewTitle: 'New review on your profile',
  newReviewNotice: (name: string, rating: number) =>
    `${name} rated you ${rating} out of 5. Read the review on your public profile.`,
} as const;
