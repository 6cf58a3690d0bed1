// The built front ends as the server sends them: the build's Brotli or gzip copy when the browser takes it (with
// the original's type and Vary), the plain file otherwise, and the SPA fallback compressed too.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { precompressDir } from '../../../scripts/precompress';
import type { AppEnv } from '../app-env';
import { webHandler } from './static';

const root = mkdtempSync(join(tmpdir(), 'naija-static-'));
const dist = join(root, 'shell', 'dist');
mkdirSync(join(dist, 'static', 'js'), { recursive: true });
const script = `export const listings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Flat ${i} in Yaba`))};\n`;
writeFileSync(join(dist, 'static', 'js', 'main.0123abcd.js'), script);
writeFileSync(join(dist, 'static', 'js', 'tiny.89abcdef.js'), 'export {};\n');
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><body>${'<div>Naija Homes</div>'.repeat(100)}</body></html>`,
);
const made = precompressDir(dist);
const app = new Hono().use(webHandler(root));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('precompressed assets', () => {
  test('the build writes a Brotli and a gzip copy of each text asset worth it', () => {
    expect(made.files).toBe(2); // the script and index.html; the tiny file is left alone
    expect(made.brotli).toBeLessThan(made.bytes / 4);
  });

  test('Brotli when the browser takes it, with the type of the original and Vary', async () => {
    const response = await get('/static/js/main.0123abcd.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  test('gzip when Brotli is not taken (or refused with q=0)', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip']) {
      const response = await get('/static/js/main.0123abcd.js', header);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
    }
  });

  test('as is without Accept-Encoding, still marked as varying; small files always as is', async () => {
    const plain = await get('/static/js/main.0123abcd.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
    const tiny = await get('/static/js/tiny.89abcdef.js', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('vary')).toBeNull();
  });

  test("the app's pages (SPA fallback) are compressed and revalidated", async () => {
    const response = await get('/properties/some-flat', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('Naija Homes');
  });
});

describe('route pages (a page resolver composes each client route’s HTML)', () => {
  const pagesRoot = mkdtempSync(join(tmpdir(), 'naija-shell-pages-'));
  const pagesDist = join(pagesRoot, 'shell', 'dist');
  mkdirSync(pagesDist, { recursive: true });
  const indexFile = join(pagesDist, 'index.html');
  const shellScript = '<script defer src="/static/js/index.0123abcd.js"></script>';
  const template = (title: string) =>
    `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg"><title>${title}</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Homes &amp; offices"><link rel="preload" href="/static/css/a.0123abcd.css" as="style">${shellScript}</head><body><div id="root"></div></body></html>`;
  writeFileSync(indexFile, template('Naija Homes'));
  afterAll(() => rmSync(pagesRoot, { recursive: true, force: true }));
  let seenDefaults: { title: string; description: string } | undefined;
  let fail = false;
  const pages = new Hono<AppEnv>().use(
    webHandler(pagesRoot, {
      page: async (c, defaults) => {
        seenDefaults = defaults;
        if (fail) throw new Error('resolver broke');
        if (c.req.path === '/gone') return { status: 404, head: '<meta name="robots" content="noindex">' };
        return {
          status: 200,
          head: '<title>A flat &amp; more</title><meta name="description" content="Two beds">',
          headEnd: '<script type="application/ld+json">{}</script>',
          preloads: [{ rel: 'preload', as: 'image', href: '/uploads/a.webp', fetchpriority: 'high' }],
          data: { path: c.req.path, answers: { '/api/v1/x': { data: '</script><!--' } } },
        };
      },
    }),
  );

  test('the route’s head replaces the default title and description; the shell’s tags stay as built', async () => {
    const html = await (await pages.request('/properties/a-flat')).text();
    // The photo's preload after the viewport: a phone chooses its file from srcset by the viewport it knows then.
    expect(html).toStartWith(
      '<!DOCTYPE html><html lang="en-NG"><head><link rel="icon" href="/favicon.svg"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A flat &amp; more</title><meta name="description" content="Two beds"><link rel="preload" as="image" href="/uploads/a.webp" fetchpriority="high"><link rel="preload" href="/static/css/a.0123abcd.css" as="style">',
    );
    expect(html).toContain(`${shellScript}<script type="application/ld+json">{}</script></head>`);
    expect(html).toContain(
      '<div id="root"></div><script type="application/json" id="page-data">{"path":"/properties/a-flat","answers":{"/api/v1/x":{"data":"\\u003c/script\\u003e\\u003c!--"}}}</script></body>',
    );
    expect(html.match(/<title>/g)?.length).toBe(1);
    expect(seenDefaults).toEqual({ title: 'Naija Homes', description: 'Homes & offices' });
  });

  test('a page without its own title keeps the default; the status is the resolver’s', async () => {
    const response = await pages.request('/gone');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain('<title>Naija Homes</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  test('index.html is read again once it changes (a rebuild under a running server)', async () => {
    writeFileSync(indexFile, template('Rebuilt'));
    // Another mtime even on a coarse clock: the size changed too, which is also checked.
    await pages.request('/gone');
    expect(seenDefaults?.title).toBe('Rebuilt');
    writeFileSync(indexFile, template('Naija Homes'));
  });

  test('a resolver that throws still gets the page out: the build’s HTML with 200', async () => {
    fail = true;
    const response = await pages.request('/properties/a-flat');
    fail = false;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(template('Naija Homes'));
  });

  test('assets are still files, not pages', async () => {
    expect((await pages.request('/static/js/missing.0123abcd.js')).status).toBe(404);
  });
});
