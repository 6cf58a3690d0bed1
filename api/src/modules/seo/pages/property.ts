// `/properties/{slug}` and its media viewer: a listing's title and price as a chat preview shows them, the listing
// for search engines, its first photo preloaded and its answer inlined; a listing nobody may see is a 404.
import { type PublicProperty, propertySlugParamSchema } from '@naija-homes/contracts/listing';
import { formatListingPrice, placeLine, pricePeriod } from '@naija-homes/contracts/property-options';
import { searchMessages } from '@naija-homes/contracts/search';
import { publicPropertyBySlug } from '../../search/search.service';
import { capitalise, plural, purposePhrase, typeName } from '../listing-words';
import { absoluteUrl, type JsonLd, type PageHead, type PageImage, SITE_NAME } from '../page-head';
import { listingPhotoPreloads } from '../photo-preloads';
import { defaultShellPage, page, pageBySlug, pageDataPaths, type SitePage } from '../shell-page';

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

export const propertyPage: SitePage = async (context) => {
  const { services, path, parts } = context;
  if (parts.length !== 2 || parts[0] !== 'properties') return null;
  return pageBySlug(context, parts[1] ?? '', propertySlugParamSchema, searchMessages.notFound, async (slug) => {
    // As a visitor sees it: a listing that is not live is a 404 here even for its owner, whose preview the page
    // still fetches with the session (the status only tells crawlers).
    const property = await publicPropertyBySlug(services.db, slug, null);
    return page(propertyHead(services.config.baseUrl, property), {
      preloads: listingPhotoPreloads(property.photos[0]),
      data: { path, answers: { [pageDataPaths.property(slug)]: { data: property } } },
    });
  });
};

/** `/properties/{slug}/detail`: the media viewer shows the listing's own not-found for what its page is a 404 for. */
export const propertyMediaPage: SitePage = async (context) => {
  const { services, parts } = context;
  if (parts.length !== 3 || parts[0] !== 'properties' || parts[2] !== 'detail') return null;
  return pageBySlug(context, parts[1] ?? '', propertySlugParamSchema, searchMessages.notFound, async (slug) => {
    await publicPropertyBySlug(services.db, slug, null);
    return defaultShellPage;
  });
};
