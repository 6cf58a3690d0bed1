// /api/v1/property (public part): search, the public page of a listing and similar listings. Mounted before the
// editor's routes so that /all and /slug/{slug} win over /{id}.
import {
  propertyMapResultSchema,
  propertySearchResultSchema,
  propertySlugParamSchema,
  publicPropertyResponseSchema,
  similarPropertiesSchema,
} from '@naija-homes/contracts/listing';
import { propertySearchQuerySchema } from '@naija-homes/contracts/search';
import { sessionUser } from '../../auth/guard';
import { defineRoute, errorResponse, jsonResponse, router } from '../../lib/route';
import { countedSearch } from './counted-search';
import { featuredListings } from './featured';
import { publicPropertyBySlug, searchPropertyMap, similarProperties } from './search.service';

const tags = ['Search'];
const notLive = errorResponse('No such live listing');

const search = defineRoute({
  method: 'get',
  operationId: 'propertiesSearch',
  path: '/all',
  tags,
  access: 'public',
  summary:
    'Search live listings: every filter of the Filters modal, text (typo-tolerant), sort, date posted, map bounds, drawn polygon (GeoJSON) or centre and radius. No sort ranks higher tiers first, then newest.',
  request: { query: propertySearchQuerySchema },
  responses: { 200: jsonResponse(propertySearchResultSchema, 'A page of cards') },
});

const map = defineRoute({
  method: 'get',
  operationId: 'propertiesMap',
  path: '/map',
  tags,
  access: 'public',
  summary:
    "The search map's markers: the same search as /all (page, limit and sort aside), the best-ranked matches with coordinates up to 500, and the count of all matches",
  request: { query: propertySearchQuerySchema },
  responses: { 200: jsonResponse(propertyMapResultSchema, 'Markers') },
});

const featured = defineRoute({
  method: 'get',
  operationId: 'propertiesFeatured',
  path: '/featured',
  tags,
  access: 'public',
  summary:
    'The home page carousel: Platinum (Exclusive) listings first, then Elite (Featured) ones, newest first in each; Elite always keeps a share of the slots',
  responses: { 200: jsonResponse(similarPropertiesSchema, 'Cards') },
});

const bySlug = defineRoute({
  method: 'get',
  operationId: 'propertiesBySlug',
  path: '/slug/{slug}',
  tags,
  access: 'public',
  summary: 'The public page of a live listing (its owner and admins may preview one that is not live)',
  request: { params: propertySlugParamSchema },
  responses: { 200: jsonResponse(publicPropertyResponseSchema, 'The property'), 404: notLive },
});

const similar = defineRoute({
  method: 'get',
  operationId: 'propertiesSimilar',
  path: '/slug/{slug}/similar',
  tags,
  access: 'public',
  summary: 'Up to four live listings like this one (same purpose and category, nearest price, same city first)',
  request: { params: propertySlugParamSchema },
  responses: { 200: jsonResponse(similarPropertiesSchema, 'Cards'), 404: errorResponse('No such listing') },
});

export const searchRoutes = router()
  .openapi(search, async (c) => {
    c.header('cache-control', 'public, max-age=15');
    return c.json(await countedSearch(c.var.services, c.req.valid('query'), c.req.header('user-agent')), 200);
  })
  .openapi(map, async (c) => {
    c.header('cache-control', 'public, max-age=15');
    return c.json(await searchPropertyMap(c.var.services.database, c.req.valid('query')), 200);
  })
  .openapi(featured, async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json({ data: await featuredListings(c.var.services.database) }, 200);
  })
  .openapi(bySlug, async (c) => {
    const { auth, db } = c.var.services;
    // Public, but the owner and admins may preview a listing that is not live.
    const viewer = await sessionUser(auth, db, c.req.raw.headers);
    const data = await publicPropertyBySlug(db, c.req.valid('param').slug, viewer);
    c.header('cache-control', 'private, no-cache');
    return c.json({ data }, 200);
  })
  .openapi(similar, async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json({ data: await similarProperties(c.var.services.database, c.req.valid('param').slug) }, 200);
  });
