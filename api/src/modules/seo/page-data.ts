// What the server writes into the shell's HTML for a route (issue 19): its head (page-head.ts), its status (404 for
// a listing, agent or article nobody may see and for any address whose page is the not-found page), the photo to preload, and the API answers the first route needs so its first
// paint waits for no round trip. The answers come from the very service functions the API routes call, wrapped
// the same way, so the inlined JSON and the API's cannot drift apart.
import { join } from 'node:path';
import {
  AGENT_LISTINGS_PAGE_SIZE,
  agentDirectoryQuery,
  agentListParams,
  pageParams,
  REVIEWS_PAGE_SIZE,
} from '@naija-homes/contracts/agent-pages';
import { agentSlugParamSchema } from '@naija-homes/contracts/agent-profile';
import { contentMessages, newsSlugParamSchema } from '@naija-homes/contracts/content';
import { propertySlugParamSchema } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { inlinedAnswerPath, type PageData } from '@naija-homes/contracts/page-data';
import { matchPublicRoute, NOT_FOUND_CHUNK, publicRoutes, trimmedPath } from '@naija-homes/contracts/public-routes';
import {
  type PropertySearchQuery,
  propertySearchQuerySchema,
  searchMessages,
  searchParamsRecord,
  searchToParams,
} from '@naija-homes/contracts/search';
import type { FirstPaintRequest } from '@naija-homes/contracts/web-apps';
import type { AppServices } from '../../app-env';
import { hasSessionCookie } from '../../auth/auth';
import { HttpError } from '../../lib/errors';
import { errorFields } from '../../lib/logger';
import { assumedViewportWidth, renderAccountPageFirstPaint, renderFirstPaint } from '../../web/first-paint';
import { configuredRemoteLocations } from '../../web/releases';
import {
  accountPagePreloads,
  accountPageStylesheets,
  type RouteChunks,
  routePreloads,
  routeStylesheets,
} from '../../web/route-preloads';
import { type PreloadLink, renderPreloads } from '../../web/shell-html';
import { agentListQuerySchema, listPublicAgents, publicAgentBySlug } from '../agents/agents-public.service';
import { publishedArticle } from '../content/news.service';
import { listAgentReviews } from '../reviews/reviews.service';
import { agentListingsPage } from '../search/agent-listings';
import { countedSearch } from '../search/counted-search';
import { featuredListings } from '../search/featured';
import { publicPropertyBySlug } from '../search/search.service';
import { runtimeConfig } from '../system/system.routes';
import {
  agentHead,
  agentsHead,
  cardPhotoPreloads,
  homeHead,
  listingPhotoPreloads,
  type PageHead,
  privatePageHead,
  propertyHead,
  publicPageHead,
  renderHead,
  renderJsonLd,
  searchHead,
} from './page-head';
import { PUBLIC_PAGES } from './sitemap';

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

interface ShellDefaults {
  title: string;
  description: string;
}

/** The page as the build made it: what any failure falls back to. */
export const defaultShellPage: ShellPage = { status: 200, head: '', headEnd: '', preloads: [], data: null };

/** A slow database must not hold the page: past this the default HTML goes out and the app loads as usual. */
const PAGE_DATA_TIMEOUT_MS = 2000;

/** Areas for signed-in people and the account forms: not for search results (robots.txt closes most of them too). */
const PRIVATE_PREFIXES = ['/buyer', '/agent', '/admin', '/billing'];
const PRIVATE_PAGES = new Set(
  publicRoutes.filter((route) => !route.indexed && !route.path.includes(':')).map((route) => route.path),
);
const OTHER_PUBLIC_PAGES = new Set<string>(
  PUBLIC_PAGES.filter((path) => !['/', '/properties', '/agents'].includes(path)),
);

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

function page(head: PageHead, more: Partial<ShellPage> = {}): ShellPage {
  return { status: 200, head: renderHead(head), headEnd: renderJsonLd(head), preloads: [], data: null, ...more };
}

