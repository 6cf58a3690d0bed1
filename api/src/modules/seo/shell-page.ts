// What one page's HTML carries (page-data.ts assembles it) and the pieces every page of pages/*.ts builds it with.
import {
  AGENT_LISTINGS_PAGE_SIZE,
  agentListParams,
  pageParams,
  REVIEWS_PAGE_SIZE,
} from '@naija-homes/contracts/agent-pages';
import { inlinedAnswerPath, type PageData } from '@naija-homes/contracts/page-data';
import { type PropertySearchQuery, searchToParams } from '@naija-homes/contracts/search';
import type { ZodType } from 'zod';
import type { AppServices } from '../../app-env';
import { HttpError } from '../../lib/errors';
import type { PreloadLink } from '../../web/shell-html';
import { type PageHead, privatePageHead, renderHead, renderJsonLd } from './page-head';

/** What of the page's request its HTML depends on. */
export interface PageRequestHeaders {
  cookie?: string;
  userAgent?: string;
  /** `Sec-CH-UA-Mobile`. */
  mobileHint?: string;
}

/** The parts of one route's HTML (see renderShellHtml). */
export interface ShellPage {
  status: 200 | 404;
  head: string;
  headEnd: string;
  preloads: PreloadLink[];
  data: PageData | null;
  /** The page's content as the server painted it (web/first-paint.ts); null when it is left to the app. */
  firstPaint?: string | null;
}

/** The site's own title and description (the build's), for pages with nothing of their own to say. */
export interface ShellDefaults {
  title: string;
  description: string;
}

/** What a page of pages/*.ts is asked with. */
export interface PageContext {
  services: AppServices;
  url: URL;
  /** The path without its trailing slash, and its segments ('/agents/ada' → ['agents', 'ada']). */
  path: string;
  parts: string[];
  defaults: ShellDefaults;
  request: PageRequestHeaders;
}

/** A page of the site: its HTML's parts for the context, or null when the address is not this page's. */
export type SitePage = (context: PageContext) => Promise<ShellPage | null>;

/** The page as the build made it: what any failure falls back to. */
export const defaultShellPage: ShellPage = { status: 200, head: '', headEnd: '', preloads: [], data: null };

/** The API paths the front end asks for; client/src/queries/inlined-data.ts builds the same from the route's template. */
export const pageDataPaths = {
  runtimeConfig: '/config.json',
  featured: '/api/v1/property/featured',
  property: (slug: string) => `/api/v1/property/slug/${encodeURIComponent(slug)}`,
  agent: (slug: string) => `/api/v1/agent/slug/${encodeURIComponent(slug)}`,
  agentListings: (slug: string) =>
    inlinedAnswerPath(
      `/api/v1/agent/slug/${encodeURIComponent(slug)}/properties`,
      pageParams(1, AGENT_LISTINGS_PAGE_SIZE),
    ),
  agentReviews: (agentId: string) =>
    inlinedAnswerPath(`/api/v1/review/agent/all/${encodeURIComponent(agentId)}`, pageParams(1, REVIEWS_PAGE_SIZE)),
  agents: (query: Parameters<typeof agentListParams>[0]) =>
    inlinedAnswerPath('/api/v1/agent/all', agentListParams(query)),
  search: (query: PropertySearchQuery) => inlinedAnswerPath('/api/v1/property/all', searchToParams(query)),
};

/** A page found: its head and, optionally, its preloads and inlined answers. */
export function page(head: PageHead, more: Partial<ShellPage> = {}): ShellPage {
  return { status: 200, head: renderHead(head), headEnd: renderJsonLd(head), preloads: [], data: null, ...more };
}

/** The not-found page, titled as the app titles it. */
export function notFound(defaults: ShellDefaults, title: string): ShellPage {
  return { ...defaultShellPage, status: 404, head: renderHead(privatePageHead(defaults, title)) };
}

/**
 * A slug from the path as the router's useParams reads it, checked with the API route's own schema; null when the
 * API would answer 404 for it without looking (bad percent-encoding, too long).
 */
function slugOf(raw: string, schema: ZodType<{ slug: string }>): string | null {
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return schema.safeParse({ slug }).success ? slug : null;
}

/**
 * The page of one thing named by a slug (a listing, an agent, an article): the not-found page, titled `notFoundTitle`,
 * when the slug is one the API refuses or `render` finds nothing (its service's 404).
 */
export async function pageBySlug(
  context: PageContext,
  raw: string,
  schema: ZodType<{ slug: string }>,
  notFoundTitle: string,
  render: (slug: string) => Promise<ShellPage>,
): Promise<ShellPage> {
  const slug = slugOf(raw, schema);
  if (!slug) return notFound(context.defaults, notFoundTitle);
  try {
    return await render(slug);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return notFound(context.defaults, notFoundTitle);
    throw error;
  }
}
