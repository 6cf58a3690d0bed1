// /robots.txt, /sitemap.xml and /sitemaps/{file}.xml at the site's root, for search engines.
import * as z from 'zod';
import { defineRoute, errorResponse, router } from '../../lib/route';
import { robotsTxt, sitemapFile, sitemapIndex } from './sitemap';

const tags = ['Search engines'];
const access = 'public';
const xmlResponse = (description: string) => ({
  description,
  content: { 'application/xml': { schema: z.string() } },
});
const xmlHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

const robots = defineRoute({
  method: 'get',
  operationId: 'seoRobots',
  path: '/robots.txt',
  tags,
  access,
  summary: 'What crawlers may read (the public site) and where the sitemap is',
  responses: { 200: { description: 'robots.txt', content: { 'text/plain': { schema: z.string() } } } },
});

const index = defineRoute({
  method: 'get',
  operationId: 'seoIndex',
  path: '/sitemap.xml',
  tags,
  access,
  summary: 'The sitemap index: public pages, live listings and public agents, 50,000 addresses a file',
  responses: { 200: xmlResponse('Sitemap index') },
});

const file = defineRoute({
  method: 'get',
  operationId: 'seoFile',
  path: '/sitemaps/{file}',
  tags,
  access,
  summary: 'One sitemap file: pages.xml, listings-N.xml or agents-N.xml',
  request: { params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.xml$/, 'No such sitemap') }) },
  responses: { 200: xmlResponse('Sitemap'), 404: errorResponse('No such sitemap') },
});

export const seoRoutes = router()
  .openapi(robots, (c) =>
    c.text(robotsTxt(c.var.services.config.baseUrl), 200, { 'cache-control': 'public, max-age=86400' }),
  )
  .openapi(index, async (c) =>
    c.body(await sitemapIndex(c.var.services.db, c.var.services.config.baseUrl), 200, xmlHeaders),
  )
  .openapi(file, async (c) => {
    const name = c.req.valid('param').file.replace(/\.xml$/, '');
    const body = await sitemapFile(c.var.services.db, c.var.services.config.baseUrl, name);
    if (body === null) return c.json({ message: 'No such sitemap' }, 404);
    return c.body(body, 200, xmlHeaders);
  });
