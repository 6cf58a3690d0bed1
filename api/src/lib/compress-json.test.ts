// The API's JSON answers compressed for browsers that take it, through the whole app.
import { describe, expect, test } from 'bun:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { setupTestApp } from '../test/app';
import { liveListing } from '../test/listings';
import { signedInUser } from '../test/users';

const t = await setupTestApp();
const agent = await signedInUser(t, 'AGENT');
for (let i = 0; i < 12; i++)
  await liveListing(t, agent.user._id, { title: `Three Bedroom Flat in Yaba ${'x'.repeat(i)}` });

const search = (acceptEncoding?: string) =>
  t.app.request('/api/v1/property/all?limit=12', {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed JSON', () => {
  test('Brotli when accepted, the same JSON once decoded, with Vary and no stale length', async () => {
    const plain = await (await search()).text();
    const response = await search('gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-length')).toBeNull();
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(plain.length / 2);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(JSON.parse(plain));
  });

  test('gzip when only gzip is accepted; as is when nothing is, or the answer is small', async () => {
    const gzip = await search('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).data).toHaveLength(12);
    const plain = await search();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const small = await t.app.request('/api/v1/health', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ status: 'ok' });
  });
});
