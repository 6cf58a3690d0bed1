// The pages as a crawler or a chat app reads them, without JavaScript: title, canonical, Open Graph and Twitter
// tags, JSON-LD, the 404s of listings and agents nobody may see, the inlined first data (equal to the API's own
// answer), the LCP photo's preload, and a hostile listing title that stays text.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@naija-homes/contracts/page-data';
import { eq, sql } from 'drizzle-orm';
import { openPostgres } from '../../db/client';
import type { StoredPhoto } from '../../db/schema';
import { newsArticles, reviews, users } from '../../db/schema';
import { ensureAccount } from '../../db/seed/accounts';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { uniqueEmail } from '../../test/users';
import { PUBLIC_PAGES } from './sitemap';

// A web root like the build's: the shell's index.html as rsbuild writes it (shell/rsbuild.config.ts `html`).
const DEFAULT_TITLE = 'Naija Homes: homes and offices for sale, rent and short-let in Nigeria';
const DEFAULT_DESCRIPTION = 'Find verified agents and homes for sale, rent or short-let across Nigeria.';
const SHELL_SCRIPT = '<script defer src="/static/js/index.0123abcdef.js"></script>';
const webRoot = mkdtempSync(join(tmpdir(), 'naija-pages-'));
mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
writeFileSync(
  join(webRoot, 'shell', 'dist', 'index.html'),
  `<!DOCTYPE html><html><head><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${DEFAULT_TITLE}</title><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="${DEFAULT_DESCRIPTION}"><meta name="theme-color" content="#0b6e4f">${SHELL_SCRIPT}</head><body><div id="root"></div></body></html>`,
);

const t = await setupTestApp({ env: { WEB_DIST_ROOT: webRoot } });
const base = t.config.baseUrl;
// Every page carries the runtime configuration, so the shell starts without asking for it.
const config = { '/config.json': await (await t.app.request('/config.json')).json() };

async function agentAccount(firstName: string, phoneNumber: string | null) {
  const { id } = await ensureAccount(t.database.db, {
    email: uniqueEmail('agent'),
    password: 'Str0ng-pass',
    firstName,
    lastName: 'Okafor',
    role: 'AGENT',
    phoneNumber,
    bio: 'Ten years letting flats in Yaba and Surulere.',
    agent: { status: 'approved' },
  });
  const [row] = await t.database.db.select({ slug: users.slug }).from(users).where(eq(users.id, id));
  return { id, slug: row?.slug ?? '' };
}

const agent = await agentAccount('Chinedu', '+2348031234501');
const photo = (n: number): StoredPhoto => ({
  id: crypto.randomUUID(),
  key: `properties/photo-${n}.webp`,
  url: `/uploads/properties/photo-${n}.webp`,
  cardKey: `properties/photo-${n}-card.webp`,
  cardUrl: `/uploads/properties/photo-${n}-card.webp`,
  width: 1600,
  height: 1200,
});
const flat = await liveListing(t, agent.id, {
  title: 'Three Bedroom Flat in Yaba',
  propertyFor: 'rent',
  rentPaymentFrequency: 'annually',
  priceKobo: 3_500_000_00,
  photos: [photo(1), photo(2)],
  visibilityLevel: 4,
});
const hostileTitle = 'Flat </script><script>alert(1)</script> & "more" <!--';
const hostile = await liveListing(t, agent.id, { title: hostileTitle, photos: [photo(3)] });
const draft = await liveListing(t, agent.id, { isPublished: false, listingStatus: 'pending', publishedAt: null });
const buyer = await ensureAccount(t.database.db, {
  email: uniqueEmail('buyer'),
  password: 'Str0ng-pass',
  firstName: 'Amina',
  lastName: 'Bello',
  role: 'BUYER',
});
await t.database.db.insert(reviews).values({ agentUserId: agent.id, reviewerId: buyer.id, text: 'Honest.', rating: 4 });
const article = { slug: 'rents-in-yaba-this-year', title: 'Rents in Yaba this year', body: 'Up a little.' };
const draftArticle = { slug: 'draft-on-lekki-prices', title: 'Draft on Lekki prices', body: 'Not yet.' };
await t.database.db.insert(newsArticles).values([
  { ...article, publishedAt: new Date(Date.now() - 86_400_000) },
  { ...draftArticle, publishedAt: null },
]);

afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** HTMLRewriter hands over the source's text and attributes; a crawler reads them with the entities decoded. */
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a crawler reads: the tags and scripts of the HTML, through Bun's HTML parser. */
interface ReadPage {
  status: number;
  html: string;
  title: string;
  meta: Map<string, string>;
  links: Array<Record<string, string>>;
  jsonLd: Array<Record<string, unknown>>;
  data: PageData | null;
}

async function read(path: string, headers: Record<string, string> = {}): Promise<ReadPage & { response: Response }> {
  const response = await t.app.request(path, { headers });
  const html =
    response.headers.get('content-encoding') === 'br'
      ? brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
      : await response.text();
  const page: ReadPage = {
    status: response.status,
    html,
    title: '',
    meta: new Map(),
    links: [],
    jsonLd: [],
    data: null,
  };
  let ld = '';
  let data = '';
  await new HTMLRewriter()
    .on('title', {
      text(chunk) {
        page.title += chunk.text;
      },
    })
    .on('meta', {
      element(element) {
        const key = element.getAttribute('name') ?? element.getAttribute('property');
        if (key) page.meta.set(key, decode(element.getAttribute('content') ?? ''));
      },
    })
    .on('link', {
      element(element) {
        page.links.push(Object.fromEntries([...element.attributes].map(([name, value]) => [name, decode(value)])));
      },
    })
    .on('script[type="application/ld+json"]', {
      text(chunk) {
        ld += chunk.text;
        if (chunk.lastInTextNode) {
          page.jsonLd.push(JSON.parse(ld));
          ld = '';
        }
      },
    })
    .on(`script#${PAGE_DATA_ELEMENT_ID}`, {
      text(chunk) {
        data += chunk.text;
        if (chunk.lastInTextNode) page.data = JSON.parse(data);
      },
    })
    .transform(new Response(html))
    .text();
  page.title = decode(page.title);
  return { ...page, response };
}

const canonicalOf = (page: ReadPage) => page.links.find((link) => link.rel === 'canonical')?.href;
const ofType = (page: ReadPage, type: string) => page.jsonLd.find((item) => item['@type'] === type);

