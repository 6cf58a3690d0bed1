// Place search for the listing editor and search box: autocomplete restricted to Nigeria, then the chosen place's
// country, state, city, address and coordinates. Public: visitors search by place too.
import {
  geoAutocompleteQuerySchema,
  geoMessages,
  placeSuggestionSchema,
  selectedLocationSchema,
} from '@naija-homes/contracts/geo';
import { Hono } from 'hono';
import * as z from 'zod';
import { HttpError } from '../../lib/errors';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { GeoProvider } from '../../providers/geo';

const reverseQuerySchema = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(-180).max(180),
});

export function geoRoutes(geo: GeoProvider) {
  return new Hono()
    .get('/autocomplete', validate('query', geoAutocompleteQuerySchema), async (c) => {
      const { q, limit } = c.req.valid('query');
      c.header('cache-control', 'public, max-age=3600');
      return c.json({ data: await geo.autocomplete(q, { limit }) });
    })
    .get('/place/:id', async (c) => {
      const id = c.req.param('id');
      const place = id.length <= 300 ? await geo.geocode(id) : null;
      if (!place) throw new HttpError(404, geoMessages.placeNotFound);
      return c.json({ data: place });
    })
    .get('/reverse', validate('query', reverseQuerySchema), async (c) => {
      const { lat, lng } = c.req.valid('query');
      const place = geo.reverse ? await geo.reverse(lat, lng) : null;
      if (!place) throw new HttpError(404, geoMessages.placeNotFound);
      return c.json({ data: place });
    });
}

const tag = 'Places';
export const geoDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/geo/autocomplete',
    tag,
    access: 'public',
    query: geoAutocompleteQuerySchema,
    summary: 'Places in Nigeria matching the text (states, LGAs, towns, neighbourhoods)',
    responses: {
      200: { description: 'Suggestions', schema: z.object({ data: z.array(placeSuggestionSchema) }) },
      400: errorResponses[400],
      503: { description: 'The place service is down', schema: messageResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/geo/place/:id',
    tag,
    access: 'public',
    summary: 'The chosen suggestion as country, state, city, address, latitude, longitude',
    responses: {
      200: { description: 'Place', schema: z.object({ data: selectedLocationSchema }) },
      404: { description: 'Unknown place', schema: messageResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/geo/reverse',
    tag,
    access: 'public',
    query: reverseQuerySchema,
    summary: 'The place at a point (a click on the map)',
    responses: {
      200: { description: 'Place', schema: z.object({ data: selectedLocationSchema }) },
      400: errorResponses[400],
      404: { description: 'Nothing there', schema: messageResponseSchema },
    },
  },
];
