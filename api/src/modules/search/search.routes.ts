import {
  propertyCardSchema,
  propertySearchQuerySchema,
  propertySearchResultSchema,
  publicPropertySchema,
} from '@naija-homes/contracts/search';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { sessionUser } from '../../auth/guard';
import type { Database } from '../../db/client';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { publicPropertyBySlug, searchProperties, similarProperties } from './search.service';

/** Public search routes, mounted at /api/v1/property before the editor's /:id routes. */
export function searchRoutes(auth: Auth, database: Database) {
  return new Hono()
    .get('/all', validate('query', propertySearchQuerySchema), async (c) => {
      c.header('cache-control', 'public, max-age=15');
      return c.json(await searchProperties(database, c.req.valid('query')));
    })
    .get('/slug/:slug', async (c) => {
      const viewer = await sessionUser(auth, database.db, c.req.raw.headers);
      const data = await publicPropertyBySlug(database.db, c.req.param('slug'), viewer);
      c.header('cache-control', 'private, no-cache');
      return c.json({ data });
    })
    .get('/slug/:slug/similar', async (c) => {
      c.header('cache-control', 'public, max-age=60');
      return c.json({ data: await similarProperties(database, c.req.param('slug')) });
    });
}

const tag = 'Search';
const notFound = { description: 'No such live listing', schema: messageResponseSchema };

export const searchDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/property/all',
    tag,
    access: 'public',
    query: propertySearchQuerySchema,
    summary:
      'Search live listings: every filter of the Filters modal, text (typo-tolerant), sort, date posted, map bounds, drawn polygon (GeoJSON) or centre and radius. No sort ranks higher tiers first, then newest.',
    responses: {
      200: { description: 'A page of cards', schema: propertySearchResultSchema },
      400: errorResponses[400],
    },
  },
  {
    method: 'get',
    path: '/api/v1/property/slug/:slug',
    tag,
    access: 'public',
    summary: 'The public page of a live listing (its owner and admins may preview one that is not live)',
    responses: {
      200: { description: 'The property', schema: z.object({ data: publicPropertySchema }) },
      404: notFound,
    },
  },
  {
    method: 'get',
    path: '/api/v1/property/slug/:slug/similar',
    tag,
    access: 'public',
    summary: 'Up to four live listings like this one (same purpose and category, nearest price, same city first)',
    responses: {
      200: { description: 'Cards', schema: z.object({ data: z.array(propertyCardSchema) }) },
      404: notFound,
    },
  },
];