describe('a property page, read without JavaScript', () => {
  test('title, canonical, Open Graph and Twitter tags carry the photo, title, price and city', async () => {
    const page = await read(`/properties/${flat.slug}`);
    expect(page.status).toBe(200);
    expect(page.response.headers.get('content-type')).toContain('text/html');
    expect(page.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.title).toBe('Three Bedroom Flat in Yaba, ₦3,500,000.00 / year | Naija Homes');
    expect(page.html).not.toContain(DEFAULT_TITLE);
    expect(page.html).not.toContain(DEFAULT_DESCRIPTION);
    expect(canonicalOf(page)).toBe(`${base}/properties/${flat.slug}`);
    expect(page.meta.get('og:url')).toBe(`${base}/properties/${flat.slug}`);
    // What WhatsApp shows: the photo, and the title with the price.
    expect(page.meta.get('og:title')).toBe('Three Bedroom Flat in Yaba · ₦3,500,000.00 / year');
    expect(page.meta.get('og:image')).toBe(`${base}/uploads/properties/photo-1-card.webp`);
    expect(page.meta.get('og:image:width')).toBe('640');
    expect(page.meta.get('og:image:height')).toBe('480');
    expect(page.meta.get('og:site_name')).toBe('Naija Homes');
    expect(page.meta.get('og:type')).toBe('website');
    expect(page.meta.get('og:description')).toBe(
      '3-bedroom flat for rent in Yaba, Lagos: ₦3,500,000.00 / year. 3 beds, 2 baths, 1,200 sq ft. Listed by Chinedu Okafor on Naija Homes.',
    );
    expect(page.meta.get('description')).toBe(page.meta.get('og:description') ?? '');
    expect(page.meta.get('twitter:card')).toBe('summary_large_image');
    expect(page.meta.get('twitter:image')).toBe(page.meta.get('og:image') ?? '');
    expect(page.meta.get('twitter:title')).toBe(page.meta.get('og:title') ?? '');
    expect(page.meta.has('robots')).toBe(false);
    // The shell's own tags are untouched, and the language is set.
    expect(page.html).toContain(SHELL_SCRIPT);
    expect(page.html).toContain('<html lang="en-NG">');
    expect(page.html).toContain('<div id="root"></div>');
  });

  test('JSON-LD: a RealEstateListing with its Offer in naira', async () => {
    const page = await read(`/properties/${flat.slug}`);
    const listing = ofType(page, 'RealEstateListing') as Record<string, unknown> & {
      offers: Record<string, unknown> & { priceSpecification: Record<string, unknown> };
      contentLocation: { address: Record<string, unknown> };
    };
    expect(listing['@context']).toBe('https://schema.org');
    expect(listing.name).toBe('Three Bedroom Flat in Yaba');
    expect(listing.url).toBe(`${base}/properties/${flat.slug}`);
    expect(listing.image).toEqual([
      `${base}/uploads/properties/photo-1.webp`,
      `${base}/uploads/properties/photo-2.webp`,
    ]);
    expect(listing.datePosted).toBe(flat.publishedAt?.toISOString() ?? '');
    expect(listing.offers['@type']).toBe('Offer');
    expect(listing.offers.price).toBe(3_500_000);
    expect(listing.offers.priceCurrency).toBe('NGN');
    expect(listing.offers.availability).toBe('https://schema.org/InStock');
    expect(listing.offers.url).toBe(`${base}/properties/${flat.slug}`);
    expect(listing.offers.image).toBe(`${base}/uploads/properties/photo-1.webp`);
    expect(listing.offers.priceSpecification).toMatchObject({
      unitCode: 'ANN',
      unitText: 'year',
      priceCurrency: 'NGN',
    });
    expect(listing.contentLocation.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Yaba',
      addressRegion: 'Lagos',
      addressCountry: 'NG',
    });
  });

  test('the first photo is preloaded with the srcset and sizes of the page’s own <img>, per layout', async () => {
    const page = await read(`/properties/${flat.slug}`);
    const preloads = page.links.filter((link) => link.rel === 'preload' && link.as === 'image');
    const srcset = '/uploads/properties/photo-1-card.webp 640w, /uploads/properties/photo-1.webp 1600w';
    expect(preloads).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: srcset,
        imagesizes: '100vw',
        media: 'not all and (min-width: 768px)',
        fetchpriority: 'high',
      },
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: srcset,
        imagesizes: '(min-width: 1280px) 840px, 66vw',
        media: '(min-width: 768px)',
        fetchpriority: 'high',
      },
    ]);
    // Before the shell's script, so the download starts first.
    expect(page.html.indexOf('rel="preload"')).toBeLessThan(page.html.indexOf(SHELL_SCRIPT));
  });

  test('the inlined listing is the API’s own answer for the same listing', async () => {
    const page = await read(`/properties/${flat.slug}`);
    const api = await (await t.app.request(`/api/v1/property/slug/${flat.slug}`)).json();
    expect(page.data?.path).toBe(`/properties/${flat.slug}`);
    expect(page.data?.answers).toEqual({ [`/api/v1/property/slug/${flat.slug}`]: api, ...config });
  });

  test('a hostile title stays text everywhere: escaped in tags, \\u003c in the scripts, equal once parsed', async () => {
    const page = await read(`/properties/${hostile.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('</script><script>');
    expect(page.html).not.toContain('<!--');
    expect(page.html.match(/<script/g)?.length).toBe(3); // the shell's, one JSON-LD, the data
    expect(page.title.startsWith(hostileTitle)).toBe(true);
    expect(page.meta.get('og:title')?.startsWith(hostileTitle)).toBe(true);
    expect(ofType(page, 'RealEstateListing')?.name).toBe(hostileTitle);
    const answer = page.data?.answers[`/api/v1/property/slug/${hostile.slug}`] as { data: { title: string } };
    expect(answer.data.title).toBe(hostileTitle);
  });

  test('an unknown or not-live listing is the SPA with 404 and noindex, and nothing inlined', async () => {
    for (const path of [
      '/properties/no-such-flat-anywhere',
      `/properties/${draft.slug}`,
      `/properties/${'x'.repeat(300)}`,
      '/properties/%E0%A4%A',
    ]) {
      const page = await read(path);
      expect(page.status).toBe(404);
      expect(page.meta.get('robots')).toBe('noindex, follow');
      expect(page.title).toBe('Property not found | Naija Homes');
      expect(page.html).toContain(SHELL_SCRIPT);
      // Nothing inlined but the hint that this visitor sent no session cookie.
      expect(page.data).toEqual({ path: new URL(path, base).pathname, answers: config, signedOut: true });
      expect(page.jsonLd).toEqual([]);
    }
  });

  test('compressed with Brotli for a browser that takes it', async () => {
    const page = await read(`/properties/${flat.slug}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.response.headers.get('content-encoding')).toBe('br');
    expect(page.response.headers.get('vary')).toBe('Accept-Encoding');
    expect(ofType(page, 'RealEstateListing')?.name).toBe('Three Bedroom Flat in Yaba');
  });
});

