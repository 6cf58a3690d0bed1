import { describe, expect, test } from 'bun:test';
import type { Package } from '@naija-homes/contracts/billing';
import {
  type AdminArticle,
  contentMessages,
  defaultSiteSettings,
  type NewsArticle,
  type NewsCard,
  type SiteSettings,
} from '@naija-homes/contracts/content';
import { fileMessages, fileRules } from '@naija-homes/contracts/upload';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, newsArticles } from '../../db/schema';
import { demoArticles, seedDemoNews } from '../../db/seed/demo-news';
import { setupTestApp } from '../../test/app';
import { exeBytes, photoBytes } from '../../test/files';
import { signedInUser } from '../../test/users';
import { plainSummary, renderMarkdown, safeLinkHref } from './markdown';

const t = await setupTestApp();
const admin = await signedInUser(t, 'ADMIN');
const { db } = t.database;

type SettingsBody = { data: SiteSettings; updatedAt: string | null; message?: string };
type ArticleBody = { data: AdminArticle; message: string };
type NewsPage = { data: NewsCard[]; page: number; totalPages: number; total: number };

async function auditRows(action: string, targetId?: string) {
  return db
    .select()
    .from(auditLog)
    .where(targetId ? and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)) : eq(auditLog.action, action))
    .orderBy(desc(auditLog.seq));
}

const hourMs = 60 * 60 * 1000;
const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Renting in Lagos: what to budget beyond the rent',
  body: 'Besides a year of rent, most landlords ask for a **caution deposit**.\n\nAsk for every fee in writing.',
  publishedAt: new Date(Date.now() - hourMs).toISOString(),
  ...overrides,
});

