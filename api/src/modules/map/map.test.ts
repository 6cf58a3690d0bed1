// The base map over HTTP: the offline style (valid, absolute URLs, no request leaving the server), its vector
// tiles and glyphs decoded as MapLibre reads them, MAP_STYLE_URL's redirect, and Mapbox's style rewritten for
// MapLibre against a local fake of the Styles API (and the offline style when Mapbox fails).
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VectorTile } from '@mapbox/vector-tile';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { PbfReader } from 'pbf';
import { ConfigError } from '../../config';
import { setupTestApp, type TestContext, testConfig } from '../../test/app';
import { basemapLayers, gazetteerPlaces } from './basemap-tiles';
import { rewriteMapboxStyle } from './mapbox-style';

// A web build, so that the SPA fallback is in front of the API too: it must leave these paths alone.
const webRoot = mkdtempSync(join(tmpdir(), 'naija-web-'));
mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const HOST = 'http://maps.naija.test:8080';

const t = await setupTestApp({ env: { WEB_DIST_ROOT: webRoot, BASE_URL: HOST } });

interface Style {
  version: number;
  name?: string;
  glyphs: string;
  sprite?: unknown;
  sources: Record<string, { type: string; tiles?: string[]; url?: string; maxzoom?: number; attribution?: string }>;
  layers: { id: string; type: string; 'source-layer'?: string }[];
  [key: string]: unknown;
}

async function getStyle(ctx: TestContext, headers: Record<string, string> = {}) {
  const response = await ctx.client().raw('GET', `${HOST}/api/v1/map/style.json`, { headers });
  const text = await response.text();
  return { response, text, style: (response.status === 200 ? JSON.parse(text) : null) as Style };
}

/** GET a URL of this app (absolute or a path) as bytes. */
async function bytes(url: string, headers: Record<string, string> = {}) {
  const response = await t.client().raw('GET', url, { headers });
  return { response, body: new Uint8Array(await response.arrayBuffer()) };
}

const tileX = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const tileY = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z);
};

/** The names in each layer of a decoded tile. */
function layerNames(data: Uint8Array): Record<string, string[]> {
  const tile = new VectorTile(new PbfReader(data));
  return Object.fromEntries(
    Object.entries(tile.layers).map(([name, layer]) => [
      name,
      Array.from({ length: layer.length }, (_, i) => String(layer.feature(i).properties.name ?? '')),
    ]),
  );
}

async function tileAt(template: string, lng: number, lat: number, z: number) {
  const url = template
    .replace('{z}', String(z))
    .replace('{x}', String(tileX(lng, z)))
    .replace('{y}', String(tileY(lat, z)));
  return bytes(url);
}

