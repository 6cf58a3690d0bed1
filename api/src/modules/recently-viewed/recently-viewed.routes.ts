// /api/v1/recently-viewed: the listings a buyer opened (kept on the account), and cards for a visitor's device list.
import {
  recentlyViewedListingsQuerySchema,
  recentlyViewedRecordSchema,
  recentlyViewedSchema,
} from '@naija-homes/contracts/recently-viewed';
import { defineRoute, jsonBody, jsonResponse, router } from '../../lib/route';
import { listingCards, listRecentlyViewed, recordViews } from './recently-viewed.service';

const tags = ['Recently viewed'];

const mine = defineRoute({
  method: 'get',
  operationId: 'recentlyViewedMine',
  path: '/',
  tags,
  access: ['BUYER'],
  summary: 'The live listings I opened lately, newest first (at most 12)',
  responses: { 200: jsonResponse(recentlyViewedSchema, 'Newest first') },
});

const record = defineRoute({
  method: 'post',
  operationId: 'recentlyViewedRecord',
  path: '/',
  tags,
  access: ['BUYER'],
  summary: 'Record listings I opened, oldest first; answers my list',
  description:
    'A listing page sends the one opened; at a buyer’s first visit after signing in, the device’s list is sent ' +
    'to join the account. Listings that left search are skipped; a listing opened again moves to the front.',
  request: { body: jsonBody(recentlyViewedRecordSchema) },
  responses: { 200: jsonResponse(recentlyViewedSchema, 'My list, newest first') },
});

const listings = defineRoute({
  method: 'get',
  operationId: 'recentlyViewedListings',
  path: '/listings',
  tags,
  access: 'public',
  summary: 'Cards for a list of listing ids (a visitor’s device list), in that order; live listings only',
  request: { query: recentlyViewedListingsQuerySchema },
  responses: { 200: jsonResponse(recentlyViewedSchema, 'The cards') },
});

export const recentlyViewedRoutes = router()
  .openapi(mine, async (c) => c.json({ data: await listRecentlyViewed(c.var.services.database, c.var.user.id) }, 200))
  .openapi(record, async (c) => {
    const { database } = c.var.services;
    await recordViews(database, c.var.user.id, c.req.valid('json').propertyIds);
    return c.json({ data: await listRecentlyViewed(database, c.var.user.id) }, 200);
  })
  .openapi(listings, async (c) =>
    c.json({ data: await listingCards(c.var.services.database, c.req.valid('query').ids) }, 200),
  );
