// /api/v1/booking: short-let bookings (spec §2 booking card, /buyer/my-bookings, /agent/bookings).
import {
  availabilitySchema,
  bookingCancelSchema,
  bookingCreateSchema,
  bookingDeclineSchema,
  bookingMessages,
  bookingResponseSchema,
  bookingsPageSchema,
  bookingsQuerySchema,
} from '@naija-homes/contracts/booking';
import * as z from 'zod';
import type { AppServices } from '../../app-env';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { answerBooking, availability, createBooking, listBookings } from './bookings.service';

const tags = ['Bookings'];
const bookingParams = z.object({ id: uuidParam() });
const moveResponses = {
  200: jsonResponse(bookingResponseSchema, 'The booking now'),
  409: errorResponse('Not this side’s move in the booking’s state, or the stay has started'),
};

const create = defineRoute({
  method: 'post',
  path: '/create',
  tags,
  access: ['BUYER'],
  summary: 'Ask to stay at a short-let: nights within its availability, free of other bookings',
  request: { body: jsonBody(bookingCreateSchema) },
  responses: {
    201: jsonResponse(bookingResponseSchema, 'The pending booking, and until when the agent can answer'),
    404: errorResponse('No such live listing'),
    409: errorResponse('Some of the nights are taken'),
  },
});

const open = defineRoute({
  method: 'get',
  path: '/availability/{propertyId}',
  tags,
  access: 'public',
  summary: "A short-let's bookable window, prices and the nights already taken (for the booking card's calendar)",
  request: { params: z.object({ propertyId: uuidParam() }) },
  responses: { 200: jsonResponse(z.object({ data: availabilitySchema }), 'Availability') },
});

const mine = defineRoute({
  method: 'get',
  path: '/mine',
  tags,
  access: ['BUYER'],
  summary: 'My bookings: live ones first by check-in, then the rest',
  request: { query: bookingsQuerySchema },
  responses: { 200: jsonResponse(bookingsPageSchema, 'A page') },
});

const requests = defineRoute({
  method: 'get',
  path: '/requests',
  tags,
  access: ['AGENT'],
  summary: 'Bookings of my short-lets: live ones first by check-in, then the rest',
  request: { query: bookingsQuerySchema },
  responses: { 200: jsonResponse(bookingsPageSchema, 'A page') },
});

const confirm = defineRoute({
  method: 'post',
  path: '/{id}/confirm',
  tags,
  access: ['AGENT'],
  ownedBy: 'booking',
  summary: 'Confirm a pending booking before its deadline',
  request: { params: bookingParams },
  responses: moveResponses,
});

const decline = defineRoute({
  method: 'post',
  path: '/{id}/decline',
  tags,
  access: ['AGENT'],
  ownedBy: 'booking',
  summary: 'Decline a pending booking, optionally saying why; its nights are free again',
  request: { params: bookingParams, body: jsonBody(bookingDeclineSchema) },
  responses: moveResponses,
});

const cancel = defineRoute({
  method: 'post',
  path: '/{id}/cancel',
  tags,
  access: ['BUYER', 'AGENT'],
  ownedBy: 'booking',
  summary: 'Either side cancels a pending or confirmed booking before the stay starts, with a reason',
  request: { params: bookingParams, body: jsonBody(bookingCancelSchema) },
  responses: moveResponses,
});

const deps = (services: AppServices) => ({ db: services.db, mailer: services.mailer, appUrl: services.config.baseUrl });

export const bookingRoutes = router()
  .openapi(create, async (c) => {
    const booking = await createBooking(deps(c.var.services), c.var.user, c.req.valid('json'));
    return c.json({ data: booking, message: bookingMessages.requested }, 201);
  })
  .openapi(open, async (c) =>
    c.json({ data: await availability(c.var.services.db, c.req.valid('param').propertyId) }, 200),
  )
  .openapi(mine, async (c) =>
    c.json(await listBookings(c.var.services.db, c.var.user, 'buyer', c.req.valid('query')), 200),
  )
  .openapi(requests, async (c) =>
    c.json(await listBookings(c.var.services.db, c.var.user, 'agent', c.req.valid('query')), 200),
  )
  .openapi(confirm, async (c) => {
    const done = await answerBooking(deps(c.var.services), c.var.user, c.req.valid('param').id, 'confirm');
    return c.json({ data: done.booking, message: done.message }, 200);
  })
  .openapi(decline, async (c) => {
    const { id } = c.req.valid('param');
    const done = await answerBooking(deps(c.var.services), c.var.user, id, 'decline', c.req.valid('json').reason);
    return c.json({ data: done.booking, message: done.message }, 200);
  })
  .openapi(cancel, async (c) => {
    const { id } = c.req.valid('param');
    const done = await answerBooking(deps(c.var.services), c.var.user, id, 'cancel', c.req.valid('json').reason);
    return c.json({ data: done.booking, message: done.message }, 200);
  });
