import type { PropertyPhoto as Photo } from '@naija-homes/contracts/property';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { HouseIcon } from 'lucide-react';

const CARD_WIDTH = 640;

/**
 * A listing photo at the size the layout needs: the 640 px card version on phones and in side slots, the gallery
 * version (up to 1600 px) on large screens. Width and height reserve the space so nothing jumps while it loads.
 */
export function PropertyPhoto({
  photo,
  alt,
  sizes,
  priority = false,
  lazy = false,
  className,
}: {
  photo: Photo;
  alt: string;
  sizes: string;
  /** The first thing a visitor sees: fetched before anything else on the page. */
  priority?: boolean;
  lazy?: boolean;
  className?: string;
}) {
  const srcSet = photo.width > CARD_WIDTH ? `${photo.cardUrl} ${CARD_WIDTH}w, ${photo.url} ${photo.width}w` : undefined;
  return (
    <img
      src={photo.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={cn('bg-muted', className)}
      draggable={false}
    />
  );
}

/** What shows where a listing has no photos yet. */
export function PhotoPlaceholder({ className }: { className?: string }) {
  return (
    <div
      role="img"
      aria-label="No photos yet"
      className={cn('grid place-content-center gap-2 bg-muted text-center text-muted-foreground', className)}
    >
      <HouseIcon aria-hidden="true" className="mx-auto size-12" strokeWidth={1.25} />
      <span className="text-sm">No photos yet</span>
    </div>
  );
}
