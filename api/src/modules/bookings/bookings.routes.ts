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
  calendarImportSchema,
  listingCalendarResponseSchema,
  listingCalendarsSchema,
} from '@naija-homes/contracts/booking';
import * as z from 'zod';
import type { AppServices } from '../../app-env';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { answerBooking, availability, createBooking, listBookings } from './bookings.service';
import { calendarFeed, listCalendars, setCalendarImport } from './calendars.service';

const tags = ['Bookings'];
const bookingParams = z.object({ id: uuidParam() });
const moveResponses = {
  200: jsonResponse(bookingResponseSchema, 'The booking now'),
  409: errorResponse('Not this side’s move in the booking’s state, or the stay has started'),
};

const create = defineRoute({
  method: 'post',
  operationId: 'bookingsCreate',
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
  operationId: 'bookingsOpen',
  path: '/availability/{propertyId}',
  tags,
  access: 'public',
  summary: "A short-let's bookable window, prices and the nights already taken (for the booking card's calendar)",
  request: { params: z.object({ propertyId: uuidParam() }) },
  responses: { 200: jsonResponse(z.object({ data: availabilitySchema }), 'Availability') },
});

const mine = defineRoute({
  method: 'get',
  operationId: 'bookingsMine',
  path: '/mine',
  tags,
  access: ['BUYER'],
  summary: 'My bookings: live ones first by check-in, then the rest',
  request: { query: bookingsQuerySchema },
  responses: { 200: jsonResponse(bookingsPageSchema, 'A page') },
});

const requests = defineRoute({
  method: 'get',
  operationId: 'bookingsRequests',
  path: '/requests',
  tags,
  access: ['AGENT'],
  summary: 'Bookings of my short-lets: live ones first by check-in, then the rest',
  request: { query: bookingsQuerySchema },
  responses: { 200: jsonResponse(bookingsPageSchema, 'A page') },
});

const confirm = defineRoute({
  method: 'post',
  operationId: 'bookingsConfirm',
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
  operationId: 'bookingsDecline',
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
  operationId: 'bookingsCancel',
  path: '/{id}/cancel',
  tags,
  access: ['BUYER', 'AGENT'],
  ownedBy: 'booking',
  summary: 'Either side cancels a pending or confirmed booking before the stay starts, with a reason',
  request: { params: bookingParams, body: jsonBody(bookingCancelSchema) },
  responses: moveResponses,
});

const calendars = defineRoute({
  method: 'get',
  operationId: 'bookingsCalendars',
  path: '/calendars',
  tags,
  access: ['AGENT'],
  summary: 'My short-lets with their iCal feed (to add to other calendars) and the calendar each imports',
  responses: { 200: jsonResponse(listingCalendarsSchema, 'One per short-let') },
});

const setImport = defineRoute({
  method: 'put',
  operationId: 'bookingsSetImport',
  path: '/calendars/{id}',
  tags,
  access: ['AGENT'],
  ownedBy: 'property',
  summary: 'Import blocked nights from an iCal link (now and hourly), or stop importing with null',
  request: { params: bookingParams, body: jsonBody(calendarImportSchema) },
  responses: {
    200: jsonResponse(listingCalendarResponseSchema, 'The calendar now'),
    422: errorResponse('The link could not be read as a calendar (why)'),
  },
});

const feed = defineRoute({
  method: 'get',
  operationId: 'bookingsFeed',
  path: '/calendar/{file}',
  tags,
  access: 'public',
  summary: "A short-let's nights held on Naija Homes as iCal ({token}.ics, the secret link from /calendars)",
  request: { params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'Not a calendar') }) },
  responses: {
    200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
    404: errorResponse('No such calendar'),
  },
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
  .openapi(calendars, async (c) =>
    c.json({ data: await listCalendars(c.var.services.db, c.var.user, c.var.services.config.baseUrl) }, 200),
  )
  .openapi(setImport, async (c) => {
    const { config, db } = c.var.services;
    const done = await setCalendarImport(
      { db, baseUrl: config.baseUrl, calendarFetch: { allowPrivateHosts: config.calendarImportPrivateHosts } },
      c.var.user,
      c.req.valid('param').id,
      c.req.valid('json').importUrl,
    );
    return c.json({ data: done.calendar, message: done.message }, 200);
  })
  .openapi(feed, async (c) => {
    const token = c.req.valid('param').file.replace(/\.ics$/, '');
    return c.body(await calendarFeed(c.var.services.db, token), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
    });
  })
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
