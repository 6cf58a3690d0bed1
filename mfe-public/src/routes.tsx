import './app.css';
import { contentPageSlugs } from '@naija-homes/contracts/public-routes';
import { lazyPage } from '@naija-homes/ui-kit/components/lazy-page';
import type { RouteObject } from '@naija-homes/ui-kit/lib/router';
import { PublicLayout } from './shared/public-layout';

// The shell checks this against its own before it runs this module (ui-kit/lib/federation-contract.ts).
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';

// Public pages, mounted by the shell at /*: the public route table's (contracts/src/public-routes.ts; routes.test.ts
// holds them to it). Each page is its own chunk, named after its module: the API preloads a page's chunks by that
// name (api/src/web/route-preloads.ts).
const pages: RouteObject[] = [
  {
    index: true,
    element: lazyPage(async () => (await import(/* webpackChunkName: "home-page" */ './pages/home-page')).HomePage),
  },
  {
    path: 'properties',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "properties-page" */ './pages/properties-page')).PropertiesPage,
    ),
  },
  {
    path: 'agents',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "agents-page" */ './pages/agents-page')).AgentsPage,
    ),
  },
  {
    path: 'agents/:slug',
    element: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "agent-profile-page" */ './pages/agent-profile-page')).AgentProfilePage,
    ),
  },
  {
    path: 'pricing',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "pricing-page" */ './pages/pricing-page')).PricingPage,
    ),
  },
  {
    path: 'billing/checkout/:sessionId',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "checkout-page" */ './pages/checkout-page')).CheckoutPage,
    ),
  },
  {
    path: 'billing/manage',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "manage-plan-page" */ './pages/manage-plan-page')).ManagePage,
    ),
  },
  {
    path: 'compare',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "compare-page" */ './pages/compare-page')).ComparePage,
    ),
  },
  {
    path: 'contact-us',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "contact-page" */ './pages/contact-page')).ContactPage,
    ),
  },
  {
    path: 'property-news',
    element: lazyPage(async () => (await import(/* webpackChunkName: "news-page" */ './pages/news-page')).NewsPage),
  },
  {
    path: 'property-news/:slug',
    element: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "news-article-page" */ './pages/news-article-page')).NewsArticlePage,
    ),
  },
  ...contentPageSlugs.map((slug) => ({
    path: slug,
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "content-page" */ './pages/content-page')).ContentPage,
      { slug },
    ),
  })),
  {
    path: 'properties/:slug',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "property-page" */ './pages/property-page')).PropertyPage,
    ),
  },
  {
    path: 'properties/:slug/detail',
    element: lazyPage(
      async () =>
        (await import(/* webpackChunkName: "media-viewer-page" */ './pages/media-viewer-page')).MediaViewerPage,
    ),
  },
  {
    path: '*',
    element: lazyPage(
      async () => (await import(/* webpackChunkName: "not-found-page" */ './pages/not-found-page')).NotFoundPage,
    ),
  },
];

// One layout around them all, so the compare tray follows the visitor from page to page.
export const routes: RouteObject[] = [{ element: <PublicLayout />, children: pages }];
