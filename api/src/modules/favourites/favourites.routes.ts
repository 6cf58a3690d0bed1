// /api/v1/favourite: a buyer's saved homes (every heart, and the saved-homes page).
import {
  type FavouriteToggleResult,
  favouriteIdsSchema,
  favouritesPageSchema,
  favouriteToggleResponseSchema,
  favouriteToggleSchema,
} from '@naija-homes/contracts/favourite';
import { pageQuerySchema } from '@naija-homes/contracts/paging';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router } from '../../lib/route';
import { favouriteIds, listFavourites, toggleFavourite } from './favourites.service';

const tags = ['Favourites'];
const access = ['BUYER'] as const;

const toggle = defineRoute({
  method: 'post',
  operationId: 'favouritesToggle',
  path: '/toggle',
  tags,
  access,
  summary: 'Save a live listing, or remove a saved one',
  request: { body: jsonBody(favouriteToggleSchema) },
  responses: {
    200: jsonResponse(favouriteToggleResponseSchema, 'The new state'),
    404: errorResponse('No such live listing'),
    409: errorResponse('Already in the state asked for (isFavourite given)'),
  },
});

const list = defineRoute({
  method: 'get',
  operationId: 'favouritesList',
  path: '/all',
  tags,
  access,
  summary: 'Saved homes, newest saved first; listings no longer live are marked unavailable',
  request: { query: pageQuerySchema },
  responses: { 200: jsonResponse(favouritesPageSchema, 'A page') },
});

const ids = defineRoute({
  method: 'get',
  operationId: 'favouritesIds',
  path: '/ids',
  tags,
  access,
  summary: 'Ids of the saved listings, so every heart shows its state',
  responses: { 200: jsonResponse(favouriteIdsSchema, 'Ids') },
});

export const favouriteRoutes = router()
  .openapi(toggle, async (c) => {
    const { propertyId, isFavourite: wanted } = c.req.valid('json');
    const { isFavourite, message } = await toggleFavourite(c.var.services.database, c.var.user.id, propertyId, wanted);
    const data: FavouriteToggleResult = { propertyId, isFavourite };
    return c.json({ data, message }, 200);
  })
  .openapi(list, async (c) =>
    c.json(await listFavourites(c.var.services.database, c.var.user.id, c.req.valid('query')), 200),
  )
  .openapi(ids, async (c) => c.json({ data: await favouriteIds(c.var.services.database, c.var.user.id) }, 200));
