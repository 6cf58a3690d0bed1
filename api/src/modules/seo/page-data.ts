// What the server writes into the shell's HTML for a route (issue 19): its head (page-head.ts), its status (404 for
// a listing, agent or article nobody may see and for any address whose page is the not-found page), the photo to preload, and the API answers the first route needs so its first
// paint waits for no round trip. The answers come from the very service functions the API routes call, wrapped
// the same way, so the inlined JSON and the API's cannot drift apart.
import { join } from 'node:path';
import { messages } from '@naija-homes/contracts/messages';
import type { PageData } from '@naija-homes/contracts/page-data';
import { matchPublicRoute, NOT_FOUND_CHUNK, publicRoutes, trimmedPath } from '@naija-homes/contracts/public-routes';
import type { FirstPaintRequest } from '@naija-homes/contracts/web-apps';
import type { AppServices } from '../../app-env';
import { hasSessionCookie } from '../../auth/auth';
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
import { renderPreloads } from '../../web/shell-html';
import { runtimeConfig } from '../system/system.routes';
import { privatePageHead, publicPageHead, renderHead } from './page-head';
import { agentPage, agentsPage } from './pages/agents';
import { homePage } from './pages/home';
import { newsArticlePage } from './pages/news';
import { propertyMediaPage, propertyPage } from './pages/property';
import { searchPage } from './pages/search';
import {
  defaultShellPage,
  notFound,
  type PageContext,
  type PageRequestHeaders,
  page,
  pageDataPaths,
  type ShellDefaults,
  type ShellPage,
  type SitePage,
} from './shell-page';
import { PUBLIC_PAGES } from './sitemap';

export type { PageRequestHeaders, ShellPage } from './shell-page';

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

/** The pages with a head or data of their own (pages/*.ts), each saying whether an address is its. */
const sitePages: SitePage[] = [
  homePage,
  searchPage,
  agentsPage,
  propertyPage,
  agentPage,
  propertyMediaPage,
  newsArticlePage,
];

async function resolve(context: PageContext): Promise<ShellPage> {
  for (const sitePage of sitePages) {
    const found = await sitePage(context);
    if (found) return found;
  }
  const { path, defaults } = context;
  // Every other address mfe-public's router has no page for shows its not-found page: a 404, as an unknown listing is.
  if (routeChunks(path)?.page === NOT_FOUND_CHUNK) return notFound(defaults, messages.notFound);
  if (PRIVATE_PAGES.has(path) || PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return { ...defaultShellPage, head: renderHead(privatePageHead(defaults)) };
  }
  if (OTHER_PUBLIC_PAGES.has(path)) return page(publicPageHead(context.services.config.baseUrl, path, defaults));
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
    const path = trimmedPath(url.pathname);
    const context: PageContext = { services, url, path, parts: path.split('/').slice(1), defaults, request };
    return await Promise.race([resolve(context), timeout]);
  } catch (error) {
    services.logger.warn('page head and data fell back to the default', { path: url.pathname, ...errorFields(error) });
    return defaultShellPage;
  } finally {
    clearTimeout(timer);
  }
}
