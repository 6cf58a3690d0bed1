// The media viewer is a page of its own (/properties/{slug}/detail), so closing it is a navigation and the gallery
// link that opened it is gone by then. This remembers, across that navigation, which link opened the viewer (the
// listing is then the entry behind it in history) and what should take the keyboard's focus on return.

import type { MediaType } from './media';

interface GalleryLink {
  slug: string;
  /** The link's href, and its place among the gallery's links (the main photo and "See All Photos" share an href). */
  href: string;
  index: number;
}

export interface FocusOnReturn {
  /** The link that opened the viewer, when it was this tab's gallery. */
  opener: Omit<GalleryLink, 'slug'> | null;
  /** The media that was on screen: its gallery link stands in for the opener. */
  type: MediaType;
}

let opener: GalleryLink | null = null;
let focusOnReturn: (FocusOnReturn & { slug: string }) | null = null;

/** Called when a gallery link opens the viewer. */
export function rememberViewerOpener(link: GalleryLink): void {
  opener = link;
}

/**
 * Closing the viewer of `slug`, showing `type`: whether the listing is the history entry behind it (opened from its
 * gallery in this tab); the gallery focuses its link again once the listing is back.
 */
export function closingViewer(slug: string, type: MediaType): { listingBehind: boolean } {
  const listingBehind = opener?.slug === slug;
  focusOnReturn = { slug, type, opener: listingBehind && opener ? { href: opener.href, index: opener.index } : null };
  opener = null;
  return { listingBehind };
}

/** What the listing's gallery should focus now, once; null when the page was not reached by closing the viewer. */
export function takeFocusOnReturn(slug: string): FocusOnReturn | null {
  if (focusOnReturn?.slug !== slug) return null;
  const { opener: link, type } = focusOnReturn;
  focusOnReturn = null;
  return { opener: link, type };
}

/** The listing was shown again (by any way back): the viewer no longer sits in front of it in history. */
export function forgetViewerOpener(slug: string): void {
  if (opener?.slug === slug) opener = null;
}
