// Naija Homes service worker: lets the app open on a dropped connection (docs/performance.md, "Offline").
// Plain JavaScript copied as is into shell/dist (Rsbuild's public folder) and served unhashed with no-cache, so a
// new deploy is picked up at the next visit. Online it never answers with anything older than the network would:
// - page navigations go to the network; only when that fails, the saved app shell (/index.html) opens instead;
// - hashed files (shell /static/**, remotes /remotes/<name>/[<release>/]static/**) never change: cache first, kept
//   as fetched (so the release live before a broken deploy opens from here too);
// - /config.json, the remotes' mf-manifest.json and unhashed files: network first, the saved copy when offline;
// - the public search (GET /api/v1/property/all): network first, and only the LAST answer is kept, for its exact
//   address, so /properties can show the last results offline (marked with `x-naija-offline: 1`); a search page's
//   HTML carries its first answer inlined (the app does not ask for it), so that answer is kept from the page;
// - every other /api request (private data), anything but GET, `no-store` answers and errors are never kept.

// Bump to drop every saved copy at the next activation (e.g. when what is kept changes shape).
const VERSION = 'v1';
const SHELL_CACHE = `naija-homes-shell-${VERSION}`;
const ASSET_CACHE = `naija-homes-assets-${VERSION}`;
// Read by the shell too (shell/src/features/offline/last-search.ts), to reopen the last search offline.
const SEARCH_CACHE = `naija-homes-search-${VERSION}`;
const CURRENT_CACHES = [SHELL_CACHE, ASSET_CACHE, SEARCH_CACHE];
const SHELL_URL = '/index.html';
const CONFIG_URL = '/config.json';
const SEARCH_PATH = '/api/v1/property/all';
// Hashed files of past deploys pile up; past this many the oldest saved ones go.
const MAX_ASSETS = 400;
// The same test the server uses to send a file as immutable (api/src/web/static.ts).
const HASHED = /[.-][0-9a-f]{8,}\./i;
const ASSET_IN_HTML = /(?:src|href)="(\/(?:remotes\/[\w-]+\/(?:\d[\w.-]*\/)?)?static\/[^"]+)"/g;
// Cached copies were stored with the encoding the browser asked for then; that must not hide them.
const MATCH = { ignoreVary: true };
const MANIFEST = /^\/remotes\/[\w-]+\/(?:\d[\w.-]*\/)?mf-manifest\.json$/;
// The search page, and the element of its HTML that carries the API answers the server inlined
// (api/src/modules/seo/page-data.ts, contracts page-data.ts): JSON with `<` escaped, so it holds no `</script>`.
const SEARCH_PAGE = '/properties';
const PAGE_DATA = /<script type="application\/json" id="page-data">([^<]*)<\/script>/;

// Whether the last network attempt failed, so the pages hear "back online" once, not on every request.
let offline = false;
// A page opened online refreshes the saved shell once per worker start (a new deploy brings new files).
let shellSavedThisRun = false;
// Writes one at a time, so two searches answered together cannot leave zero or two saved.
let searchWrites = Promise.resolve();

self.addEventListener('install', (event) => {
  event.waitUntil(saveShell().catch(() => undefined));
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('naija-homes-') && !CURRENT_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      // The page's request starts while the worker boots, so a slow phone does not wait for both in turn.
      await self.registration.navigationPreload?.enable();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Other pages (robots.txt, a CSV download) take the preloaded answer as it is, offline or not.
    event.respondWith(isAppPage(url) ? navigation(event) : preloadedOrFetched(event));
    return;
  }
  if (url.pathname === SEARCH_PATH) {
    event.respondWith(search(event));
    return;
  }
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (isStaticFile(url) && HASHED.test(fileName(url))) {
    event.respondWith(cacheFirst(event));
    return;
  }
  if (url.pathname === CONFIG_URL || isStaticFile(url) || MANIFEST.test(url.pathname)) {
    event.respondWith(networkFirst(event));
  }
});

// The page hands over what it loaded before this worker was installed, so a first visit works offline too.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'naija-homes:keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(keepLoaded(data.urls.filter((url) => typeof url === 'string')).catch(() => undefined));
});

/** SPA routes only: API calls, files (robots.txt, sitemap.xml) and the remotes' folders open as they are. */
function isAppPage(url) {
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/remotes/')) return false;
  return url.pathname === SHELL_URL || !fileName(url).includes('.');
}

function isStaticFile(url) {
  return /^\/(?:remotes\/[\w-]+\/(?:\d[\w.-]*\/)?)?static\//.test(url.pathname);
}

function fileName(url) {
  return url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
}

function keepable(response) {
  return (
    response?.status === 200 &&
    response.type === 'basic' &&
    !/no-store/i.test(response.headers.get('cache-control') ?? '')
  );
}

async function preloadedOrFetched(event) {
  return (await event.preloadResponse) ?? fetch(event.request);
}