describe('site settings', () => {
  test('the defaults apply until an admin saves, with a short public cache', async () => {
    const response = await t.client().get<SettingsBody>('/api/v1/site-settings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: defaultSiteSettings, updatedAt: null });
    // Shared caches keep it a minute; a browser revalidates with the ETag and gets a 304 until it changes.
    expect(response.headers.get('cache-control')).toContain('s-maxage=60');
    const tag = response.headers.get('etag') as string;
    const again = await t.client().raw('GET', '/api/v1/site-settings', { headers: { 'if-none-match': tag } });
    expect(again.status).toBe(304);
    const forAdmin = await admin.client.get<SettingsBody>('/api/v1/admin/site-settings');
    expect(forAdmin.body.data).toEqual(defaultSiteSettings);
    expect(forAdmin.headers.get('cache-control')).toContain('no-store');
  });

  test('an admin saves a section: the public read shows it, the others keep theirs, and the change is audited', async () => {
    const tag = (await t.client().get('/api/v1/site-settings')).headers.get('etag') as string;
    const contact = {
      email: 'Support@NaijaHomes.ng',
      phone: '0803 123 4567',
      address: '5 Ademola Adetokunbo Crescent, Wuse 2, Abuja',
      officeHours: 'Mon–Sat, 8am–6pm',
    };
    const saved = await admin.client.put<SettingsBody>('/api/v1/admin/site-settings', { contact });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(contentMessages.settingsSaved);
    expect(saved.body.data.contact).toEqual({ ...contact, email: 'support@naijahomes.ng', phone: '+2348031234567' });
    expect(saved.body.data.social).toEqual(defaultSiteSettings.social);

    const social = { ...defaultSiteSettings.social, tiktok: 'https://www.tiktok.com/@naijahomes', x: '' };
    const footer = { hiddenPathPrefixes: ['/agent', '/admin', '/sign-in', '/checkout/'] };
    await admin.client.put('/api/v1/admin/site-settings', { social, footer });

    const read = await t.client().get<SettingsBody>('/api/v1/site-settings');
    expect(read.body.data).toEqual({
      contact: { ...contact, email: 'support@naijahomes.ng', phone: '+2348031234567' },
      social,
      // A trailing slash means the same place.
      footer: { hiddenPathPrefixes: ['/agent', '/admin', '/sign-in', '/checkout'] },
    });
    expect(read.body.updatedAt).not.toBeNull();
    const stale = await t.client().raw('GET', '/api/v1/site-settings', { headers: { 'if-none-match': tag } });
    expect(stale.status).toBe(200);

    const [first] = (await auditRows('settings.update')).reverse();
    expect(first).toMatchObject({
      actorId: admin.user._id,
      targetType: 'settings',
      before: { contact: defaultSiteSettings.contact },
      after: { contact: { ...contact, email: 'support@naijahomes.ng', phone: '+2348031234567' } },
    });
    const [latest] = await auditRows('settings.update');
    expect(Object.keys(latest?.before ?? {}).sort()).toEqual(['footer', 'social']);
    expect(latest?.after).toMatchObject({ social: { tiktok: 'https://www.tiktok.com/@naijahomes' } });
  });

  test('twenty identical saves at once: one change in the audit log, every answer the same settings', async () => {
    const footer = { hiddenPathPrefixes: ['/agent', '/admin', '/sign-in', '/sign-up', '/help-center'] };
    const before = (await auditRows('settings.update')).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.client.put<SettingsBody>('/api/v1/admin/site-settings', { footer })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.every((answer) => answer.body.data.footer.hiddenPathPrefixes.includes('/help-center'))).toBe(true);
    expect((await auditRows('settings.update')).length).toBe(before + 1);
  }, 30_000);

  test.each([
    [
      { social: { ...defaultSiteSettings.social, facebook: 'http://facebook.com/naijahomes' } },
      contentMessages.linkHttps('Facebook'),
    ],
    [
      { social: { ...defaultSiteSettings.social, youtube: 'javascript:alert(1)' } },
      contentMessages.linkHttps('YouTube'),
    ],
    [
      { social: { ...defaultSiteSettings.social, linkedin: 'https://not a url' } },
      contentMessages.linkInvalid('LinkedIn'),
    ],
    [{ contact: { ...defaultSiteSettings.contact, phone: '0803 12' } }, 'Please enter a valid phone number'],
    [{ contact: { ...defaultSiteSettings.contact, email: 'nope' } }, 'Email format is invalid'],
    [{ contact: { ...defaultSiteSettings.contact, address: ' ' } }, contentMessages.addressRequired],
    [{ footer: { hiddenPathPrefixes: ['admin'] } }, contentMessages.prefixSlash],
    [{ footer: { hiddenPathPrefixes: ['/admin', '/admin'] } }, contentMessages.prefixDuplicate],
    [{ footer: { hiddenPathPrefixes: ['/a b'] } }, contentMessages.prefixInvalid],
    [{ theme: 'dark' }, 'Please provide only allowed fields.'],
  ])('refuses %o with a clear 400', async (body, message) => {
    const response = await admin.client.put('/api/v1/admin/site-settings', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  test('only admins read and save them', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/v1/admin/site-settings')).status).toBe(401);
    expect((await visitor.put('/api/v1/admin/site-settings', {})).status).toBe(401);
    for (const role of ['BUYER', 'AGENT'] as const) {
      const { client } = await signedInUser(t, role);
      expect((await client.get('/api/v1/admin/site-settings')).status).toBe(403);
      expect((await client.put('/api/v1/admin/site-settings', { footer: { hiddenPathPrefixes: [] } })).status).toBe(
        403,
      );
    }
  });
});

describe('plans from the settings page', () => {
  test('a price and points edit is audited with before and after, and the public plans show it', async () => {
    const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
    const elite = plans.find((plan) => plan.name === 'Elite') as Package;
    const points = ['Featured badge on every listing', 'Up to 40 live listings', '360° virtual tours'];
    const saved = await admin.client.patch<{ data: Package }>(`/api/v1/admin/packages/${elite._id}`, {
      amount: 25_000,
      points,
    });
    expect(saved.status).toBe(200);
    const after = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
    expect(after.find((plan) => plan._id === elite._id)).toMatchObject({ priceId: { amount: 25_000 }, points });
    const [entry] = await auditRows('plan.update', elite._id);
    expect(entry).toMatchObject({
      actorId: admin.user._id,
      targetType: 'plan',
      targetLabel: 'Elite',
      before: { amount: elite.priceId.amount, points: elite.points },
      after: { amount: 25_000, points },
    });
  });
});

describe('Property News', () => {
  test('an admin writes, edits and deletes an article; each step is audited', async () => {
    const created = await admin.client.post<ArticleBody>('/api/v1/admin/news', article({ summary: '  ' }));
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(contentMessages.articleCreated);
    const { data } = created.body;
    expect(data).toMatchObject({
      slug: 'renting-in-lagos-what-to-budget-beyond-the-rent',
      summary: null,
      status: 'published',
      coverPhoto: null,
      authorName: 'Amaka Eze',
    });

    const edited = await admin.client.patch<ArticleBody>(`/api/v1/admin/news/${data._id}`, {
      title: 'Renting in Lagos: the full cost',
      summary: 'Caution deposit, agency and legal fees.',
    });
    expect(edited.status).toBe(200);
    // The slug stays: links already shared keep working.
    expect(edited.body.data).toMatchObject({ title: 'Renting in Lagos: the full cost', slug: data.slug });

    const unpublished = await admin.client.patch<ArticleBody>(`/api/v1/admin/news/${data._id}`, { publishedAt: null });
    expect(unpublished.body.data.status).toBe('draft');

    const removed = await admin.client.request('DELETE', `/api/v1/admin/news/${data._id}`);
    expect(removed).toMatchObject({ status: 200, body: { message: contentMessages.articleDeleted } });
    expect((await admin.client.request('DELETE', `/api/v1/admin/news/${data._id}`)).status).toBe(404);

    const actions = (await db.select().from(auditLog).where(eq(auditLog.targetId, data._id)).orderBy(auditLog.seq)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['article.create', 'article.update', 'article.unpublish', 'article.delete']);
    const [update] = await auditRows('article.update', data._id);
    expect(update?.before).toMatchObject({ title: 'Renting in Lagos: what to budget beyond the rent' });
    expect(update?.after).toMatchObject({ title: 'Renting in Lagos: the full cost' });
  });

  test('drafts and future-dated articles stay off the public pages until due; the list is newest first', async () => {
    const draft = (
      await admin.client.post<ArticleBody>(
        '/api/v1/admin/news',
        article({ title: 'A draft on Abuja land titles', publishedAt: null }),
      )
    ).body.data;
    const future = (
      await admin.client.post<ArticleBody>(
        '/api/v1/admin/news',
        article({
          title: 'Scheduled: Port Harcourt rents',
          publishedAt: new Date(Date.now() + 24 * hourMs).toISOString(),
        }),
      )
    ).body.data;
    const older = (
      await admin.client.post<ArticleBody>(
        '/api/v1/admin/news',
        article({ title: 'Older: Ibadan duplexes', publishedAt: new Date(Date.now() - 48 * hourMs).toISOString() }),
      )
    ).body.data;
    const newer = (
      await admin.client.post<ArticleBody>(
        '/api/v1/admin/news',
        article({ title: 'Newer: Lekki short-lets', publishedAt: new Date(Date.now() - 2 * hourMs).toISOString() }),
      )
    ).body.data;
    expect(draft.status).toBe('draft');
    expect(future.status).toBe('scheduled');

    const visitor = t.client();
    const list = await visitor.get<NewsPage>('/api/v1/news');
    expect(list.status).toBe(200);
    const slugs = list.body.data.map((card) => card.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(future.slug);
    expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug));
    // No summary written: the start of the body, as plain text.
    expect(list.body.data.find((card) => card.slug === newer.slug)?.summary).toBe(
      'Besides a year of rent, most landlords ask for a caution deposit.',
    );

    expect((await visitor.get(`/api/v1/news/${draft.slug}`)).status).toBe(404);
    const scheduled = await visitor.get(`/api/v1/news/${future.slug}`);
    expect(scheduled).toMatchObject({ status: 404, body: { message: contentMessages.articleNotFound } });
    expect((await visitor.get('/api/v1/news/no-such-article')).status).toBe(404);

    // The date comes: the scheduled article shows.
    await db
      .update(newsArticles)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(eq(newsArticles.id, future._id));
    const due = await visitor.get<{ data: NewsArticle }>(`/api/v1/news/${future.slug}`);
    expect(due.status).toBe(200);
    expect(due.body.data.html).toContain('<strong>caution deposit</strong>');

    // The admin list has all of them, drafts first; the status filter narrows it.
    const all = await admin.client.get<{ data: AdminArticle[]; total: number }>('/api/v1/admin/news?limit=50');
    expect(all.body.data[0]?.status).toBe('draft');
    expect(all.body.data.map((row) => row._id)).toEqual(expect.arrayContaining([draft._id, future._id, older._id]));
    const drafts = await admin.client.get<{ data: AdminArticle[] }>('/api/v1/admin/news?status=draft');
    expect(drafts.body.data.every((row) => row.status === 'draft')).toBe(true);
    expect((await admin.client.get('/api/v1/admin/news?status=hidden')).status).toBe(400);
  });

  test('the public list pages by nine', async () => {
    for (let i = 0; i < 10; i++) {
      await admin.client.post('/api/v1/admin/news', article({ title: `Market note number ${i}` }));
    }
    const first = await t.client().get<NewsPage>('/api/v1/news');
    expect(first.body.data).toHaveLength(9);
    expect(first.body.totalPages).toBe(Math.ceil(first.body.total / 9));
    const second = await t.client().get<NewsPage>('/api/v1/news?page=2');
    expect(second.body.page).toBe(2);
    expect(second.body.data.length).toBeGreaterThan(0);
    expect((await t.client().get('/api/v1/news?page=0')).status).toBe(400);
  });

  test('the same title twice gets two slugs, also when sent at once', async () => {
    const title = 'Land prices in Epe after the Lekki–Epe expressway';
    const bodies = await Promise.all(
      Array.from({ length: 4 }, () => admin.client.post<ArticleBody>('/api/v1/admin/news', article({ title }))),
    );
    expect(bodies.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const slugs = bodies.map((response) => response.body.data.slug).sort();
    expect(new Set(slugs).size).toBe(4);
    expect(slugs).toContain('land-prices-in-epe-after-the-lekki-epe-expressway');
    expect(slugs).toContain('land-prices-in-epe-after-the-lekki-epe-expressway-2');
  }, 30_000);

  test('Markdown is rendered safely: raw HTML is text, script and javascript: links do not pass', async () => {
    const body = [
      '# Heading',
      '',
      'Hello <script>alert("x")</script> and <img src=x onerror=alert(1)>',
      '',
      '<iframe src="https://evil.example"></iframe>',
      '',
      '[bad](javascript:alert(1)) [sneaky](jav&#x09;ascript:alert(1)) <javascript:alert(2)> [data](data:text/html,hi)',
      '',
      '[good](https://www.nigerianstat.gov.ng) [mail](mailto:hello@naijahomes.ng) [ours](/properties?city=Lekki)',
      '',
      '![pic](javascript:alert(3)) ![ok](https://example.com/a.png)',
    ].join('\n');
    const created = await admin.client.post<ArticleBody>(
      '/api/v1/admin/news',
      article({ title: 'Safety of the renderer', body }),
    );
    const page = await t.client().get<{ data: NewsArticle }>(`/api/v1/news/${created.body.data.slug}`);
    const { html } = page.body.data;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/src="\s*javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('href="https://www.nigerianstat.gov.ng"');
    expect(html).toContain('href="mailto:hello@naijahomes.ng"');
    expect(html).toContain('href="/properties?city=Lekki"');
    expect(html).toContain('<img src="https://example.com/a.png"');

    const preview = await admin.client.post<{ html: string }>('/api/v1/admin/news/preview', { body });
    expect(preview.body.html).toBe(html);
  });

  test('renderer units: link allow-list and plain summaries', () => {
    expect(safeLinkHref(' javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeLinkHref('//evil.example')).toBeNull();
    expect(safeLinkHref('https://naijahomes.ng')).toBe('https://naijahomes.ng');
    expect(renderMarkdown('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>\n');
    expect(plainSummary('# Title\n\nRent **up** in [Yaba](https://x.ng) & Surulere.')).toBe(
      'Rent up in Yaba & Surulere.',
    );
    expect(plainSummary(`${'word '.repeat(100)}`, 30)).toMatch(/…$/);
  });

  test('bad input is a clear 400, an unknown id a 404', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'abc' }, contentMessages.titleMin],
      [{ body: '   ' }, contentMessages.bodyRequired],
      [{ publishedAt: 'tomorrow' }, contentMessages.publishedAtInvalid],
      [{ slug: 'mine' }, 'Please provide only allowed fields.'],
    ];
    for (const [patch, message] of cases) {
      const response = await admin.client.post('/api/v1/admin/news', article(patch));
      expect(response.body).toMatchObject({ message });
      expect(response.status).toBe(400);
    }
    const unknown = await admin.client.patch('/api/v1/admin/news/00000000-0000-4000-8000-000000000000', {
      title: 'Hello there',
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: contentMessages.articleNotFound } });
    expect((await admin.client.patch('/api/v1/admin/news/not-a-uuid', { title: 'Hello there' })).status).toBe(404);
  });

  test('the cover photo is uploaded, re-encoded, replaced and removed', async () => {
    const created = (
      await admin.client.post<ArticleBody>('/api/v1/admin/news', article({ title: 'Cover photo article' }))
    ).body.data;
    const path = `/api/v1/admin/news/${created._id}/cover-photo`;
    const photo = { name: 'cover.jpg', bytes: await photoBytes(2000, 1200), type: 'image/jpeg' };
    const first = await admin.client.upload<ArticleBody>('PUT', path, {}, { coverPhoto: photo });
    expect(first.status).toBe(200);
    expect(first.body.data.coverPhoto).toMatchObject({ width: 1600, height: 900 });
    const url = first.body.data.coverPhoto?.url as string;
    expect(url).toMatch(/^\/uploads\/covers\/[0-9a-f-]+\.webp$/);
    expect((await t.client().raw('GET', url)).status).toBe(200);

    const card = (await t.client().get<NewsPage>('/api/v1/news?page=1')).body.data.find((c) => c._id === created._id);
    expect(card?.coverPhoto?.url).toBe(url);

    const second = await admin.client.upload<ArticleBody>('PUT', path, {}, { coverPhoto: photo });
    expect(second.body.data.coverPhoto?.url).not.toBe(url);
    expect((await t.client().raw('GET', url)).status).toBe(404);

    const liar = await admin.client.upload(
      'PUT',
      path,
      {},
      { coverPhoto: { name: 'x.jpg', bytes: exeBytes, type: 'image/jpeg' } },
    );
    expect(liar).toMatchObject({ status: 400, body: { message: fileMessages.onlyTypes(fileRules.coverPhoto) } });
    const none = await admin.client.upload('PUT', path, {});
    expect(none).toMatchObject({ status: 400, body: { message: fileMessages.required('cover photo') } });

    const removed = await admin.client.request<ArticleBody>('DELETE', path);
    expect(removed.body.data.coverPhoto).toBeNull();
    const [entry] = await auditRows('article.update', created._id);
    expect(entry?.after).toEqual({ coverPhoto: null });
  }, 30_000);

  test('only admins write articles and see drafts', async () => {
    const visitor = t.client();
    expect((await visitor.get('/api/v1/admin/news')).status).toBe(401);
    expect((await visitor.post('/api/v1/admin/news', article())).status).toBe(401);
    for (const role of ['BUYER', 'AGENT'] as const) {
      const { client } = await signedInUser(t, role);
      expect((await client.get('/api/v1/admin/news')).status).toBe(403);
      expect((await client.post('/api/v1/admin/news', article())).status).toBe(403);
      expect((await client.post('/api/v1/admin/news/preview', { body: 'x' })).status).toBe(403);
    }
  });

  test('the demo articles are seeded once, published, with covers, and render as pages', async () => {
    await seedDemoNews(db, t.storage, admin.user._id);
    await seedDemoNews(db, t.storage, admin.user._id);
    expect(demoArticles).toHaveLength(3);
    for (const demo of demoArticles) {
      const rows = await db.select().from(newsArticles).where(eq(newsArticles.slug, demo.slug));
      expect(rows).toHaveLength(1);
      const page = await t.client().get<{ data: NewsArticle }>(`/api/v1/news/${demo.slug}`);
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({ title: demo.title, coverPhoto: { width: 1600, height: 900 } });
      expect(page.body.data.html).toContain('<h2>');
      expect(page.body.data.html).not.toContain('&lt;');
      expect((await t.client().raw('GET', page.body.data.coverPhoto?.url as string)).status).toBe(200);
    }
  }, 30_000);

  test('an admin opens one article for editing; an unknown id is a 404', async () => {
    const created = (
      await admin.client.post<ArticleBody>('/api/v1/admin/news', article({ title: 'Draft to open', publishedAt: null }))
    ).body.data;
    const opened = await admin.client.get<{ data: AdminArticle }>(`/api/v1/admin/news/${created._id}`);
    expect(opened).toMatchObject({ status: 200, body: { data: { _id: created._id, status: 'draft' } } });
    const unknown = await admin.client.get('/api/v1/admin/news/00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { message: contentMessages.articleNotFound } });
  });
});
