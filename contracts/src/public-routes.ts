// The site's public addresses in one table (issue 34): the pages mfe-public's router shows and the shell's own
// account forms. The API reads it for what it sends with a page (which chunk to preload, whether search engines may
// index it) and for the sitemap; mfe-public's router and the shell's account pages are checked against it
// (mfe-public/src/routes.test.ts, and the shell's `accountPages` is typed by `accountPageSlugs`). A page's chunk is
// the webpackChunkName its router gives the page's module.

export interface PublicRoute {
  /** As the router matches it, from the site's root: '/properties/:slug'. */
  path: string;
  /** The chunk of the page's module. */
  chunk: string;
  /** Who shows it: mfe-public, or the shell (the account forms). */
  app: 'mfe-public' | 'shell';
  /** Listed in the sitemap: the fixed pages (listings, agents and articles are listed from the database). */
  sitemap: boolean;
  /** Search engines may index it: not the account forms, the compare tray or billing. */
  indexed: boolean;
}

/** The pages whose words an admin edits (Site settings), one chunk for all. */
export const contentPageSlugs = ['about-us', 'careers', 'help-center', 'terms-conditions', 'privacy-policy'] as const;

/** The shell's account forms, by path under the root. */
export const accountPageSlugs = ['sign-in', 'sign-up', 'verify-otp', 'forgot-password', 'reset-password'] as const;
export type AccountPageSlug = (typeof accountPageSlugs)[number];

const page = (path: string, chunk: string, sitemap = true): PublicRoute => ({
  path,
  chunk,
  app: 'mfe-public',
  sitemap,
  indexed: true,
});
const unlisted = (path: string, chunk: string): PublicRoute => ({
  path,
  chunk,
  app: 'mfe-public',
  sitemap: false,
  indexed: false,
});

export const publicRoutes: readonly PublicRoute[] = [
  page('/', 'home-page'),
  page('/properties', 'properties-page'),
  page('/properties/:slug', 'property-page', false),
  page('/properties/:slug/detail', 'media-viewer-page', false),
  page('/agents', 'agents-page'),
  page('/agents/:slug', 'agent-profile-page', false),
  page('/pricing', 'pricing-page'),
  page('/property-news', 'news-page'),
  page('/property-news/:slug', 'news-article-page', false),
  page('/contact-us', 'contact-page'),
  ...contentPageSlugs.map((slug) => page(`/${slug}`, 'content-page')),
  unlisted('/compare', 'compare-page'),
  unlisted('/billing/checkout/:sessionId', 'checkout-page'),
  unlisted('/billing/manage', 'manage-plan-page'),
  ...accountPageSlugs.map((slug) => ({ ...unlisted(`/${slug}`, `${slug}-page`), app: 'shell' as const })),
];

/** mfe-public's page for every other address (its router's `*`). */
export const NOT_FOUND_CHUNK = 'not-found-page';

/** The path without its trailing slashes, as the routers match it. */
export function trimmedPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route showing `pathname` (a `:name` segment matches any one segment), or null. */
export function matchPublicRoute(pathname: string): PublicRoute | null {
  const parts = trimmedPath(pathname).split('/');
  return (
    publicRoutes.find((route) => {
      const pattern = route.path.split('/');
      return (
        pattern.length === parts.length &&
        pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index])
      );
    }) ?? null
  );
}