interface Glyph {
  id: number;
  bitmap?: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

/** Reads a glyph protobuf the way MapLibre's parseGlyphPbf does. */
function readGlyphs(data: Uint8Array): { name: string; range: string; glyphs: Glyph[] } {
  const result = { name: '', range: '', glyphs: [] as Glyph[] };
  new PbfReader(data).readFields((tag, out, pbf) => {
    if (tag !== 1) return;
    pbf.readMessage((field, stack, reader) => {
      if (field === 1) stack.name = reader.readString();
      else if (field === 2) stack.range = reader.readString();
      else if (field === 3) {
        const glyph = { id: 0, width: 0, height: 0, left: 0, top: 0, advance: 0 } as Glyph;
        reader.readMessage((f, g, r) => {
          if (f === 1) g.id = r.readVarint();
          else if (f === 2) g.bitmap = r.readBytes();
          else if (f === 3) g.width = r.readVarint();
          else if (f === 4) g.height = r.readVarint();
          else if (f === 5) g.left = r.readSVarint();
          else if (f === 6) g.top = r.readSVarint();
          else if (f === 7) g.advance = r.readVarint();
        }, glyph);
        stack.glyphs.push(glyph);
      }
    }, out);
  }, result);
  return result;
}

/** Runs `work` with every outbound fetch refused and recorded. */
async function withoutNetwork<T>(work: () => Promise<T>): Promise<{ result: T; attempts: string[] }> {
  const original = globalThis.fetch;
  const attempts: string[] = [];
  globalThis.fetch = Object.assign(
    async (input: RequestInfo | URL) => {
      attempts.push(String(input instanceof Request ? input.url : input));
      throw new Error('no network in this test');
    },
    { preconnect: original.preconnect },
  ) as typeof fetch;
  try {
    return { result: await work(), attempts };
  } finally {
    globalThis.fetch = original;
  }
}

describe('offline style', () => {
  test('is a valid MapLibre style with absolute tile and glyph URLs on this host, made with no outbound request', async () => {
    const { result, attempts } = await withoutNetwork(async () => {
      const got = await getStyle(t);
      const tile = await tileAt(got.style.sources['naija-basemap']?.tiles?.[0] ?? '', 3.39, 6.45, 8);
      return { ...got, tile };
    });
    expect(attempts).toEqual([]);
    const { response, style, tile } = result;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(validateStyleMin(style as never)).toEqual([]);
    const source = style.sources['naija-basemap'];
    expect(source?.type).toBe('vector');
    expect(source?.maxzoom).toBe(14);
    expect(source?.tiles?.[0]).toMatch(new RegExp(`^${HOST}/api/v1/map/tiles/\\{z\\}/\\{x\\}/\\{y\\}\\.pbf\\?v=\\w+$`));
    expect(style.glyphs).toBe(`${HOST}/api/v1/map/glyphs/{fontstack}/{range}.pbf`);
    expect(source?.attribution).toContain('Natural Earth');
    expect(source?.attribution).toContain('ODbL');
    // Every layer draws from a layer the tiles have.
    for (const layer of style.layers) {
      if (layer['source-layer']) expect(basemapLayers as readonly string[]).toContain(layer['source-layer']);
    }
    expect(tile.response.status).toBe(200);
  });

  test("its URLs are BASE_URL's, whatever Host or forwarded headers a request carries (it is cached publicly)", async () => {
    // A shared cache keeps one answer for everyone: a style built from one request's Host would send every later
    // visitor's tiles, glyphs (and their IP addresses) to whichever host that request named.
    const asked = await t.client().raw('GET', 'http://evil.example/api/v1/map/style.json', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' },
    });
    const style = (await asked.json()) as Style;
    expect(style.glyphs).toBe(`${HOST}/api/v1/map/glyphs/{fontstack}/{range}.pbf`);
    expect(JSON.stringify(style)).not.toContain('evil.example');
  });
});

