// What search engines read: /robots.txt and the sitemaps (issue 19). The sitemap index lists the public pages and
// the live listings and public agents, split into files of at most 50,000 addresses (the sitemaps protocol's
// limit), so a million listings are twenty files a crawler fetches one by one.
import { publicRoutes } from '@naija-homes/contracts/public-routes';
import { and, asc, count, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, newsArticles, properties, users } from '../../db/schema';
import { searchLive } from '../search/search.sql';

export const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are not listings, agents or articles (the public route table's fixed, listed pages). */
export const PUBLIC_PAGES = publicRoutes.filter((route) => route.sitemap).map((route) => route.path);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface SitemapEntry {
  path: string;
  lastModified?: Date | null;
}

function urlSet(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${baseUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const agentWhere = and(eq(agents.status, 'approved'), eq(users.isBlocked, false));

/** GET /sitemap.xml: the index of every sitemap file. */
export async function sitemapIndex(db: Db, baseUrl: string): Promise<string> {
  const [[listings], [agentRows]] = await Promise.all([
    db.select({ n: count() }).from(properties).where(searchLive),
    db.select({ n: count() }).from(agents).innerJoin(users, eq(users.id, agents.userId)).where(agentWhere),
  ]);
  const files = ['pages'];
  const parts = (n: number) => Math.max(1, Math.ceil(n / SITEMAP_MAX_URLS));
  for (let i = 1; i <= parts(listings?.n ?? 0); i++) files.push(`listings-${i}`);
  for (let i = 1; i <= parts(agentRows?.n ?? 0); i++) files.push(`agents-${i}`);
  const items = files.map((file) => `<sitemap><loc>${escapeXml(`${baseUrl}/sitemaps/${file}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** GET /sitemaps/{file}.xml: `pages`, `listings-N` or `agents-N`; null for any other name or an empty part. */
export async function sitemapFile(db: Db, baseUrl: string, file: string): Promise<string | null> {
  if (file === 'pages') {
    const articles = await db
      .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
      .from(newsArticles)
      .where(and(isNotNull(newsArticles.publishedAt), lte(newsArticles.publishedAt, sql`now()`)))
      .orderBy(asc(newsArticles.seq));
    return urlSet(baseUrl, [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...articles.map((a) => ({ path: `/property-news/${a.slug}`, lastModified: a.updatedAt })),
    ]);
  }
  const match = /^(listings|agents)-([1-9]\d{0,4})$/.exec(file);
  if (!match) return null;
  const offset = (Number(match[2]) - 1) * SITEMAP_MAX_URLS;
  if (match[1] === 'listings') {
    // Ordered by id so each file keeps its listings between crawls (new ones join at random places, which a
    // crawler handles); the id index walk stops after the file's rows.
    const rows = await db
      .select({ slug: properties.slug, updatedAt: properties.updatedAt })
      .from(properties)
      .where(searchLive)
      .orderBy(asc(properties.id))
      .limit(SITEMAP_MAX_URLS)
      .offset(offset);
    if (rows.length === 0 && offset > 0) return null;
    return urlSet(
      baseUrl,
      rows.map((row) => ({ path: `/properties/${row.slug}`, lastModified: row.updatedAt })),
    );
  }
  const rows = await db
    .select({ slug: users.slug, updatedAt: users.updatedAt })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(agentWhere)
    .orderBy(asc(users.id))
    .limit(SITEMAP_MAX_URLS)
    .offset(offset);
  if (rows.length === 0 && offset > 0) return null;
  return urlSet(
    baseUrl,
    rows.map((row) => ({ path: `/agents/${row.slug}`, lastModified: row.updatedAt })),
  );
}

/** GET /robots.txt: the public site is open; the signed-in areas and the API are not for crawlers. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /agent/',
    'Disallow: /buyer/',
    'Disallow: /billing/',
    'Disallow: /compare',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
