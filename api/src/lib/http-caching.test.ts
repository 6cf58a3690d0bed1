// Public reads carry an ETag and answer 304 to a caller that already holds the answer (issue 35): real requests into
// the app on a real database.
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { properties } from '../db/schema';
import { setupTestApp } from '../test/app';
import { liveListing } from '../test/listings';
import { signedInUser } from '../test/users';

const t = await setupTestApp();

async function read(path: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(path, { headers: { 'x-forwarded-for': '10.9.9.9', ...headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('revalidating public reads', () => {
  test("a listing's page: a weak ETag, 304 while it is unchanged, a new answer once its price changes", async () => {
    const agent = await signedInUser(t, 'AGENT');
    const listing = await liveListing(t, agent.user._id, { title: 'Four Bedroom Duplex in Lekki' });
    const path = `/api/v1/property/slug/${listing.slug}`;

    const first = await read(path);
    expect(first.status).toBe(200);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^W\/"[^"]+"$/);
    // The listing's own policy (the owner may preview a draft through the same route) is kept.
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await read(path, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    // The same tag whatever encoding the answer travelled in.
    expect((await read(path, { 'if-none-match': tag, 'accept-encoding': 'gzip, br' })).status).toBe(304);

    await t.database.db.update(properties).set({ priceKobo: 47_000_000_00 }).where(eq(properties.id, listing.id));
    const changed = await read(path, { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('47000000');
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  test("an agent's profile and the listing search revalidate the same way", async () => {
    const agent = await signedInUser(t, 'AGENT');
    for (const path of [`/api/v1/agent/slug/${agent.user.slug}`, '/api/v1/agent/all?limit=5', '/api/v1/package/all']) {
      const first = await read(path);
      expect(first.status, path).toBe(200);
      const tag = first.headers.get('etag');
      expect(tag, path).toBeTruthy();
      expect((await read(path, { 'if-none-match': tag ?? '' })).status, path).toBe(304);
      expect((await read(path, { 'if-none-match': `"other", ${tag}` })).status, path).toBe(304);
      expect((await read(path, { 'if-none-match': '"other"' })).status, path).toBe(200);
    }
    // Without a policy of its own, a read is stored but asked about every time.
    expect((await read('/api/v1/package/all')).headers.get('cache-control')).toBe('no-cache');
  });

  test('a signed-in read is private to its browser; errors and guarded reads carry no tag', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const personal = await buyer.client.raw('GET', '/api/v1/package/all');
    expect(personal.status).toBe(200);
    expect(personal.headers.get('cache-control')).toBe('private, no-cache');
    const missing = await read('/api/v1/property/slug/no-such-listing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    const own = await buyer.client.raw('GET', '/api/v1/user/me');
    expect(own.status).toBe(200);
    expect(own.headers.get('etag')).toBeNull();
  });
});
