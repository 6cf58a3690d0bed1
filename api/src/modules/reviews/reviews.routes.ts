// /api/v1/review: buyers review approved agents once each, after dealing with them; the agent answers each review
// once; anyone reads an agent's reviews.

import { pageQuerySchema } from '@naija-homes/contracts/paging';
import {
  agentReviewsPageSchema,
  myReviewSchema,
  reviewCreatedSchema,
  reviewCreateSchema,
  reviewMessages,
  reviewReplyCreateSchema,
} from '@naija-homes/contracts/review';
import * as z from 'zod';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { createReview, listAgentReviews, myReviewOf, replyToReview } from './reviews.service';

const tags = ['Reviews'];
const params = z.object({ agentId: uuidParam() });

const create = defineRoute({
  method: 'post',
  operationId: 'reviewsCreate',
  path: '/create',
  tags,
  access: ['BUYER'],
  summary: 'Review an approved agent (once per agent, after dealing with them)',
  description:
    'Only a buyer who has dealt with the agent may review them: a chat the agent answered, an offer, a confirmed ' +
    'short-let stay or a confirmed inspection. The review records the latest of these as its source ' +
    "('after a short-let stay in Lekki, Nov 2026').",
  request: { body: jsonBody(reviewCreateSchema) },
  responses: {
    201: jsonResponse(reviewCreatedSchema, 'Posted'),
    403: errorResponse('Not a buyer, reviewing yourself, or not yet dealt with the agent'),
    404: errorResponse('No such approved agent'),
    409: errorResponse('Already reviewed'),
  },
});

const list = defineRoute({
  method: 'get',
  operationId: 'reviewsList',
  path: '/agent/all/{agentId}',
  tags,
  access: 'public',
  summary: "An agent's reviews, newest first, with the rating stats",
  request: { params, query: pageQuerySchema },
  responses: { 200: jsonResponse(agentReviewsPageSchema, 'A page') },
});

const mine = defineRoute({
  method: 'get',
  operationId: 'reviewsMine',
  path: '/agent/{agentId}/mine',
  tags,
  access: ['BUYER'],
  summary: 'My review of this agent, or null, and whether I may write one',
  description:
    'The review box shows only when there is none and `canReview` is true; `basis` is what it would say it came from.',
  request: { params },
  responses: { 200: jsonResponse(myReviewSchema, 'Mine, or null') },
});

const reply = defineRoute({
  method: 'post',
  operationId: 'reviewsReply',
  path: '/{reviewId}/reply',
  tags,
  access: ['AGENT'],
  summary: 'Answer a review of me publicly (once)',
  request: { params: z.object({ reviewId: uuidParam() }), body: jsonBody(reviewReplyCreateSchema) },
  responses: {
    200: jsonResponse(reviewCreatedSchema, 'Answered'),
    404: errorResponse('No such review of mine'),
    409: errorResponse('Already answered'),
  },
});

export const reviewRoutes = router()
  .openapi(create, async (c) => {
    const review = await createReview(c.var.services.db, c.var.services.mailer, c.var.user, c.req.valid('json'));
    return c.json({ data: review, message: reviewMessages.saved }, 201);
  })
  .openapi(list, async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await listAgentReviews(c.var.services.db, c.req.valid('param').agentId, page, limit), 200);
  })
  .openapi(mine, async (c) =>
    c.json(await myReviewOf(c.var.services.db, c.var.user, c.req.valid('param').agentId), 200),
  )
  .openapi(reply, async (c) => {
    const review = await replyToReview(
      c.var.services.db,
      c.var.user,
      c.req.valid('param').reviewId,
      c.req.valid('json'),
    );
    return c.json({ data: review, message: reviewMessages.replied }, 200);
  });
