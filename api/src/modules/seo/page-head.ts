// What a search engine or a chat app reads of a page before any script runs (issue 19): the title, description,
// canonical address, Open Graph and Twitter tags and the schema.org JSON-LD of the home page, the search page, a
// listing and an agent. Pure functions of the data the API already serves, so the page and its preview agree.
import type { AgentPublicProfile } from '@naija-homes/contracts/agent-profile';
import type { commercialPropertyTypes, residentialPropertyTypes } from '@naija-homes/contracts/enums';
import type { PublicProperty } from '@naija-homes/contracts/listing';
import type { PropertyPhoto } from '@naija-homes/contracts/property';
import {
  formatListingPrice,
  optionLabel,
  type PropertyFor,
  placeLine,
  pricePeriod,
} from '@naija-homes/contracts/property-options';
import type { PropertySearchQuery } from '@naija-homes/contracts/search';
import { escapeHtml, type PreloadLink, scriptJson } from '../../web/shell-html';

export const SITE_NAME = 'Naija Homes';
/** Robots for pages that are not for search results: private areas, forms, pages that do not exist. */
export const NOINDEX = 'noindex, follow';

export interface PageImage {
  /** Absolute. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: string;
}

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

export interface PageHead {
  /** The `<title>`, with the site's name. */
  title: string;
  /** What a chat preview or a search card shows as the heading (og:title), when not the title. */
  socialTitle?: string;
  description: string;
  /** Absolute; also the og:url. */
  canonical?: string;
  robots?: string;
  ogType?: 'website' | 'profile';
  image?: PageImage;
  jsonLd?: JsonLd[];
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** The head tags of a page, as HTML. */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_NG'),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.socialTitle ?? head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  const image = head.image;
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.url.startsWith('https:')) tags.push(meta('property', 'og:image:secure_url', image.url));
    if (image.type) tags.push(meta('property', 'og:image:type', image.type));
    if (image.width && image.height) {
      tags.push(meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height));
    }
    tags.push(meta('property', 'og:image:alt', image.alt));
  }
  // A wide photo makes the large card; a square avatar (or nothing) the small one.
  const large = image !== undefined && (image.width ?? 0) > (image.height ?? Number.POSITIVE_INFINITY);
  tags.push(
    meta('name', 'twitter:card', large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.socialTitle ?? head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt));
  return tags.join('');
}