async function navigation(event) {
  try {
    const response = await preloadedOrFetched(event);
    backOnline();
    if (!shellSavedThisRun) event.waitUntil(saveShell().catch(() => undefined));
    if (isSearchPage(new URL(event.request.url)) && keepable(response)) {
      event.waitUntil(keepInlinedSearch(response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { ...MATCH, cacheName: SHELL_CACHE });
    if (!shell) throw error;
    // The page does not exist yet to be told; it learns from navigator.onLine and its first request (config).
    wentOffline();
    return shell;
  }
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request, { ...MATCH, cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (keepable(response)) event.waitUntil(saveAsset(event.request, response.clone()));
  return response;
}

async function networkFirst(event) {
  try {
    const response = await fetch(event.request);
    backOnline();
    if (keepable(response)) {
      // Cloned now, before the page reads the body: a clone taken once the cache has opened can come too late.
      const copy = response.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(event.request, copy)));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(event.request, { ...MATCH, cacheName: SHELL_CACHE });
    if (!cached) throw error;
    wentOffline();
    return cached;
  }
}

async function search(event) {
  try {
    const response = await fetch(event.request);
    backOnline();
    if (keepable(response)) event.waitUntil(keepLastSearch(event.request, response.clone()));
    return response;
  } catch (error) {
    const cache = await caches.open(SEARCH_CACHE);
    const cached = await cache.match(event.request, MATCH);
    // Another search than the saved one fails as it would without this worker: its results are not known.
    if (!cached) throw error;
    wentOffline();
    const headers = new Headers(cached.headers);
    headers.set('x-naija-offline', '1');
    return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
  }
}

function isSearchPage(url) {
  return url.pathname.replace(/\/+$/, '') === SEARCH_PAGE;
}

/** Keeps the search a search page's HTML answered inline, as if the page had asked the API for it. */
async function keepInlinedSearch(page) {
  const data = PAGE_DATA.exec(await page.text());
  if (!data) return;
  const { answers } = JSON.parse(data[1]);
  const path = Object.keys(answers ?? {}).find((key) => new URL(key, self.location.origin).pathname === SEARCH_PATH);
  if (!path) return;
  const answer = new Response(JSON.stringify(answers[path]), { headers: { 'content-type': 'application/json' } });
  await keepLastSearch(new Request(new URL(path, self.location.origin).href), answer);
}

function keepLastSearch(request, response) {
  searchWrites = searchWrites
    .then(async () => {
      const cache = await caches.open(SEARCH_CACHE);
      await cache.put(request, response);
      const older = (await cache.keys()).filter((saved) => saved.url !== request.url);
      await Promise.all(older.map((saved) => cache.delete(saved)));
    })
    .catch(() => undefined);
  return searchWrites;
}

async function saveAsset(request, response) {
  const cache = await caches.open(ASSET_CACHE);
  await cache.put(request, response);
  const saved = await cache.keys();
  // Keys come back oldest first.
  await Promise.all(saved.slice(0, Math.max(0, saved.length - MAX_ASSETS)).map((old) => cache.delete(old)));
}

async function saveAssetUrl(url, cacheMode) {
  if (await caches.match(url, { ...MATCH, cacheName: ASSET_CACHE })) return;
  const response = await fetch(url, { cache: cacheMode });
  if (keepable(response)) await saveAsset(new Request(url), response);
}

/**
 * Saves /index.html after the files it names, so the saved shell never points at files that were not kept, and
 * /config.json beside it: online, every page carries its configuration and never asks for it, but the saved shell
 * opened for another address does (its inlined copy is for /index.html only).
 */
async function saveShell() {
  shellSavedThisRun = true;
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!keepable(response)) return;
  const html = await response.clone().text();
  const files = [...html.matchAll(ASSET_IN_HTML)].map((match) => match[1]);
  await Promise.all(files.map((file) => saveAssetUrl(new URL(file, self.location.origin).href, 'default')));
  const cache = await caches.open(SHELL_CACHE);
  const config = await fetch(CONFIG_URL, { cache: 'no-cache' });
  if (keepable(config)) await cache.put(CONFIG_URL, config);
  await cache.put(SHELL_URL, response);
}

/** What the page loaded before it was controlled: taken from the browser's HTTP cache where it can be. */
async function keepLoaded(urls) {
  const sameOrigin = urls
    .map((href) => new URL(href, self.location.origin))
    .filter((url) => url.origin === self.location.origin);
  const lastSearch = sameOrigin.filter((url) => url.pathname === SEARCH_PATH).at(-1);
  const searchPage = sameOrigin.find(isSearchPage);
  await Promise.allSettled(
    sameOrigin.map(async (url) => {
      if (isStaticFile(url) && HASHED.test(fileName(url))) return saveAssetUrl(url.href, 'force-cache');
      if (url.pathname === CONFIG_URL || MANIFEST.test(url.pathname)) {
        const cache = await caches.open(SHELL_CACHE);
        if (await cache.match(url.href, MATCH)) return;
        const response = await fetch(url.href, { cache: 'force-cache' });
        if (keepable(response)) await cache.put(url.href, response);
      }
    }),
  );
  // Only the browser's own copies (the answer is public for 15 s, the page is kept for revalidation): asking the
  // server again would count the search's impressions twice.
  if (lastSearch) {
    const response = await fetch(lastSearch.href, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
    if (keepable(response)) await keepLastSearch(new Request(lastSearch.href), response);
  } else if (searchPage) {
    const page = await fetch(searchPage.href, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
    if (keepable(page)) await keepInlinedSearch(page);
  }
}

function wentOffline() {
  offline = true;
  tellPages('naija-homes:offline');
}

function backOnline() {
  if (!offline) return;
  offline = false;
  tellPages('naija-homes:online');
}

async function tellPages(type) {
  for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage({ type });
}
