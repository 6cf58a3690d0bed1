import './app.css';
import { lazyPage } from '@naija-homes/ui-kit/components/lazy-page';
import type { RouteObject } from 'react-router';

const contentSlugs = ['about-us', 'careers', 'help-center', 'terms-conditions', 'privacy-policy', 'property-news'];

// Public pages, mounted by the shell at /*. Each page is its own chunk.
export const routes: RouteObject[] = [
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
    element: lazyPage(async () => (await import('./billing/checkout-page')).CheckoutPage),
  },
  { path: 'billing/manage', element: lazyPage(async () => (await import('./billing/manage-page')).ManagePage) },
  { path: 'compare', element: lazyPage(async () => (await import('./pages/compare-page')).ComparePage) },
  { path: 'contact-us', element: lazyPage(async () => (await import('./pages/contact-page')).ContactPage) },
  ...contentSlugs.map((slug) => ({
    path: slug,
    element: lazyPage(async () => (await import('./pages/content-page')).ContentPage, { slug }),
  })),
  { path: '*', element: lazyPage(async () => (await import('./pages/not-found-page')).NotFoundPage) },
];
