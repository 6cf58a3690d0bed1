// The downloads a page's HTML starts before any script runs: read from the builds' manifests as the build writes
// them (preload-manifest.rsbuild.ts, Module Federation's mf-manifest.json), for the routes the shell's router
// gives each remote. The browser's side (every preloaded file is used) is checked by e2e/specs/first-load-budget.
import { afterAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@naija-homes/contracts/page-data';
import { routeChunks } from '../modules/seo/page-data';
import { setupTestApp } from '../test/app';
import { writeWebBuild } from '../test/web-build';
import { remoteLocations } from './releases';
import { routePreloads } from './route-preloads';
import type { PreloadLink } from './shell-html';

const build = writeWebBuild('naija-preloads-');
const webRoot = build.root;
afterAll(build.remove);

const localRemoteUrls = {
  mfe_public: '/remotes/public/mf-manifest.json',
  mfe_buyer: '/remotes/buyer/mf-manifest.json',
  mfe_agent: '/remotes/agent/mf-manifest.json',
  mfe_admin: '/remotes/admin/mf-manifest.json',
  mfe_chat: '/remotes/chat/mf-manifest.json',
};
const liveAt = (remoteUrls: typeof localRemoteUrls) =>
  remoteLocations({ remoteUrls, webRoot, releasesDir: undefined }).live;
const localRemotes = liveAt(localRemoteUrls);

describe('routeChunks', () => {
  test('public pages are mfe-public pages by the chunk name of their module', () => {
    expect(routeChunks('/')).toEqual({ remote: 'mfe_public', page: 'home-page' });
    expect(routeChunks('/properties')).toEqual({ remote: 'mfe_public', page: 'properties-page' });
    expect(routeChunks('/properties/')).toEqual({ remote: 'mfe_public', page: 'properties-page' });
    expect(routeChunks('/properties/flat-in-yaba')).toEqual({ remote: 'mfe_public', page: 'property-page' });
    expect(routeChunks('/properties/flat-in-yaba/detail')).toEqual({ remote: 'mfe_public', page: 'media-viewer-page' });
    expect(routeChunks('/agents')).toEqual({ remote: 'mfe_public', page: 'agents-page' });
    expect(routeChunks('/agents/chinedu-okafor')).toEqual({ remote: 'mfe_public', page: 'agent-profile-page' });
    expect(routeChunks('/about-us')).toEqual({ remote: 'mfe_public', page: 'content-page' });
    expect(routeChunks('/property-news/rent-in-lagos')).toEqual({ remote: 'mfe_public', page: 'news-article-page' });
    expect(routeChunks('/billing/checkout/cs_test_1')).toEqual({ remote: 'mfe_public', page: 'checkout-page' });
    expect(routeChunks('/billing/manage')).toEqual({ remote: 'mfe_public', page: 'manage-plan-page' });
    expect(routeChunks('/no/such/page')).toEqual({ remote: 'mfe_public', page: 'not-found-page' });
  });

  test('the signed-in areas are their remotes; the shell’s own pages and its offline copy are no remote', () => {
    expect(routeChunks('/buyer/favourites')).toEqual({ remote: 'mfe_buyer' });
    expect(routeChunks('/agent')).toEqual({ remote: 'mfe_agent' });
    expect(routeChunks('/admin/users')).toEqual({ remote: 'mfe_admin' });
    expect(routeChunks('/sign-in')).toBeNull();
    expect(routeChunks('/reset-password')).toBeNull();
    expect(routeChunks('/index.html')).toBeNull();
  });
});

describe('routePreloads', () => {
  test('a public page: the shell’s bootstrap, the remote’s manifest, entry, routes and the page, each once', () => {
    expect(routePreloads(webRoot, localRemotes, { remote: 'mfe_public', page: 'home-page' })).toEqual([
      { rel: 'preload', href: '/remotes/public/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous' },
      { rel: 'preload', href: '/static/css/async/bootstrap.bbbbbbbbbb.css', as: 'style' },
      { rel: 'preload', href: '/static/js/async/bootstrap.cccccccccc.js', as: 'script' },
      { rel: 'preload', href: '/remotes/public/static/js/mfe_public.dddddddddd.js', as: 'script' },
      { rel: 'preload', href: '/remotes/public/static/css/async/no.eeeeeeeeee.css', as: 'style' },
      {
        rel: 'preload',
        href: '/remotes/public/static/js/async/__federation_expose_routes.ffffffffff.js',
        as: 'script',
      },
      { rel: 'preload', href: '/remotes/public/static/js/async/b7.1111111111.js', as: 'script' },
      { rel: 'preload', href: '/remotes/public/static/js/async/home-page.2222222222.js', as: 'script' },
    ]);
  });

  test('the shell’s own pages and remotes that are not built here get the shell’s bootstrap only', () => {
    const shellOnly: PreloadLink[] = [
      { rel: 'preload', href: '/static/css/async/bootstrap.bbbbbbbbbb.css', as: 'style' },
      { rel: 'preload', href: '/static/js/async/bootstrap.cccccccccc.js', as: 'script' },
    ];
    expect(routePreloads(webRoot, localRemotes, null)).toEqual(shellOnly);
    expect(routePreloads(webRoot, localRemotes, { remote: 'mfe_buyer' })).toEqual(shellOnly);
  });

  test('a remote deployed elsewhere (MFE_PUBLIC_URL) is left to the browser: its build is not this one', () => {
    const elsewhere = liveAt({ ...localRemoteUrls, mfe_public: 'https://cdn.example.ng/public/mf-manifest.json' });
    const links = routePreloads(webRoot, elsewhere, { remote: 'mfe_public', page: 'home-page' });
    expect(links.map((link) => link.href)).toEqual([
      '/static/css/async/bootstrap.bbbbbbbbbb.css',
      '/static/js/async/bootstrap.cccccccccc.js',
    ]);
  });

  test('a page the build does not name adds nothing of its own; no build at all, no preloads', () => {
    const links = routePreloads(webRoot, localRemotes, { remote: 'mfe_public', page: 'pricing-page' });
    expect(links.at(-1)?.href).toBe('/remotes/public/static/js/async/__federation_expose_routes.ffffffffff.js');
    expect(routePreloads(join(webRoot, 'missing'), localRemotes, null)).toEqual([]);
  });
});

const t = await setupTestApp({ env: { WEB_DIST_ROOT: webRoot } });

describe('a page’s HTML', () => {
  function pageData(html: string): PageData {
    const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html);
    return JSON.parse(match?.[1] ?? 'null') as PageData;
  }

  test('preloads its route’s code and carries the runtime configuration /config.json answers', async () => {
    const response = await t.app.request('/properties');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<link rel="preload" href="/remotes/public/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(html).toContain('<link rel="preload" href="/static/js/async/bootstrap.cccccccccc.js" as="script">');
    const config = await (await t.app.request('/config.json')).json();
    expect(pageData(html).answers['/config.json']).toEqual(config);
  });

  test('an account page preloads the shell only, and still carries the configuration', async () => {
    const html = await (await t.app.request('/sign-in')).text();
    expect(html).not.toContain('<link rel="preload" href="/remotes/');
    expect(html).toContain('/static/js/async/bootstrap.cccccccccc.js');
    expect(pageData(html).answers['/config.json']).toBeDefined();
  });
});
