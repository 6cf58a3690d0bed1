// /api/v1/geo: place search for the listing editor and search box: autocomplete restricted to Nigeria, then the
// chosen place's country, state, city, address and coordinates. Public: visitors search by place too.
// /nearby: the schools, supermarkets, gyms and restaurants around a listing (the property page's local map).
import {
  geoAutocompleteQuerySchema,
  geoMessages,
  placeIdParamSchema,
  placeSuggestionsSchema,
  reverseGeoQuerySchema,
  selectedLocationResponseSchema,
} from '@naija-homes/contracts/geo';
import { nearbyQuerySchema, nearbyResponseSchema } from '@naija-homes/contracts/map';
import { HttpError } from '../../lib/errors';
import { defineRoute, errorResponse, jsonResponse, router } from '../../lib/route';

const tags = ['Places'];
const unavailable = errorResponse('The place service is down');

const autocomplete = defineRoute({
  method: 'get',
  operationId: 'geoAutocomplete',
  path: '/autocomplete',
  tags,
  access: 'public',
  summary: 'Places in Nigeria matching the text (states, LGAs, towns, neighbourhoods)',
  request: { query: geoAutocompleteQuerySchema },
  responses: { 200: jsonResponse(placeSuggestionsSchema, 'Suggestions'), 503: unavailable },
});

const place = defineRoute({
  method: 'get',
  operationId: 'geoPlace',
  path: '/place/{id}',
  tags,
  access: 'public',
  summary: 'The chosen suggestion as country, state, city, address, latitude, longitude',
  request: { params: placeIdParamSchema },
  responses: {
    200: jsonResponse(selectedLocationResponseSchema, 'Place'),
    404: errorResponse('Unknown place'),
    503: unavailable,
  },
});

const reverse = defineRoute({
  method: 'get',
  operationId: 'geoReverse',
  path: '/reverse',
  tags,
  access: 'public',
  summary: 'The place at a point (a click on the map)',
  request: { query: reverseGeoQuerySchema },
  responses: {
    200: jsonResponse(selectedLocationResponseSchema, 'Place'),
    404: errorResponse('Nothing there'),
    503: unavailable,
  },
});

const nearby = defineRoute({
  method: 'get',
  operationId: 'geoNearby',
  path: '/nearby',
  tags,
  access: 'public',
  summary: 'Schools, supermarkets, gyms or restaurants within 15 km of a point in Nigeria, nearest first',
  request: { query: nearbyQuerySchema },
  responses: {
    200: jsonResponse(nearbyResponseSchema, 'Places, nearest first, and who answered'),
    503: errorResponse('The nearby-places service is down'),
  },
});

/** The packaged list changes only with a release; live answers are kept briefly (cache.ts keeps them 10 minutes). */
const nearbyCacheControl = { packaged: 'public, max-age=86400', live: 'public, max-age=600' };

export const geoRoutes = router()
  .openapi(autocomplete, async (c) => {
    const { q, limit } = c.req.valid('query');
    c.header('cache-control', 'public, max-age=3600');
    return c.json({ data: await c.var.services.geo.autocomplete(q, { limit }) }, 200);
  })
  .openapi(place, async (c) => {
    const found = await c.var.services.geo.geocode(c.req.valid('param').id);
    if (!found) throw new HttpError(404, geoMessages.placeNotFound);
    return c.json({ data: found }, 200);
  })
  .openapi(reverse, async (c) => {
    const { geo } = c.var.services;
    const { lat, lng } = c.req.valid('query');
    const found = geo.reverse ? await geo.reverse(lat, lng) : null;
    if (!found) throw new HttpError(404, geoMessages.placeNotFound);
    return c.json({ data: found }, 200);
  })
  .openapi(nearby, async (c) => {
    const { nearby: provider } = c.var.services;
    const { lat, lng, category, limit } = c.req.valid('query');
    const data = await provider.nearby({ lat, lng, category, limit });
    c.header('cache-control', nearbyCacheControl[provider.source === 'packaged' ? 'packaged' : 'live']);
    return c.json({ data, source: provider.source }, 200);
  });
