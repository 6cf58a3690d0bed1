import { ratingStatsSchema, reviewCreateSchema, reviewSchema } from '@naija-homes/contracts/review';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { pageQuerySchema } from '../../lib/pagination';
import { validate } from '../../lib/validate';
import { createReview, listAgentReviews, myReviewOf, reviewSaved } from './reviews.service';

export function reviewRoutes(auth: Auth, db: Db) {
  const buyer = requireUser(auth, db, ['BUYER']);
  return new Hono()
    .post('/create', buyer, validate('json', reviewCreateSchema), async (c) => {
      const review = await createReview(db, c.get('user'), c.req.valid('json'));
      return c.json({ data: review, message: reviewSaved }, 201);
    })
    .get('/agent/all/:agentId', validate('query', pageQuerySchema), async (c) => {
      const { page, limit } = c.req.valid('query');
      return c.json(await listAgentReviews(db, c.req.param('agentId'), page, limit));
    })
    .get('/agent/:agentId/mine', buyer, async (c) =>
      c.json({ data: await myReviewOf(db, c.get('user'), c.req.param('agentId')) }),
    );
}

const tag = 'Reviews';

export const reviewDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/v1/review/create',
    tag,
    access: ['BUYER'],
    summary: 'Review an approved agent (once per agent)',
    body: reviewCreateSchema,
    responses: {
      201: { description: 'Posted', schema: z.object({ data: reviewSchema, message: z.string() }) },
      400: errorResponses[400],
      401: errorResponses[401],
      403: { description: 'Not a buyer, or reviewing yourself', schema: messageResponseSchema },
      404: { description: 'No such approved agent', schema: messageResponseSchema },
      409: { description: 'Already reviewed', schema: messageResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/review/agent/all/:agentId',
    tag,
    access: 'public',
    summary: "An agent's reviews, newest first, with the rating stats",
    query: pageQuerySchema,
    responses: {
      200: {
        description: 'A page',
        schema: ratingStatsSchema.extend({ data: z.array(reviewSchema), totalPages: z.number() }),
      },
      404: { description: 'Malformed id', schema: messageResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/review/agent/:agentId/mine',
    tag,
    access: ['BUYER'],
    summary: 'My review of this agent, or null (the review box shows only when null)',
    responses: {
      200: { description: 'Mine', schema: z.object({ data: reviewSchema.nullable() }) },
      401: errorResponses[401],
    },
  },
];
