// The built front ends as the server sends them: the build's Brotli or gzip copy when the browser takes it (with
// the original's type and Vary), the plain file otherwise, and the SPA fallback compressed too.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { precompressDir } from '../../../scripts/precompress';
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
