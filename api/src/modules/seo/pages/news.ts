// `/property-news/{slug}`: an article as GET /news/{slug} reads it: a draft or a scheduled article is a 404 too.
import { contentMessages, newsSlugParamSchema } from '@naija-homes/contracts/content';
import { publishedArticle } from '../../content/news.service';
import { publicPageHead } from '../page-head';
import { page, pageBySlug, type SitePage } from '../shell-page';

export const newsArticlePage: SitePage = async (context) => {
  const { services, path, parts, defaults } = context;
  if (parts.length !== 2 || parts[0] !== 'property-news') return null;
  return pageBySlug(context, parts[1] ?? '', newsSlugParamSchema, contentMessages.articleNotFound, async (slug) => {
    await publishedArticle(services.db, slug);
    return page(publicPageHead(services.config.baseUrl, path, defaults));
  });
};
