import './app.css';
import { lazyPage } from '@naija-homes/ui-kit/components/lazy-page';
import type { RouteObject } from '@naija-homes/ui-kit/lib/router';
import { PublicLayout } from './shared/public-layout';

const contentSlugs = ['about-us', 'careers', 'help-center', 'terms-conditions', 'privacy-policy'];

// Public pages, mounted by the shell at /*. Each page is its own chunk.
const pages: RouteObject[] = [
  { index: true, element: lazyPage(async () => (await import('./pages/home-page')).HomePage) },
  { path: 'properties', element: lazyPage(async () => (await import('./pages/properties-page')).PropertiesPage) },
  { path: 'agents', element: lazyPage(async () => (await import('./pages/agents-page')).AgentsPage) },
  {
    path: 'agents/:slug',
    element: lazyPage(async () => (await import('./pages/agent-profile-page')).AgentProfilePage),
  },
  { path: 'pricing', element: lazyPage(async () => (await import('./pages/pricing-page')).PricingPage) },
  {
    path: 'billing/checkout/:sessionId',
    element: lazyPage(async () => (await import('./pages/checkout-page')).CheckoutPage),
  },
  { path: 'billing/manage', element: lazyPage(async () => (await import('./pages/manage-plan-page')).ManagePage) },
  { path: 'compare', element: lazyPage(async () => (await import('./pages/compare-page')).ComparePage) },
  { path: 'contact-us', element: lazyPage(async () => (await import('./pages/contact-page')).ContactPage) },
  { path: 'property-news', element: lazyPage(async () => (await import('./pages/news-page')).NewsPage) },
  {
    path: 'property-news/:slug',
    element: lazyPage(async () => (await import('./pages/news-article-page')).NewsArticlePage),
  },
  ...contentSlugs.map((slug) => ({
    path: slug,
    element: lazyPage(async () => (await import('./pages/content-page')).ContentPage, { slug }),
  })),
  { path: 'properties/:slug', element: lazyPage(async () => (await import('./pages/property-page')).PropertyPage) },
  {
    path: 'properties/:slug/detail',
    element: lazyPage(async () => (await import('./pages/media-viewer-page')).MediaViewerPage),
  },
  { path: '*', element: lazyPage(async () => (await import('./pages/not-found-page')).NotFoundPage) },
];

// One layout around them all, so the compare tray follows the visitor from page to page.
export const routes: RouteObject[] = [{ element: <PublicLayout />, children: pages }];
