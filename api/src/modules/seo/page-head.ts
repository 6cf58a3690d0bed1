import { escapeHtml, scriptJson } from '../../web/shell-html';

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

/** A public page with nothing of its own to say (pricing, contact, news…): the site's words, its own address. */
export function publicPageHead(baseUrl: string, path: string, defaults: { title: string; description: string }) {
  return { ...defaults, canonical: `${baseUrl}${path}` } satisfies PageHead;
}

/** A page for signed-in people, a form, or a listing or agent that does not exist (or no longer does). */
export function privatePageHead(defaults: { title: string; description: string }, title?: string): PageHead {
  return { ...defaults, ...(title ? { title: `${title} | ${SITE_NAME}` } : {}), robots: NOINDEX };
}
