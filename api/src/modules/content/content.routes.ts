// /api/v1/site-settings and /api/v1/news (public), and their admin side under /api/v1/admin: the site's contact
// details, social links and footer paths; the Property News articles.
import {
  adminArticleResponseSchema,
  adminArticleSchema,
  adminArticlesPageSchema,
  adminArticlesQuerySchema,
  articleCreateSchema,
  articlePreviewResponseSchema,
  articlePreviewSchema,
  articleUpdateSchema,
  contentMessages,
  newsArticleResponseSchema,
  newsPageSchema,
  newsQuerySchema,
  newsSlugParamSchema,
  siteSettingsResponseSchema,
  siteSettingsSavedSchema,
  siteSettingsUpdateSchema,
} from '@naija-homes/contracts/content';
import { fileMessages, fileRules } from '@naija-homes/contracts/upload';
import { etag } from 'hono/etag';
import * as z from 'zod';
import { HttpError } from '../../lib/errors';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  multipartBody,
  router,
  uuidParam,
} from '../../lib/route';
import { acceptFile, readMultipart, singleFile } from '../../lib/upload';
import { renderMarkdown } from './markdown';
import {
  adminArticle,
  createArticle,
  deleteArticle,
  listAdminArticles,
  listPublishedNews,
  publishedArticle,
  setArticleCover,
  updateArticle,
} from './news.service';
import { readSiteSettings, updateSiteSettings } from './site-settings.service';

const tags = ['Content'];
const admins = ['ADMIN'] as const;
const notAdmin = errorResponse('Not an admin');
const articleParams = z.object({ id: uuidParam(contentMessages.articleNotFound) });
/**
 * Every public page reads the settings: a shared cache (CDN, proxy) may keep them a minute, while a browser asks
 * again each time with its ETag and gets a bodiless 304 until they change, so an admin who saves and opens the site
 * sees the new values at once.
 */
const SETTINGS_CACHE = 'public, max-age=0, must-revalidate, s-maxage=60';

// --- Site settings ----------------------------------------------------------------------------------------------

const publicSettings = defineRoute({
  method: 'get',
  operationId: 'contentPublicSettings',
  path: '/site-settings',
  tags,
  access: 'public',
  summary: "The site's contact details, social links and where the footer is hidden (defaults until an admin saves)",
  responses: {
    200: jsonResponse(siteSettingsResponseSchema, 'The settings'),
    304: { description: 'Not modified: the If-None-Match ETag is current' },
  },
});

const adminSettings = defineRoute({
  method: 'get',
  operationId: 'contentAdminSettings',
  path: '/site-settings',
  tags,
  access: admins,
  summary: 'The site settings as the admin form edits them (never cached)',
  responses: { 200: jsonResponse(siteSettingsResponseSchema, 'The settings'), 403: notAdmin },
});

const saveSettings = defineRoute({
  method: 'put',
  operationId: 'contentSaveSettings',
  path: '/site-settings',
  tags,
  access: admins,
  summary: 'Save sections of the site settings (contact, social, footer): a section sent replaces it; audited',
  request: { body: jsonBody(siteSettingsUpdateSchema) },
  responses: { 200: jsonResponse(siteSettingsSavedSchema, 'Saved'), 403: notAdmin },
});

// --- News (public) ----------------------------------------------------------------------------------------------

const newsList = defineRoute({
  method: 'get',
  operationId: 'contentNewsList',
  path: '/news',
  tags,
  access: 'public',
  summary: 'Published Property News, newest first, a page at a time',
  request: { query: newsQuerySchema },
  responses: { 200: jsonResponse(newsPageSchema, 'A page of articles') },
});

const newsArticle = defineRoute({
  method: 'get',
  operationId: 'contentNewsArticle',
  path: '/news/{slug}',
  tags,
  access: 'public',
  summary: 'One published article with its body as safe HTML (drafts and scheduled articles are not found)',
  request: { params: newsSlugParamSchema },
  responses: { 200: jsonResponse(newsArticleResponseSchema, 'The article'), 404: errorResponse('No such article') },
});

// --- News (admin) -----------------------------------------------------------------------------------------------

const adminNewsList = defineRoute({
  method: 'get',
  operationId: 'contentAdminNewsList',
  path: '/news',
  tags,
  access: admins,
  summary: 'Every article, drafts and scheduled included: drafts first, then newest first',
  request: { query: adminArticlesQuerySchema },
  responses: { 200: jsonResponse(adminArticlesPageSchema, 'A page of articles'), 403: notAdmin },
});

const createNews = defineRoute({
  method: 'post',
  operationId: 'contentCreateNews',
  path: '/news',
  tags,
  access: admins,
  summary: 'Write an article: publishedAt null is a draft, a future date schedules it; audited',
  request: { body: jsonBody(articleCreateSchema) },
  responses: { 201: jsonResponse(adminArticleResponseSchema, 'Created'), 403: notAdmin },
});

const previewNews = defineRoute({
  method: 'post',
  operationId: 'contentPreviewNews',
  path: '/news/preview',
  tags,
  access: admins,
  summary: 'The HTML an article body renders to, as the public page shows it',
  request: { body: jsonBody(articlePreviewSchema) },
  responses: { 200: jsonResponse(articlePreviewResponseSchema, 'The HTML'), 403: notAdmin },
});

