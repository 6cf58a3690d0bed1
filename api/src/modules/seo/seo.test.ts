// robots.txt and the sitemaps over HTTP: live listings and public agents are listed, drafts and others are not.
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { agents } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { signedInUser } from '../../test/users';

const t = await setupTestApp();
const base = t.config.baseUrl;
const agent = await signedInUser(t, 'AGENT');
await t.database.db.update(agents).set({ status: 'approved' }).where(eq(agents.userId, agent.user._id));
const pending = await signedInUser(t, 'AGENT');
await t.database.db.update(agents).set({ status: 'submitted' }).where(eq(agents.userId, pending.user._id));
const live = await liveListing(t, agent.user._id);
const draft = await liveListing(t, agent.user._id, { isPublished: false, listingStatus: 'pending', publishedAt: null });

const get = (path: string) => t.app.request(path);

describe('robots and sitemaps', () => {
  test('robots.txt opens the public site, closes the private areas and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/api/', '/admin/', '/agent/', '/buyer/']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  test('the index lists the pages, listings and agents files', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex');
    for (const file of ['pages', 'listings-1', 'agents-1']) expect(xml).toContain(`${base}/sitemaps/${file}.xml`);
    expect(xml).not.toContain('listings-2');
  });

  test('each file lists what the public can open, and nothing else', async () => {
    const listings = await (await get('/sitemaps/listings-1.xml')).text();
    expect(listings).toContain(`<loc>${base}/properties/${live.slug}</loc>`);
    expect(listings).not.toContain(draft.slug);
    const people = await (await get('/sitemaps/agents-1.xml')).text();
    expect(people).toContain(`<loc>${base}/agents/${agent.user.slug}</loc>`);
    expect(people).not.toContain(pending.user.slug);
    const pages = await (await get('/sitemaps/pages.xml')).text();
    for (const path of ['/properties', '/agents', '/property-news'])
      expect(pages).toContain(`<loc>${base}${path}</loc>`);
    expect((await get('/sitemaps/listings-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/secrets.xml')).status).toBe(404);
  });
});
