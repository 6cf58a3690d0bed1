// `/`: the home page: the site, its organisation and its search box, and the featured listings it shows first.

import { featuredListings } from '../../search/featured';
import { type PageHead, SITE_NAME } from '../page-head';
import { cardPhotoPreloads } from '../photo-preloads';
import { page, pageDataPaths, type SitePage } from '../shell-page';

const defaultDescription =
  'Homes and offices for sale, rent and short-let across Nigeria, with prices in naira and verified agents you can message.';

/** `/`: the site, its organisation and its search box. */
export function homeHead(baseUrl: string): PageHead {
  return {
    title: `${SITE_NAME}: homes and offices for sale, rent and short-let in Nigeria`,
    description: defaultDescription,
    canonical: `${baseUrl}/`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: `${baseUrl}/`,
        logo: `${baseUrl}/favicon.svg`,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${baseUrl}/`,
        // The search page reads its text from ?search= (contracts/search.ts), as the home page's form sends it.
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${baseUrl}/properties?search={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

export const homePage: SitePage = async ({ services, path }) => {
  if (path !== '/') return null;
  const featured = await featuredListings(services.database);
  return page(homeHead(services.config.baseUrl), {
    preloads: cardPhotoPreloads(featured[0]?.photo),
    data: { path, answers: { [pageDataPaths.featured]: { data: featured } } },
  });
};