/** The JSON-LD blocks of a page, as HTML (kept apart so they can sit at the end of the head). */
export function renderJsonLd(head: PageHead): string {
  return (head.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`).join('');
}

/** A stored file's address as a crawler must read it: uploads on disk are served from our own origin. */
export function absoluteUrl(baseUrl: string, url: string): string | null {
  try {
    return new URL(url, `${baseUrl}/`).toString();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Pages

const defaultDescription =
  'Homes and offices for sale, rent and short-let across Nigeria, with prices in naira and verified agents you can message.';

type PropertyType = (typeof residentialPropertyTypes)[number] | (typeof commercialPropertyTypes)[number];

/** One and many of each property type, as a sentence says them. */
const typeNames: Record<PropertyType, readonly [string, string]> = {
  flat: ['flat', 'flats'],
  'detached-duplex': ['detached duplex', 'detached duplexes'],
  'semi-detached-duplex': ['semi-detached duplex', 'semi-detached duplexes'],
  'semi-detached-bungalow': ['semi-detached bungalow', 'semi-detached bungalows'],
  'detached-bungalow': ['detached bungalow', 'detached bungalows'],
  'mini-flat': ['mini flat', 'mini flats'],
  'self-contain': ['self-contain', 'self-contains'],
  'terraced-duplex': ['terraced duplex', 'terraced duplexes'],
  'terraced-bungalow': ['terraced bungalow', 'terraced bungalows'],
  house: ['house', 'houses'],
  'office-space': ['office space', 'office spaces'],
  'co-working-space': ['co-working space', 'co-working spaces'],
  'retail-space': ['retail space', 'retail spaces'],
  warehouse: ['warehouse', 'warehouses'],
  'industrial-space': ['industrial space', 'industrial spaces'],
  'shop-in-mall': ['shop in a mall', 'shops in malls'],
  land: ['land', 'land'],
  'commercial-building': ['commercial building', 'commercial buildings'],
};

function typeName(type: string | null, count: 'one' | 'many'): string | null {
  if (!type) return null;
  const names = typeNames[type as PropertyType];
  if (names) return names[count === 'one' ? 0 : 1];
  return optionLabel(type).toLowerCase();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words typed in lower case ('lekki phase 1') read as a place name; anything else is kept as typed. */
const placeName = (text: string) =>
  text === text.toLowerCase() ? text.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : text;

const purposePhrase: Record<PropertyFor, string> = { sale: 'for sale', rent: 'for rent', 'short-let': 'for short-let' };

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

/** The search filters a title can say, in the order the canonical address lists them. */
const titleFilters = ['propertyFor', 'propertyCategory', 'propertyType', 'bedrooms', 'search'] as const;

/** `/properties?…`: 'Flats for rent in Lagos', '3-bedroom homes for sale', 'Short-let homes and offices'. */
export function searchHead(baseUrl: string, query: PropertySearchQuery | null): PageHead {
  const type = query?.propertyType?.length === 1 ? (query.propertyType[0] ?? null) : null;
  let noun =
    typeName(type, 'many') ??
    (query?.propertyCategory === 'residential'
      ? 'homes'
      : query?.propertyCategory === 'commercial'
        ? 'commercial properties'
        : 'homes and offices');
  if (query?.bedrooms) noun = `${query.bedrooms}${query.bedrooms >= 5 ? '+' : ''}-bedroom ${noun}`;
  let phrase = query?.propertyFor === 'short-let' ? `short-let ${noun}` : noun;
  if (query?.propertyFor && query.propertyFor !== 'short-let') phrase += ` ${purposePhrase[query.propertyFor]}`;
  if (query?.search) phrase += ` in ${placeName(query.search)}`;
  const heading = capitalise(phrase);

  const canonical = new URLSearchParams();
  for (const key of titleFilters) {
    const value = key === 'propertyType' ? type : query?.[key];
    if (value !== undefined && value !== null) canonical.set(key, String(value));
  }
  const search = canonical.toString();
  return {
    title: `${heading} | ${SITE_NAME}`,
    socialTitle: heading,
    description: `${heading} in Nigeria on ${SITE_NAME}: photos, prices in naira, move-in costs and verified agents you can message.`,
    canonical: `${baseUrl}/properties${search ? `?${search}` : ''}`,
  };
}

/** `/agents`: the directory. */
export function agentsHead(baseUrl: string): PageHead {
  return {
    title: `Find an estate agent in Nigeria | ${SITE_NAME}`,
    socialTitle: 'Find an estate agent in Nigeria',
    description: `Verified estate agents across Nigeria on ${SITE_NAME}: their listings, ratings and reviews, and a message away.`,
    canonical: `${baseUrl}/agents`,
  };
}

/** A public page with nothing of its own to say (pricing, contact, news…): the site's words, its own address. */
export function publicPageHead(baseUrl: string, path: string, defaults: { title: string; description: string }) {
  return { ...defaults, canonical: `${baseUrl}${path}` } satisfies PageHead;
}

/** A page for signed-in people, a form, or a listing or agent that does not exist (or no longer does). */
export function privatePageHead(defaults: { title: string; description: string }, title?: string): PageHead {
  return { ...defaults, ...(title ? { title: `${title} | ${SITE_NAME}` } : {}), robots: NOINDEX };
}

/** Where the listing's photo comes from: the 640×480 card, small enough for WhatsApp's preview and sharp enough for a large card. */
export function listingImage(baseUrl: string, property: Pick<PublicProperty, 'title' | 'photos'>): PageImage | null {
  const photo = property.photos[0];
  const url = photo ? absoluteUrl(baseUrl, photo.cardUrl) : null;
  if (!url) return null;
  return { url, alt: property.title, width: 640, height: 480, type: 'image/webp' };
}

/** '3-bedroom flat for rent in Yaba, Lagos', 'Office space for sale in Wuse 2, Abuja'. */
function listingSummary(property: PublicProperty): string {
  let kind =
    typeName(property.propertyType, 'one') ?? (property.propertyCategory === 'commercial' ? 'property' : 'home');
  if (property.bedrooms) kind = `${property.bedrooms}-bedroom ${kind}`;
  const purpose = property.propertyFor ? ` ${purposePhrase[property.propertyFor]}` : '';
  const place = placeLine(property.city, property.state);
  return capitalise(`${kind}${purpose}${place ? ` in ${place}` : ''}`);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const areaFormat = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** UN/CEFACT codes of the rent and short-let periods (schema.org's unitCode). */
const periodCodes = { night: 'DAY', month: 'MON', quarter: 'QAN', year: 'ANN' } as const;

/** `/properties/{slug}`: the title and price a chat preview shows, and the listing for search engines. */
export function propertyHead(baseUrl: string, property: PublicProperty): PageHead {
  const canonical = `${baseUrl}/properties/${encodeURIComponent(property.slug)}`;
  const price = property.price === null ? null : formatListingPrice(property);
  const facts = [
    property.bedrooms ? plural(property.bedrooms, 'bed') : null,
    property.bathrooms ? plural(property.bathrooms, 'bath') : null,
    property.area ? `${areaFormat.format(property.area)} sq ft` : null,
  ].filter(Boolean);
  const description = [
    `${listingSummary(property)}${price ? `: ${price}` : ''}.`,
    facts.length ? `${facts.join(', ')}.` : null,
    `Listed by ${property.owner.fullName} on ${SITE_NAME}.`,
  ]
    .filter(Boolean)
    .join(' ');
  const image = listingImage(baseUrl, property);
  const photos = property.photos
    .map((photo) => absoluteUrl(baseUrl, photo.url))
    .filter((url): url is string => url !== null);
  const address = {
    '@type': 'PostalAddress',
    ...(property.address ? { streetAddress: property.address } : {}),
    ...(property.city ? { addressLocality: property.city } : {}),
    ...(property.state ? { addressRegion: property.state } : {}),
    addressCountry: 'NG',
  };
  const period = pricePeriod(property);
  const agentUrl = property.owner.slug ? `${baseUrl}/agents/${encodeURIComponent(property.owner.slug)}` : undefined;
  const offer =
    property.price === null
      ? null
      : {
          '@type': 'Offer',
          price: property.price,
          priceCurrency: 'NGN',
          ...(period
            ? {
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  price: property.price,
                  priceCurrency: 'NGN',
                  unitCode: periodCodes[period],
                  unitText: period,
                },
              }
            : {}),
          businessFunction:
            property.propertyFor === 'sale'
              ? 'http://purl.org/goodrelations/v1#Sell'
              : 'http://purl.org/goodrelations/v1#LeaseOut',
          availability: 'https://schema.org/InStock',
          url: canonical,
          ...(photos[0] ? { image: photos[0] } : {}),
          availableAtOrFrom: { '@type': 'Place', address },
          seller: { '@type': 'RealEstateAgent', name: property.owner.fullName, ...(agentUrl ? { url: agentUrl } : {}) },
        };
  const point = property.location?.coordinates;
  const listing: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description,
    url: canonical,
    ...(photos.length ? { image: photos } : {}),
    datePosted: property.publishedAt ?? property.createdAt,
    ...(property.updatedAt ? { dateModified: property.updatedAt } : {}),
    contentLocation: {
      '@type': 'Place',
      address,
      ...(point ? { geo: { '@type': 'GeoCoordinates', longitude: point[0], latitude: point[1] } } : {}),
    },
    ...(offer ? { offers: offer } : {}),
  };
  return {
    title: `${property.title}${price ? `, ${price}` : ''} | ${SITE_NAME}`,
    // A chat preview shows this line and the photo: the price must be in it.
    socialTitle: `${property.title}${price ? ` · ${price}` : ''}`,
    description,
    canonical,
    ...(image ? { image } : {}),
    jsonLd: [listing],
  };
}

/** `/agents/{slug}`: the agent's public profile, and the agency for search engines. */
export function agentHead(baseUrl: string, agent: AgentPublicProfile): PageHead {
  const canonical = `${baseUrl}/agents/${encodeURIComponent(agent.slug)}`;
  const listings = agent.propertyStats.propertiesCount;
  const rating =
    agent.reviewCount > 0
      ? ` Rated ${agent.averageRating.toFixed(1)} from ${plural(agent.reviewCount, 'review')}.`
      : '';
  const where = agent.officeName ?? agent.address;
  const description = `${agent.fullName}, ${agent.agencyName ?? 'estate agent'}${where ? ` in ${where}` : ''}: ${plural(listings, 'live listing')} on ${SITE_NAME}.${rating}`;
  const photo = agent.photo ? absoluteUrl(baseUrl, agent.photo) : null;
  const links = [agent.website, agent.linkedIn, agent.facebook].filter((link): link is string => Boolean(link));
  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agent.fullName,
    ...(agent.agencyName ? { parentOrganization: { '@type': 'Organization', name: agent.agencyName } } : {}),
    url: canonical,
    ...(photo ? { image: photo } : {}),
    ...(agent.bio ? { description: agent.bio } : {}),
    // The profile shows the phone to everyone; a missing one is left out rather than made up.
    ...(agent.phoneNumber ? { telephone: agent.phoneNumber } : {}),
    ...(agent.address
      ? { address: { '@type': 'PostalAddress', streetAddress: agent.address, addressCountry: 'NG' } }
      : {}),
    ...(agent.latitude !== null && agent.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: agent.latitude, longitude: agent.longitude } }
      : {}),
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    ...(links.length ? { sameAs: links } : {}),
    ...(agent.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: agent.averageRating,
            reviewCount: agent.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    title: `${agent.fullName}${agent.agencyName ? `, ${agent.agencyName}` : ''} | ${SITE_NAME}`,
    socialTitle: `${agent.fullName}${agent.agencyName ? `, ${agent.agencyName}` : ''}`,
    description,
    canonical,
    ogType: 'profile',
    ...(photo ? { image: { url: photo, alt: agent.fullName } } : {}),
    jsonLd: [jsonLd],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The listing photo that is the page's largest paint

/** The card variant's width (api/src/lib/images.ts), as PropertyPhoto's srcset names it. */
const CARD_WIDTH = 640;

/**
 * The first photo of a listing page, preloaded exactly as the page's `<img>` will ask for it
 * (mfe-public/src/features/property-detail/components/property-photo.tsx, gallery.tsx): the same srcset and the
 * same sizes, so the browser picks the same file and the image finds it already downloading. Phones (under 768 px,
 * the gallery's breakpoint) see the swipeable photo at 100vw, wider screens the main photo of the grid.
 */
export function listingPhotoPreloads(photo: PropertyPhoto | undefined): PreloadLink[] {
  if (!photo) return [];
  const layouts = [
    { media: 'not all and (min-width: 768px)', sizes: '100vw' },
    { media: '(min-width: 768px)', sizes: '(min-width: 1280px) 840px, 66vw' },
  ];
  if (photo.width <= CARD_WIDTH) {
    // The <img> has no srcset then: one file for every screen.
    return [{ rel: 'preload', as: 'image', href: photo.url, fetchpriority: 'high' }];
  }
  const srcset = `${photo.cardUrl} ${CARD_WIDTH}w, ${photo.url} ${photo.width}w`;
  // No href: a browser without imagesrcset would fetch the largest file, not the one the page shows.
  return layouts.map(({ media, sizes }) => ({
    rel: 'preload',
    as: 'image',
    imagesrcset: srcset,
    imagesizes: sizes,
    media,
    fetchpriority: 'high',
  }));
}

/**
 * The home page's first featured card photo, the largest paint on a phone (the card is in view below the search
 * banner at 375 px). The card's `<img>` (mfe-public/src/shared/listings/listing-photo.tsx) names one file, the
 * 640 px card, at every width: the preload names the same.
 */
export function cardPhotoPreloads(photo: string | null | undefined): PreloadLink[] {
  return photo ? [{ rel: 'preload', as: 'image', href: photo, fetchpriority: 'high' }] : [];
}
