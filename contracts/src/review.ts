import { strictBody } from './fields';
import { limits } from './limits';
import { z } from './zod';

/** POST /api/v1/review/create (spec §5: text 2–300, rating at least 1). */
export const reviewCreateSchema = strictBody({
  text: z
    .string({ error: 'Review is required' })
    .trim()
    .min(2, 'Review must contain at least 2 characters')
    .max(limits.reviewMax, `Review must contain upto ${limits.reviewMax} characters`),
  rating: z
    .number({ error: 'Rating must be at least 1' })
    .int('Rating must be a whole number')
    .min(1, 'Rating must be at least 1')
    .max(5, 'Rating must be at most 5'),
  agentId: z.string({ error: 'Agent is required' }).trim().min(1, 'Agent is required'),
});
export type ReviewCreate = z.input<typeof reviewCreateSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  text: z.string(),
  rating: z.number().int(),
  agentId: z.string(),
  owner: z.object({ _id: z.string(), fullName: z.string(), photo: z.string().nullable() }),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingStatsSchema = z.object({ averageRating: z.number(), reviewCount: z.number().int() });
export type RatingStats = z.infer<typeof ratingStatsSchema>;

/** POST /api/v1/review/create: the posted review and a thank-you. */
export const reviewCreatedSchema = z.object({ data: reviewSchema, message: z.string() });
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

/** GET /api/v1/review/agent/all/{agentId}: a page of an agent's reviews, newest first, with the rating stats. */
export const agentReviewsPageSchema = ratingStatsSchema.extend({ data: z.array(reviewSchema), totalPages: z.number() });
export type AgentReviewsPage = z.infer<typeof agentReviewsPageSchema>;

/** GET /api/v1/review/agent/{agentId}/mine: my review of the agent, or null (the review box shows only then). */
export const myReviewSchema = z.object({ data: reviewSchema.nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;

export const reviewMessages = {
  saved: 'Thank you! Your review has been posted.',
  alreadyReviewed: 'You have already reviewed this agent',
  newReviewTitle: 'New review on your profile',
  newReviewNotice: (name: string, rating: number) =>
    `${name} rated you ${rating} out of 5. Read the review on your public profile.`,
} as const;