describe('vector tiles', () => {
  const template = `/api/v1/map/tiles/{z}/{x}/{y}.pbf`;

  test('a tile over Lagos has Nigeria, the Lagos state with its neighbours, and places; Lekki at a city zoom', async () => {
    const { response, body } = await tileAt(template, 3.39, 6.45, 8);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('etag')).toMatch(/^"\w+"$/);
    // Served again from memory, byte for byte.
    expect((await tileAt(template, 3.39, 6.45, 8)).body).toEqual(body);
    const layers = layerNames(body);
    expect(layers.country).toContain('Nigeria');
    expect(layers.states).toContain('Lagos');
    expect(layers.states).toContain('Ogun');
    expect(layers.lgas).toContain('Eti-Osa');
    expect(layers.places).toContain('Ikeja');
    expect(layers.places).not.toContain('Lekki Phase 1');

    const city = layerNames((await tileAt(template, 3.4723, 6.4474, 12)).body);
    expect(city.places).toContain('Lekki Phase 1');
    expect(city.states).toContain('Lagos');
  });

  test('the whole country at zoom 4: states, the boundaries between them, neighbours and capitals', async () => {
    const layers = layerNames((await tileAt(template, 8, 9, 4)).body);
    expect(layers.neighbours).toEqual(expect.arrayContaining(['Benin', 'Cameroon', 'Niger', 'Chad']));
    expect(new Set(layers.states).size).toBe(37 + 1); // 36 states and the FCT, whose label is 'FCT'
    expect(layers.state_lines?.length).toBeGreaterThan(10);
    expect(layers.places).toEqual(expect.arrayContaining(['Abuja', 'Lagos', 'Kano', 'Port Harcourt']));
    expect(layers.lgas).toBeUndefined();
  });

  test('every state capital is a place; the seven big cities rank first', () => {
    const { places } = gazetteerPlaces();
    const capitals = places.filter((place) => place.properties.capital);
    expect(capitals.length).toBe(37);
    const first = places.filter((place) => place.properties.rank === 1).map((place) => place.properties.name);
    expect(new Set(first)).toEqual(
      new Set(['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Enugu', 'Benin City']),
    );
  });

  test('a tile of open ocean is empty (204); the ETag answers 304', async () => {
    const ocean = await tileAt(template, -30, -30, 8);
    expect(ocean.response.status).toBe(204);
    expect(ocean.body.length).toBe(0);
    const first = await tileAt(template, 3.39, 6.45, 8);
    const etag = first.response.headers.get('etag') ?? '';
    const again = await bytes(`/api/v1/map/tiles/8/${tileX(3.39, 8)}/${tileY(6.45, 8)}.pbf`, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
  });

  test('bad or out-of-range tiles are 404s with a message, never a 500 (nor the web app)', async () => {
    for (const path of [
      '15/0/0.pbf',
      '3/8/0.pbf',
      '3/0/8.pbf',
      '99/0/0.pbf',
      'a/b/c.pbf',
      '1/0/0.png',
      '1/0/0',
      '-1/0/0.pbf',
      '1/0/99999999999.pbf',
      '1/0.5/0.pbf',
    ]) {
      const response = await t.client().get(`/api/v1/map/tiles/${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('glyphs', () => {
  test('0-255 has every letter and digit as MapLibre reads them; 8192-8447 has the naira sign', async () => {
    const { response, body } = await bytes('/api/v1/map/glyphs/Noto%20Sans%20Regular/0-255.pbf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-protobuf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const latin = readGlyphs(body);
    expect(latin.name).toBe('Noto Sans Regular');
    expect(latin.range).toBe('0-255');
    const ids = new Set(latin.glyphs.map((glyph) => glyph.id));
    for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789') {
      expect(ids.has(char.charCodeAt(0)), char).toBe(true);
    }
    for (const glyph of latin.glyphs) {
      if (glyph.width > 0) expect(glyph.bitmap?.length).toBe((glyph.width + 6) * (glyph.height + 6));
    }
    const a = latin.glyphs.find((glyph) => glyph.id === 65);
    expect(a?.advance).toBeGreaterThan(10);
    expect(a?.height).toBeGreaterThan(12);

    const punctuation = readGlyphs((await bytes('/api/v1/map/glyphs/Noto%20Sans%20Bold/8192-8447.pbf')).body);
    expect(punctuation.name).toBe('Noto Sans Bold');
    const naira = punctuation.glyphs.find((glyph) => glyph.id === 0x20a6);
    expect(naira?.bitmap?.length).toBeGreaterThan(0);
  });

  test('a stack is served by its first packaged font; unknown fonts and ranges are 404s', async () => {
    const stack = await bytes('/api/v1/map/glyphs/Open%20Sans%20Bold,Noto%20Sans%20Bold/0-255.pbf');
    expect(stack.response.status).toBe(200);
    expect(readGlyphs(stack.body).name).toBe('Noto Sans Bold');
    for (const path of [
      'Noto%20Sans%20Regular/512-767.pbf',
      'Noto%20Sans%20Regular/1-256.pbf',
      'Noto%20Sans%20Regular/0-255.png',
      'Arial/0-255.pbf',
      '..%2F..%2F..%2Fpackage.json/0-255.pbf',
    ]) {
      const response = await t.client().get(`/api/v1/map/glyphs/${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('configured styles', () => {
  test('MAP_STYLE_URL: the style is a redirect away', async () => {
    const url = 'https://tiles.example.ng/styles/naija/style.json';
    const withUrl = await setupTestApp({ env: { MAP_STYLE_URL: url, MAPBOX_TOKEN: 'pk.unused' } });
    const { response } = await getStyle(withUrl);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(url);
  });

  const token = 'pk.test-token-for-the-style-fake';
  let styleRequests = 0;
  const mapbox = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(request) {
      const url = new URL(request.url);
      if (url.pathname !== '/styles/v1/mapbox/streets-v12') return new Response('not found', { status: 404 });
      if (url.searchParams.get('access_token') !== token)
        return Response.json({ message: 'Not Authorized' }, { status: 401 });
      styleRequests++;
      return Response.json({
        version: 8,
        name: 'Mapbox Streets',
        sprite: 'mapbox://sprites/mapbox/streets-v12',
        glyphs: 'mapbox://fonts/mapbox/{fontstack}/{range}.pbf',
        projection: { name: 'globe' },
        fog: { range: [1, 20] },
        sources: {
          composite: { url: 'mapbox://mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2', type: 'vector' },
          'mapbox-dem': { type: 'raster-dem', url: 'mapbox://mapbox.mapbox-terrain-dem-v1', tileSize: 512 },
        },
        layers: [
          { id: 'land', type: 'background', paint: { 'background-color': '#f0ece4' } },
          {
            id: 'water',
            type: 'fill',
            source: 'composite',
            'source-layer': 'water',
            paint: { 'fill-color': '#75cff0' },
          },
          {
            id: 'place-label',
            type: 'symbol',
            source: 'composite',
            'source-layer': 'place_label',
            layout: { 'text-field': ['get', 'name_en'], 'text-font': ['DIN Pro Medium', 'Arial Unicode MS Regular'] },
          },
        ],
      });
    },
  });
  afterAll(() => mapbox.stop(true));
  const base = `http://127.0.0.1:${mapbox.port}`;

  test('MAP_STYLE_URL is an http(s) URL or a path on this site', () => {
    expect(testConfig({ MAP_STYLE_URL: '/maps/protomaps.json' }).mapStyleUrl).toBe('/maps/protomaps.json');
    expect(testConfig({ MAP_STYLE_URL: '  ' }).mapStyleUrl).toBeUndefined();
    for (const bad of ['//evil.example/style.json', 'ftp://tiles.example.ng/style.json', 'style.json']) {
      expect(() => testConfig({ MAP_STYLE_URL: bad }), bad).toThrow(ConfigError);
    }
  });

  test('MAPBOX_TOKEN: Mapbox Streets with every mapbox:// URL made readable by MapLibre, kept for an hour', async () => {
    const withMapbox = await setupTestApp({ env: { MAPBOX_TOKEN: token, MAPBOX_API_BASE: base } });
    const { response, text, style } = await getStyle(withMapbox);
    expect(response.status).toBe(200);
    expect(text).not.toContain('mapbox://');
    expect(style.name).toBe('Mapbox Streets');
    const access = `access_token=${token}`;
    expect(style.sources.composite?.url).toBe(
      `${base}/v4/mapbox.mapbox-streets-v8,mapbox.mapbox-terrain-v2.json?secure&${access}`,
    );
    expect(style.sources['mapbox-dem']?.url).toBe(`${base}/v4/mapbox.mapbox-terrain-dem-v1.json?secure&${access}`);
    expect(style.sprite).toBe(`${base}/styles/v1/mapbox/streets-v12/sprite?${access}`);
    expect(style.glyphs).toBe(`${base}/fonts/v1/mapbox/{fontstack}/{range}.pbf?${access}`);
    expect(style.fog).toBeUndefined();
    expect(style.projection).toBeUndefined();
    expect(validateStyleMin(style as never)).toEqual([]);
    // The page may read Mapbox's hosts.
    expect(response.headers.get('content-security-policy')).toContain(`connect-src 'self' ${base}`);

    await getStyle(withMapbox);
    expect(styleRequests).toBe(1);
  });

  test('Mapbox failing (a rejected token): the offline style, not kept', async () => {
    const failing = await setupTestApp({ env: { MAPBOX_TOKEN: 'pk.rejected', MAPBOX_API_BASE: base } });
    const { response, style } = await getStyle(failing);
    expect(response.status).toBe(200);
    expect(style.name).toBe('Naija Homes offline');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('a sprite given as a list and tiles given as mapbox:// URLs are rewritten too', () => {
    const rewritten = rewriteMapboxStyle(
      {
        version: 8,
        sprite: [{ id: 'default', url: 'mapbox://sprites/mapbox/streets-v12' }],
        sources: { s: { type: 'vector', tiles: ['mapbox://tiles/mapbox.mapbox-streets-v8/{z}/{x}/{y}.vector.pbf'] } },
        layers: [],
      },
      'pk.t',
    );
    expect(JSON.stringify(rewritten)).not.toContain('mapbox://');
    expect(rewritten.sources.s).toEqual({
      type: 'vector',
      tiles: ['https://api.mapbox.com/v4/mapbox.mapbox-streets-v8/{z}/{x}/{y}.vector.pbf?access_token=pk.t'],
    });
    expect(rewritten.sprite).toEqual([
      { id: 'default', url: 'https://api.mapbox.com/styles/v1/mapbox/streets-v12/sprite?access_token=pk.t' },
    ]);
  });
});
