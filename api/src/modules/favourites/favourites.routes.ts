import {
  type FavouriteToggleResult,
  favouriteCardSchema,
  favouriteToggleResultSchema,
  favouriteToggleSchema,
} from '@naija-homes/contracts/search';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/guard';
import type { Database } from '../../db/client';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { pageQuerySchema } from '../../lib/pagination';
import { validate } from '../../lib/validate';
import { favouriteIds, listFavourites, toggleFavourite } from './favourites.service';

export function favouriteRoutes(auth: Auth, database: Database) {
  const buyer = requireUser(auth, database.db, ['BUYER']);
  return new Hono()
    .post('/toggle', buyer, validate('json', favouriteToggleSchema), async (c) => {
      const { propertyId } = c.req.valid('json');
      const { isFavourite, message } = await toggleFavourite(database, c.get('user').id, propertyId);
      const data: FavouriteToggleResult = { propertyId, isFavourite };
      return c.json({ data, message });
    })
    .get('/all', buyer, validate('query', pageQuerySchema), async (c) =>
      c.json(await listFavourites(database, c.get('user').id, c.req.valid('query'))),
    )
    .get('/ids', buyer, async (c) => c.json({ data: await favouriteIds(database, c.get('user').id) }));
}

const tag = 'Favourites';
const buyerErrors = {
  401: errorResponses[401],
  403: { description: 'Not a buyer', schema: messageResponseSchema },
};

export const favouriteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/v1/favourite/toggle',
    tag,
    access: ['BUYER'],
    body: favouriteToggleSchema,
    summary: 'Save a live listing, or remove a saved one',
    responses: {
      200: {
        description: 'The new state',
        schema: z.object({ data: favouriteToggleResultSchema, message: z.string() }),
      },
      400: errorResponses[400],
      ...buyerErrors,
      404: { description: 'No such live listing', schema: messageResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/favourite/all',
    tag,
    access: ['BUYER'],
    query: pageQuerySchema,
    summary: 'Saved homes, newest saved first; listings no longer live are marked unavailable',
    responses: {
      200: {
        description: 'A page',
        schema: z.object({ data: z.array(favouriteCardSchema), total: z.number(), totalPages: z.number() }),
      },
      400: errorResponses[400],
      ...buyerErrors,
    },
  },
  {
    method: 'get',
    path: '/api/v1/favourite/ids',
    tag,
    access: ['BUYER'],
    summary: 'Ids of the saved listings, so every heart shows its state',
    responses: { 200: { description: 'Ids', schema: z.object({ data: z.array(z.string()) }) }, ...buyerErrors },
  },
];
