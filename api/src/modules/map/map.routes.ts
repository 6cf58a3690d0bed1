// /api/v1/map: the maps' base map (ADR 019). style.json is what every MapLibre map on the site loads: the style at
// MAP_STYLE_URL (a redirect), else Mapbox's Streets with MAPBOX_TOKEN (fetched, rewritten for MapLibre, kept an
// hour), else the offline style over this API's own vector tiles and glyphs, made from packaged data: then no
// request leaves the server. Public: visitors see maps too.
import * as z from 'zod';
import { errorFields } from '../../lib/logger';
import { defineRoute, errorResponse, jsonResponse, router } from '../../lib/route';
import { basemapTile, basemapVersion, isTile } from './basemap-tiles';
import { glyphRange } from './glyphs';
import { mapboxStyle } from './mapbox-style';
import { offlineStyle } from './offline-style';

const tags = ['Maps'];
const noSuchTile = 'No such tile';
const noSuchGlyphs = 'No such glyph range';

/** Which style answers depends on configuration, so browsers ask again after a few minutes. */
const STYLE_CACHE = 'public, max-age=300';
/** Tiles and glyphs change only with a deploy, and their URLs carry the data's version. */
const DATA_CACHE = 'public, max-age=86400';
const protobuf = 'application/x-protobuf';
const binary = { schema: { type: 'string' as const, format: 'binary' } };

const styleSchema = z.looseObject({
  version: z.literal(8),
  sources: z.record(z.string(), z.unknown()),
  layers: z.array(z.unknown()),
});

const style = defineRoute({
  method: 'get',
  operationId: 'mapStyle',
  path: '/style.json',
  tags,
  access: 'public',
  summary: "The maps' MapLibre style: MAP_STYLE_URL's (302), Mapbox's with MAPBOX_TOKEN, else the offline one",
  responses: {
    200: jsonResponse(styleSchema, 'A MapLibre style (spec v8)'),
    302: { description: 'MAP_STYLE_URL is configured: the style is there' },
  },
});

const tileParams = z.object({
  z: z.string().regex(/^\d{1,2}$/, noSuchTile),
  x: z.string().regex(/^\d{1,5}$/, noSuchTile),
  y: z.string().regex(/^\d{1,5}\.pbf$/, noSuchTile),
});

const tile = defineRoute({
  method: 'get',
  operationId: 'mapTile',
  path: '/tiles/{z}/{x}/{y}',
  tags,
  access: 'public',
  summary: 'A vector tile of the offline base map ({y}.pbf; zooms 0-14; layers country, neighbours, states, …)',
  request: { params: tileParams },
  responses: {
    200: { description: 'A Mapbox Vector Tile', content: { [protobuf]: binary } },
    204: { description: 'Nothing on this tile (the sea)' },
    304: { description: 'Not modified (If-None-Match)' },
    404: errorResponse('No such tile (zoom above 14, or x/y outside the grid)'),
  },
});

const glyphParams = z.object({
  fontstack: z.string().min(1, noSuchGlyphs).max(200, noSuchGlyphs),
  range: z.string().regex(/^\d{1,5}-\d{1,5}\.pbf$/, noSuchGlyphs),
});

const glyphs = defineRoute({
  method: 'get',
  operationId: 'mapGlyphs',
  path: '/glyphs/{fontstack}/{range}',
  tags,
  access: 'public',
  summary: "The offline style's label glyphs ({range}.pbf: 0-255, 8192-8447) of Noto Sans Regular or Bold",
  request: { params: glyphParams },
  responses: {
    200: { description: 'Signed distance fields of one range, as a glyph protobuf', content: { [protobuf]: binary } },
    404: errorResponse('No such font or range'),
  },
});

export const mapRoutes = router()
  .openapi(style, async (c) => {
    const { config, logger } = c.var.services;
    c.header('cache-control', STYLE_CACHE);
    if (config.mapStyleUrl) return c.redirect(config.mapStyleUrl, 302);
    if (config.mapbox) {
      try {
        return c.json(await mapboxStyle({ token: config.mapbox.token, apiBase: config.mapbox.apiBase }), 200);
      } catch (error) {
        logger.error('mapbox style failed: serving the offline style', {
          reqId: c.get('requestId'),
          ...errorFields(error),
        });
        // Not kept long: Mapbox's style is asked again (after a minute) on a later load.
        c.header('cache-control', 'no-cache');
      }
    }
    // BASE_URL, never the request's Host: the answer is cached publicly, so one request's Host would be everyone's.
    return c.json(offlineStyle(config.baseUrl), 200);
  })
  .openapi(tile, async (c) => {
    const params = c.req.valid('param');
    const [z, x, y] = [Number(params.z), Number(params.x), Number.parseInt(params.y, 10)];
    if (!isTile(z, x, y)) return c.json({ message: noSuchTile }, 404);
    const etag = `"${basemapVersion()}"`;
    c.header('cache-control', DATA_CACHE);
    c.header('etag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const data = basemapTile(z, x, y);
    if (!data) return c.body(null, 204);
    return c.body(data as Uint8Array<ArrayBuffer>, 200, { 'content-type': protobuf });
  })
  .openapi(glyphs, async (c) => {
    const { fontstack, range } = c.req.valid('param');
    const data = glyphRange(fontstack, range.replace(/\.pbf$/, ''));
    if (!data) return c.json({ message: noSuchGlyphs }, 404);
    return c.body(data as Uint8Array<ArrayBuffer>, 200, { 'content-type': protobuf, 'cache-control': DATA_CACHE });
  });
