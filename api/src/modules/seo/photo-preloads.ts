// The photo that is a page's largest paint, preloaded as its `<img>` will ask for it.
import type { PropertyPhoto } from '@naija-homes/contracts/property';
import type { PreloadLink } from '../../web/shell-html';

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