const getNews = defineRoute({
  method: 'get',
  operationId: 'contentGetNews',
  path: '/news/{id}',
  tags,
  access: admins,
  summary: 'One article as the editor opens it (drafts and scheduled included)',
  request: { params: articleParams },
  responses: {
    200: jsonResponse(z.object({ data: adminArticleSchema }), 'The article'),
    403: notAdmin,
    404: errorResponse('No such article'),
  },
});

const updateNews = defineRoute({
  method: 'patch',
  operationId: 'contentUpdateNews',
  path: '/news/{id}',
  tags,
  access: admins,
  summary: 'Edit an article (the slug stays); publishedAt null turns it back into a draft; audited',
  request: { params: articleParams, body: jsonBody(articleUpdateSchema) },
  responses: {
    200: jsonResponse(adminArticleResponseSchema, 'Saved'),
    403: notAdmin,
    404: errorResponse('No such article'),
  },
});

const deleteNews = defineRoute({
  method: 'delete',
  operationId: 'contentDeleteNews',
  path: '/news/{id}',
  tags,
  access: admins,
  summary: 'Delete an article and its cover photo; audited',
  request: { params: articleParams },
  responses: { 200: messageResponse('Deleted'), 403: notAdmin, 404: errorResponse('No such article') },
});

const rule = fileRules.coverPhoto;
const coverForm = multipartBody({ coverPhoto: { description: 'The cover photo' } });
const uploadCover = defineRoute({
  method: 'put',
  operationId: 'contentUploadCover',
  path: '/news/{id}/cover-photo',
  tags,
  access: admins,
  summary: `Upload the cover photo: multipart field \`coverPhoto\`, ${rule.label} by content, at most ${rule.maxBytes / 1024 / 1024} MB; stored as WebP, 16:9, at most 1600×900 (never enlarged)`,
  request: { params: articleParams, body: coverForm },
  responses: {
    200: jsonResponse(adminArticleResponseSchema, 'Saved'),
    403: notAdmin,
    404: errorResponse('No such article'),
    503: errorResponse('File storage is unavailable'),
  },
});

const removeCover = defineRoute({
  method: 'delete',
  operationId: 'contentRemoveCover',
  path: '/news/{id}/cover-photo',
  tags,
  access: admins,
  summary: 'Remove the cover photo',
  request: { params: articleParams },
  responses: {
    200: jsonResponse(adminArticleResponseSchema, 'Removed'),
    403: notAdmin,
    404: errorResponse('No such article'),
  },
});

export const contentRoutes = router();
contentRoutes.use('/site-settings', etag());
contentRoutes
  .openapi(publicSettings, async (c) => {
    c.header('cache-control', SETTINGS_CACHE);
    return c.json(await readSiteSettings(c.var.services.db), 200);
  })
  .openapi(newsList, async (c) => c.json(await listPublishedNews(c.var.services.db, c.req.valid('query').page), 200))
  .openapi(newsArticle, async (c) =>
    c.json({ data: await publishedArticle(c.var.services.db, c.req.valid('param').slug) }, 200),
  );

export const adminContentRoutes = router()
  .openapi(adminSettings, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await readSiteSettings(c.var.services.db), 200);
  })
  .openapi(saveSettings, async (c) => {
    const saved = await updateSiteSettings(c.var.services.db, c.var.user.id, c.req.valid('json'));
    return c.json({ ...saved, message: contentMessages.settingsSaved }, 200);
  })
  .openapi(adminNewsList, async (c) => c.json(await listAdminArticles(c.var.services.db, c.req.valid('query')), 200))
  // Before /news/{id}: 'preview' is not an id.
  .openapi(previewNews, async (c) => c.json({ html: renderMarkdown(c.req.valid('json').body) }, 200))
  .openapi(createNews, async (c) => {
    const data = await createArticle(c.var.services.db, c.var.user.id, c.req.valid('json'));
    return c.json({ data, message: contentMessages.articleCreated }, 201);
  })
  .openapi(getNews, async (c) => c.json({ data: await adminArticle(c.var.services.db, c.req.valid('param').id) }, 200))
  .openapi(updateNews, async (c) => {
    const { id } = c.req.valid('param');
    const data = await updateArticle(c.var.services.db, c.var.user.id, id, c.req.valid('json'));
    return c.json({ data, message: contentMessages.articleSaved }, 200);
  })
  .openapi(deleteNews, async (c) => {
    const { db, storage } = c.var.services;
    await deleteArticle(db, storage, c.var.user.id, c.req.valid('param').id);
    return c.json({ message: contentMessages.articleDeleted }, 200);
  })
  .openapi(uploadCover, async (c) => {
    const { db, storage } = c.var.services;
    const file = singleFile(await readMultipart(c, coverForm), 'coverPhoto');
    if (!file) throw new HttpError(400, fileMessages.required('cover photo'));
    const accepted = await acceptFile(file, rule);
    const data = await setArticleCover(db, storage, c.var.user.id, c.req.valid('param').id, accepted);
    return c.json({ data, message: contentMessages.coverSaved }, 200);
  })
  .openapi(removeCover, async (c) => {
    const { db, storage } = c.var.services;
    const data = await setArticleCover(db, storage, c.var.user.id, c.req.valid('param').id, null);
    return c.json({ data, message: contentMessages.coverRemoved }, 200);
  });