function notFound(defaults: ShellDefaults, title: string): ShellPage {
  return { ...defaultShellPage, status: 404, head: renderHead(privatePageHead(defaults, title)) };
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/**
 * A slug from the path as the router's useParams reads it, checked with the API route's own schema; null when the
 * API would answer 404 for it without looking (bad percent-encoding, too long).
 */
function slugOf(
  raw: string,
  schema: typeof propertySlugParamSchema | typeof agentSlugParamSchema | typeof newsSlugParamSchema,
): string | null {
  let slug: string;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return schema.safeParse({ slug }).success ? slug : null;
}

/** The search page's query, parsed as the page parses it (mfe-public use-search-state.ts); null when invalid. */
function searchQuery(params: URLSearchParams): PropertySearchQuery | null {
  const parsed = propertySearchQuerySchema.safeParse(searchParamsRecord(params));
  return parsed.success ? parsed.data : null;
}

async function resolve(
  services: AppServices,
  url: URL,
  defaults: ShellDefaults,
  request: PageRequestHeaders,
): Promise<ShellPage> {
  const { baseUrl } = services.config;
  const path = trimmedPath(url.pathname);
  const parts = path.split('/').slice(1);

  if (path === '/') {
    const featured = await featuredListings(services.database);
    return page(homeHead(baseUrl), {
      preloads: cardPhotoPreloads(featured[0]?.photo),
      data: { path, answers: { [pageDataPaths.featured]: { data: featured } } },
    });
  }
  if (path === '/properties') {
    const query = searchQuery(url.searchParams);
    if (!query) return page(searchHead(baseUrl, null));
    // Counted as the API counts it: the app takes this answer instead of asking (mfe-public get-properties.ts).
    const results = await countedSearch(services, query, request.userAgent);
    return page(searchHead(baseUrl, query), {
      preloads: cardPhotoPreloads(results.data[0]?.photo),
      data: { path, answers: { [pageDataPaths.search(query)]: results } },
    });
  }
  if (path === '/agents') {
    const query = agentDirectoryQuery(url.searchParams);
    const parsed = agentListQuerySchema.safeParse(query);
    if (!parsed.success) return page(agentsHead(baseUrl));
    return page(agentsHead(baseUrl), {
      data: { path, answers: { [pageDataPaths.agents(query)]: await listPublicAgents(services.db, parsed.data) } },
    });
  }

  if (parts.length === 2 && parts[0] === 'properties') {
    const slug = slugOf(parts[1] ?? '', propertySlugParamSchema);
    if (!slug) return notFound(defaults, searchMessages.notFound);
    try {
      // As a visitor sees it: a listing that is not live is a 404 here even for its owner, whose preview the
      // page still fetches with the session (the status only tells crawlers).
      const property = await publicPropertyBySlug(services.db, slug, null);
      return page(propertyHead(baseUrl, property), {
        preloads: listingPhotoPreloads(property.photos[0]),
        data: { path, answers: { [pageDataPaths.property(slug)]: { data: property } } },
      });
    } catch (error) {
      if (isNotFound(error)) return notFound(defaults, searchMessages.notFound);
      throw error;
    }
  }
  if (parts.length === 2 && parts[0] === 'agents') {
    const slug = slugOf(parts[1] ?? '', agentSlugParamSchema);
    if (!slug) return notFound(defaults, messages.notFound);
    try {
      const agent = await publicAgentBySlug(services.database, slug);
      // The first page of their listings and of their reviews too: the profile shows both on arrival. By the id just
      // read: the agent's row is not read again (GET …/properties reads it to turn the slug into that id).
      const [listings, reviews] = await Promise.all([
        agentListingsPage(services.database, agent._id, 1, AGENT_LISTINGS_PAGE_SIZE),
        listAgentReviews(services.db, agent._id, 1, REVIEWS_PAGE_SIZE),
      ]);
      return page(agentHead(baseUrl, agent), {
        data: {
          path,
          answers: {
            [pageDataPaths.agent(slug)]: { data: agent },
            [pageDataPaths.agentListings(slug)]: listings,
            [pageDataPaths.agentReviews(agent._id)]: reviews,
          },
        },
      });
    } catch (error) {
      if (isNotFound(error)) return notFound(defaults, messages.notFound);
      throw error;
    }
  }

  if (parts.length === 3 && parts[0] === 'properties' && parts[2] === 'detail') {
    // The media viewer shows the listing's own not-found for what its page is a 404 for.
    const slug = slugOf(parts[1] ?? '', propertySlugParamSchema);
    if (!slug) return notFound(defaults, searchMessages.notFound);
    try {
      await publicPropertyBySlug(services.db, slug, null);
      return defaultShellPage;
    } catch (error) {
      if (isNotFound(error)) return notFound(defaults, searchMessages.notFound);
      throw error;
    }
  }
  if (parts.length === 2 && parts[0] === 'property-news') {
    const slug = slugOf(parts[1] ?? '', newsSlugParamSchema);
    if (!slug) return notFound(defaults, contentMessages.articleNotFound);
    try {
      // Read as GET /news/{slug} reads it: a draft or a scheduled article is the page's not-found too.
      await publishedArticle(services.db, slug);
      return page(publicPageHead(baseUrl, path, defaults));
    } catch (error) {
      if (isNotFound(error)) return notFound(defaults, contentMessages.articleNotFound);
      throw error;
    }
  }
  // Every other address mfe-public's router has no page for shows its not-found page: a 404, as an unknown listing is.
  if (routeChunks(path)?.page === NOT_FOUND_CHUNK) return notFound(defaults, messages.notFound);
  if (PRIVATE_PAGES.has(path) || PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return { ...defaultShellPage, head: renderHead(privatePageHead(defaults)) };
  }
  if (OTHER_PUBLIC_PAGES.has(path)) return page(publicPageHead(baseUrl, path, defaults));
  // The app shell itself (/index.html, which the service worker keeps): the build's head as it is.
  return defaultShellPage;
}

const AREA_REMOTES: Record<string, RouteChunks['remote']> = {
  buyer: 'mfe_buyer',
  agent: 'mfe_agent',
  admin: 'mfe_admin',
};

/**
 * Which remote's code, and which of its pages, the shell's router (shell/src/app/router.tsx) shows at a path: the
 * public route table (contracts/src/public-routes.ts) for mfe-public's pages, null for the shell's own.
 */
export function routeChunks(pathname: string): RouteChunks | null {
  const path = trimmedPath(pathname);
  // /index.html is the app shell the service worker keeps for every address (shell/public/sw.js).
  if (path === '/index.html') return null;
  const area = AREA_REMOTES[path.split('/')[1] ?? ''];
  if (area) return { remote: area };
  const route = matchPublicRoute(path);
  if (route?.app === 'shell') return null;
  return { remote: 'mfe_public', page: route?.chunk ?? NOT_FOUND_CHUNK };
}

/**
 * The parts of the HTML for this URL. Never throws: a database error or a slow answer gives the default page
 * (logged), which the app fills in itself as before. Every page carries the runtime configuration and preloads
 * the code its route runs (web/route-preloads.ts), so the app starts without waiting on either.
 */
export async function shellPage(
  services: AppServices,
  url: URL,
  defaults: ShellDefaults,
  request: PageRequestHeaders = {},
): Promise<ShellPage> {
  const { config, mailer } = services;
  const page = await routePage(services, url, defaults, request);
  const data: PageData = page.data ?? { path: url.pathname, answers: {} };
  data.answers[pageDataPaths.runtimeConfig] = runtimeConfig(config, mailer.transport === 'outbox');
  // Without a session cookie the visitor is signed out for sure: the page says so, and the front end skips asking.
  if (!hasSessionCookie(request.cookie)) data.signedOut = true;
  const route = routeChunks(url.pathname);
  const shown = matchPublicRoute(url.pathname);
  const accountPage = shown?.app === 'shell' ? shown.chunk : undefined;
  const root = config.webDistRoot;
  const live = configuredRemoteLocations(config).live;
  const shellDist = root ? join(root, 'shell', 'dist') : null;
  let scripts = !root ? [] : accountPage ? accountPagePreloads(root, accountPage) : routePreloads(root, live, route);
  // Painted for a visitor (a member's header is their own) on a page whose answers were inlined (the home page, a
  // listing) or that needs none (the account forms), when the builds name the styles it needs.
  const stylesheets =
    !root || !data.signedOut
      ? null
      : accountPage
        ? accountPageStylesheets(root, accountPage)
        : page.data
          ? routeStylesheets(root, live, route)
          : null;
  const paintRequest: FirstPaintRequest = {
    url: url.pathname + url.search,
    answers: data.answers,
    viewportWidth: assumedViewportWidth(request),
    cookie: request.cookie,
  };
  const firstPaint = !stylesheets
    ? null
    : accountPage
      ? await paintFirst(services, url, () => renderAccountPageFirstPaint(shellDist, paintRequest))
      : route
        ? await paintFirst(services, url, () =>
            renderFirstPaint(route.remote, { shell: shellDist, remote: live[route.remote].dir }, paintRequest),
          )
        : null;
  // The first paint must not show without its styles: stylesheets, not mere preloads.
  if (firstPaint && stylesheets) {
    scripts = scripts.map((link) =>
      link.href && stylesheets.includes(link.href) ? { rel: 'stylesheet', href: link.href } : link,
    );
  }
  // After the build's own script tag (the head's end), so the shell's entry, first in the chain, is asked for first.
  return { ...page, headEnd: renderPreloads(scripts) + page.headEnd, data, firstPaint };
}

/** The server's paint of the page (web/first-paint.ts); null when nothing is painted there or it fails (logged). */
async function paintFirst(
  services: AppServices,
  url: URL,
  paint: () => Promise<string | null>,
): Promise<string | null> {
  try {
    return await paint();
  } catch (error) {
    services.logger.warn('the first paint fell back to the app', { path: url.pathname, ...errorFields(error) });
    return null;
  }
}
async function routePage(
  services: AppServices,
  url: URL,
  defaults: ShellDefaults,
  request: PageRequestHeaders,
): Promise<ShellPage> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('page data timed out')), PAGE_DATA_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resolve(services, url, defaults, request), timeout]);
  } catch (error) {
    services.logger.warn('page head and data fell back to the default', { path: url.pathname, ...errorFields(error) });
    return defaultShellPage;
  } finally {
    clearTimeout(timer);
  }
}
