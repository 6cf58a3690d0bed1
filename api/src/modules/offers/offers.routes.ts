// /api/v1/offer: buyers' offers on listings and the agents' answers (spec §3 Offer, §7 offer/create).
import {
  type OfferAction,
  offerCounterSchema,
  offerCreateSchema,
  offerMessages,
  offerResponseSchema,
  offersPageSchema,
  offersQuerySchema,
} from '@naija-homes/contracts/offer';
import * as z from 'zod';
import type { AppServices } from '../../app-env';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { answerOffer, createOffer, listOffers } from './offers.service';

const tags = ['Offers'];
const offerParams = z.object({ id: uuidParam() });
const parties = ['BUYER', 'AGENT'] as const;

const create = defineRoute({
  method: 'post',
  operationId: 'offersCreate',
  path: '/create',
  tags,
  access: ['BUYER'],
  summary: "Offer a price on a live listing for sale or rent; it goes to the listing's agent",
  request: { body: jsonBody(offerCreateSchema) },
  responses: {
    201: jsonResponse(offerResponseSchema, 'The offer, with its request number, and a message'),
    404: errorResponse('No such live listing'),
    409: errorResponse('The buyer already has an open offer on this listing'),
  },
});

const mine = defineRoute({
  method: 'get',
  operationId: 'offersMine',
  path: '/mine',
  tags,
  access: ['BUYER'],
  summary: 'My offers, most recently changed first; filter by status',
  request: { query: offersQuerySchema },
  responses: { 200: jsonResponse(offersPageSchema, 'A page') },
});

const requests = defineRoute({
  method: 'get',
  operationId: 'offersRequests',
  path: '/requests',
  tags,
  access: ['AGENT'],
  summary: 'Offers buyers sent on my listings, most recently changed first; filter by status',
  request: { query: offersQuerySchema },
  responses: { 200: jsonResponse(offersPageSchema, 'A page') },
});

function move(action: Exclude<OfferAction, 'counter'>, summary: string) {
  return defineRoute({
    method: 'post',
    operationId: `offers${action[0]?.toUpperCase()}${action.slice(1)}`,
    path: `/{id}/${action}`,
    tags,
    access: parties,
    ownedBy: 'offer',
    summary,
    request: { params: offerParams },
    responses: {
      200: jsonResponse(offerResponseSchema, 'The offer now'),
      409: errorResponse('Not this side’s move in the offer’s state'),
    },
  });
}

const accept = move('accept', 'Accept: the agent a pending offer, the buyer a counter-offer');
const decline = move('decline', 'Decline: the agent a pending offer, the buyer a counter-offer');
const withdraw = move('withdraw', 'The buyer withdraws an offer that is pending or countered');
const counter = defineRoute({
  method: 'post',
  operationId: 'offersCounter',
  path: '/{id}/counter',
  tags,
  access: parties,
  ownedBy: 'offer',
  summary: 'The agent answers a pending offer with another price and a message',
  request: { params: offerParams, body: jsonBody(offerCounterSchema) },
  responses: {
    200: jsonResponse(offerResponseSchema, 'The offer now'),
    409: errorResponse('Not this side’s move in the offer’s state'),
  },
});

const offerDeps = (services: AppServices) => ({
  db: services.db,
  mailer: services.mailer,
  appUrl: services.config.baseUrl,
});

export const offerRoutes = router()
  .openapi(create, async (c) => {
    const offer = await createOffer(offerDeps(c.var.services), c.var.user, c.req.valid('json'));
    return c.json({ data: offer, message: offerMessages.sent }, 201);
  })
  .openapi(mine, async (c) =>
    c.json(await listOffers(c.var.services.db, c.var.user, 'buyer', c.req.valid('query')), 200),
  )
  .openapi(requests, async (c) =>
    c.json(await listOffers(c.var.services.db, c.var.user, 'agent', c.req.valid('query')), 200),
  )
  .openapi(accept, async (c) => {
    const done = await answerOffer(offerDeps(c.var.services), c.var.user, c.req.valid('param').id, 'accept');
    return c.json({ data: done.offer, message: done.message }, 200);
  })
  .openapi(decline, async (c) => {
    const done = await answerOffer(offerDeps(c.var.services), c.var.user, c.req.valid('param').id, 'decline');
    return c.json({ data: done.offer, message: done.message }, 200);
  })
  .openapi(withdraw, async (c) => {
    const done = await answerOffer(offerDeps(c.var.services), c.var.user, c.req.valid('param').id, 'withdraw');
    return c.json({ data: done.offer, message: done.message }, 200);
  })
  .openapi(counter, async (c) => {
    const { id } = c.req.valid('param');
    const done = await answerOffer(offerDeps(c.var.services), c.var.user, id, 'counter', c.req.valid('json'));
    return c.json({ data: done.offer, message: done.message }, 200);
  });