describe('the home page', () => {
  test('Organization and WebSite with a search action aimed at the search page’s own parameter', async () => {
    const page = await read('/');
    expect(page.status).toBe(200);
    expect(page.title).toBe(DEFAULT_TITLE);
    expect(canonicalOf(page)).toBe(`${base}/`);
    expect(ofType(page, 'Organization')).toMatchObject({ name: 'Naija Homes', url: `${base}/` });
    expect(ofType(page, 'WebSite')).toMatchObject({
      url: `${base}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${base}/properties?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('the featured listings are inlined, equal to GET /property/featured', async () => {
    const page = await read('/');
    const api = await (await t.app.request('/api/v1/property/featured')).json();
    expect(api.data.map((card: { slug: string }) => card.slug)).toContain(flat.slug);
    expect(page.data).toEqual({
      path: '/',
      answers: { '/api/v1/property/featured': api, ...config },
      signedOut: true,
    });
    // The first card's photo is the largest paint on a phone: preloaded as the card's <img> names it.
    expect(page.links.filter((link) => link.rel === 'preload')).toEqual([
      { rel: 'preload', as: 'image', href: api.data[0].photo, fetchpriority: 'high' },
    ]);
  });
});

describe('search, agents and private pages', () => {
  test('the search page is titled by its filters, with a canonical of those filters only', async () => {
    const page = await read('/properties?propertyFor=rent&propertyType=flat&search=lagos&sort=newest&page=2');
    expect(page.title).toBe('Flats for rent in Lagos | Naija Homes');
    expect(page.meta.get('og:title')).toBe('Flats for rent in Lagos');
    expect(canonicalOf(page)).toBe(`${base}/properties?propertyFor=rent&propertyType=flat&search=lagos`);
    const plain = await read('/properties');
    expect(plain.title).toBe('Homes and offices | Naija Homes');
    expect(canonicalOf(plain)).toBe(`${base}/properties`);
    expect((await read('/properties?propertyFor=short-let&bedrooms=2')).title).toBe(
      'Short-let 2-bedroom homes and offices | Naija Homes',
    );
    // A search the schema refuses is still the search page, with its plain title.
    expect((await read('/properties?minPrice=9&maxPrice=1')).title).toBe('Homes and offices | Naija Homes');
  });

  test('the search page inlines the results its address names, as GET /property/all answers them', async () => {
    for (const [address, request] of [
      ['/properties', '/api/v1/property/all'],
      ['/properties?search=%20Yaba%20&propertyFor=rent&page=1', '/api/v1/property/all?propertyFor=rent&search=Yaba'],
    ] as const) {
      const page = await read(address);
      const api = await (await t.app.request(request)).json();
      expect(api.data.map((card: { slug: string }) => card.slug)).toContain(flat.slug);
      expect(page.data).toEqual({ path: '/properties', answers: { [request]: api, ...config }, signedOut: true });
      // The first card's photo is the largest paint on a phone.
      expect(page.links.filter((link) => link.rel === 'preload')).toEqual([
        { rel: 'preload', as: 'image', href: api.data[0].photo, fetchpriority: 'high' },
      ]);
    }
    // A search the schema refuses inlines nothing: the page shows the schema's message, as the app would.
    expect((await read('/properties?minPrice=9&maxPrice=1')).data?.answers).toEqual(config);
  });

  test('each card a search page shows counts one impression, as the API counts it; a bot’s visit none', async () => {
    const impressions = async () => {
      // Written just after the answer: wait for the work in flight.
      await t.lifecycle.idle(5_000);
      const rows = await t.database.execute<{ n: number }>(
        sql`select coalesce(sum(impressions), 0)::int as n from listing_daily_stats where property_id = ${flat.id}::uuid`,
      );
      return Number(rows[0]?.n ?? 0);
    };
    const before = await impressions();
    const phone = 'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
    await read('/properties?search=yaba', { 'user-agent': phone });
    expect(await impressions()).toBe(before + 1);
    await read('/properties?search=yaba', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect(await impressions()).toBe(before + 1);
  });

  test('an agent’s profile: RealEstateAgent with phone, address and rating; og:type profile', async () => {
    const page = await read(`/agents/${agent.slug}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Chinedu Okafor | Naija Homes');
    expect(canonicalOf(page)).toBe(`${base}/agents/${agent.slug}`);
    expect(page.meta.get('og:type')).toBe('profile');
    expect(page.meta.get('og:description')).toContain('Rated 4.0 from 1 review');
    const jsonLd = ofType(page, 'RealEstateAgent');
    expect(jsonLd).toMatchObject({
      name: 'Chinedu Okafor',
      url: `${base}/agents/${agent.slug}`,
      telephone: '+2348031234501',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
  });

  test('the inlined profile, first listings and first reviews are the API’s own answers for the same agent', async () => {
    const page = await read(`/agents/${agent.slug}`);
    const answers = Object.fromEntries(
      await Promise.all(
        [
          `/api/v1/agent/slug/${agent.slug}`,
          `/api/v1/agent/slug/${agent.slug}/properties?page=1&limit=10`,
          `/api/v1/review/agent/all/${agent.id}?page=1&limit=5`,
        ].map(async (path) => [path, await (await t.app.request(path)).json()] as const),
      ),
    );
    expect(answers[`/api/v1/review/agent/all/${agent.id}?page=1&limit=5`].data[0].text).toBe('Honest.');
    expect(page.data?.answers).toEqual({ ...answers, ...config });
  });

  test('the directory inlines the page its address names, as the API answers it', async () => {
    for (const [address, request] of [
      ['/agents', '/api/v1/agent/all?page=1&limit=12'],
      ['/agents?page=2&search=%20Chinedu%20', '/api/v1/agent/all?page=2&limit=12&search=Chinedu'],
    ] as const) {
      const page = await read(address);
      const api = await (await t.app.request(request)).json();
      expect(page.data?.answers).toEqual({ [request]: api, ...config });
    }
  });

  test('an agent without a phone or reviews has neither in the JSON-LD', async () => {
    const quiet = await agentAccount('Kemi', null);
    const jsonLd = ofType(await read(`/agents/${quiet.slug}`), 'RealEstateAgent');
    expect(jsonLd).toBeDefined();
    expect(jsonLd).not.toHaveProperty('telephone');
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  test('an unknown agent is a 404 with noindex', async () => {
    const page = await read('/agents/nobody-at-all');
    expect(page.status).toBe(404);
    expect(page.meta.get('robots')).toBe('noindex, follow');
  });

  test('the directory has its own title; private areas and forms are noindex and keep the default head', async () => {
    const agents = await read('/agents');
    expect(agents.title).toBe('Find an estate agent in Nigeria | Naija Homes');
    expect(canonicalOf(agents)).toBe(`${base}/agents`);
    for (const path of ['/sign-in', '/buyer/saved-homes', '/agent/my-properties', '/admin', '/compare']) {
      const page = await read(path);
      expect(page.status).toBe(200);
      expect(page.meta.get('robots')).toBe('noindex, follow');
      expect(page.title).toBe(DEFAULT_TITLE);
      expect(page.data).toEqual({ path, answers: config, signedOut: true });
    }
    const pricing = await read('/pricing');
    expect(pricing.meta.has('robots')).toBe(false);
    expect(canonicalOf(pricing)).toBe(`${base}/pricing`);
    expect(pricing.title).toBe(DEFAULT_TITLE);
  });
});

describe('the not-found page is a 404 wherever it shows (issue 31)', () => {
  test('an address no page answers, an unknown article and an unknown listing’s photos: 404, noindex, nothing inlined', async () => {
    for (const path of [
      '/no-such-page',
      '/propertys',
      '/properties/a/b/c',
      '/agents/someone/else',
      '/pricing/gold',
      '/about-us/team',
      '/billing',
      '/billing/unknown',
      '/property-news/no-such-article',
      `/property-news/${draftArticle.slug}`,
      `/property-news/${'x'.repeat(300)}`,
      '/property-news/%E0%A4%A',
      '/properties/no-such-flat-anywhere/detail',
      `/properties/${draft.slug}/detail`,
    ]) {
      const page = await read(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.meta.get('robots')).toBe('noindex, follow');
      expect(page.html).toContain(SHELL_SCRIPT);
      expect(page.data).toEqual({ path: new URL(path, base).pathname, answers: config, signedOut: true });
      expect(page.jsonLd).toEqual([]);
    }
    expect((await read('/property-news/no-such-article')).title).toBe('Article not found | Naija Homes');
    expect((await read('/no-such-page')).title).toBe('Not found | Naija Homes');
  });

  test('every real page stays 200: public pages, account forms, the areas, billing, a live listing’s photos', async () => {
    for (const path of [
      ...PUBLIC_PAGES,
      '/pricing/',
      '/compare',
      '/sign-in',
      '/sign-up',
      '/verify-otp',
      '/forgot-password',
      '/reset-password',
      '/buyer',
      '/buyer/saved-homes',
      '/agent/my-properties/anything',
      '/admin',
      '/admin/users',
      '/billing/manage',
      '/billing/checkout/cs_test_123',
      '/index.html',
      `/properties/${flat.slug}`,
      `/properties/${flat.slug}/detail`,
      `/agents/${agent.slug}`,
      `/property-news/${article.slug}`,
    ]) {
      const page = await read(path);
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
    }
    const news = await read(`/property-news/${article.slug}`);
    expect(news.meta.has('robots')).toBe(false);
    expect(canonicalOf(news)).toBe(`${base}/property-news/${article.slug}`);
  });
});

describe('with the database unreachable', async () => {
  const down = await setupTestApp({
    env: { WEB_DIST_ROOT: webRoot },
    database: openPostgres('postgres://postgres@127.0.0.1:1/naija_down'),
  });

  test('a property page is the default HTML with 200, never a 500', async () => {
    const started = performance.now();
    const response = await down.app.request(`/properties/${flat.slug}`);
    expect(performance.now() - started).toBeLessThan(2600);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${DEFAULT_TITLE}</title>`);
    expect(html).toContain(SHELL_SCRIPT);
    expect(html).not.toContain('/api/v1/property/slug');
  });
});

describe('the signed-out hint', () => {
  test('a request without a session cookie is told it is signed out; one with a cookie is not', async () => {
    expect((await read('/pricing')).data).toEqual({ path: '/pricing', answers: config, signedOut: true });
    const withCookie = await read('/pricing', { cookie: 'naija.session_token=anything' });
    expect(withCookie.data).toEqual({ path: '/pricing', answers: config });
    const home = await read('/', { cookie: 'theme=dark; naija.session_token=anything' });
    expect(home.data?.signedOut).toBeUndefined();
    expect(Object.keys(home.data?.answers ?? {})).toEqual(['/api/v1/property/featured', '/config.json']);
  });
});
