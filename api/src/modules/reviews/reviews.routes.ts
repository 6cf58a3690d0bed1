// /api/v1/review: buyers review approved agents once each; anyone reads an agent's reviews.
import {
  agentReviewsPageSchema,
  myReviewSchema,
  reviewCreatedSchema,
  reviewCreateSchema,
  reviewMessages,
} from '@naija-homes/contracts/review';
import * as z from 'zod';
import { pageQuerySchema } from '../../lib/pagination';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { createReview, listAgentReviews, myReviewOf } from './reviews.service';

const tags = ['Reviews'];
const params = z.object({ agentId: uuidParam() });

const create = defineRoute({
  method: 'post',
  path: '/create',
  tags,
  access: ['BUYER'],
  summary: 'Review an approved agent (once per agent)',
  request: { body: jsonBody(reviewCreateSchema) },
  responses: {
    201: jsonResponse(reviewCreatedSchema, 'Posted'),
    403: errorResponse('Not a buyer, or reviewing yourself'),
    404: errorResponse('No such approved agent'),
    409: errorResponse('Already reviewed'),
  },
});

const list = defineRoute({
  method: 'get',
  path: '/agent/all/{agentId}',
  tags,
  access: 'public',
  summary: "An agent's reviews, newest first, with the rating stats",
  request: { params, query: pageQuerySchema },
  responses: { 200: jsonResponse(agentReviewsPageSchema, 'A page') },
});

const mine = defineRoute({
  method: 'get',
  path: '/agent/{agentId}/mine',
  tags,
  access: ['BUYER'],
  summary: 'My review of this agent, or null (the review box shows only when null)',
  request: { params },
  responses: { 200: jsonResponse(myReviewSchema, 'Mine, or null') },
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
    c.json({ data: await myReviewOf(c.var.services.db, c.var.user, c.req.valid('param').agentId) }, 200),
  );
