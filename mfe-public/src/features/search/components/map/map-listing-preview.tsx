import type { MapListing } from '@naija-homes/contracts/listing';
import { formatListingPrice, placeLine } from '@naija-homes/contracts/property-options';
import { Button } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { BathIcon, BedDoubleIcon, XIcon } from 'lucide-react';
import { ListingPhoto } from '../../../../shared/listings/listing-photo';

/** The listing of a tapped marker, over the map: photo, price, title, rooms, and the way to its page. */
export function MapListingPreview({
  listing,
  onClose,
  className,
}: {
  listing: MapListing;
  onClose: () => void;
  className?: string;
}) {
  return (
    <article
      className={cn('flex overflow-hidden rounded-card border border-border bg-surface shadow-lg', className)}
      aria-label={listing.title}
      data-slot="map-preview"
    >
      <div className="w-28 shrink-0">
        <ListingPhoto src={listing.photo} alt="" className="h-full" />
      </div>
      <div className="grid min-w-0 flex-1 gap-1 p-3 pr-9">
        <p className="text-sm font-bold text-primary">{formatListingPrice(listing, { compact: true })}</p>
        <Link
          to={`/properties/${listing.slug}`}
          className="line-clamp-2 text-sm font-semibold after:absolute after:inset-0 hover:underline"
        >
          {listing.title}
        </Link>
        <p className="truncate text-xs text-muted-foreground">{placeLine(listing.city, listing.state)}</p>
        <p className="flex gap-3 text-xs text-muted-foreground">
          {listing.bedrooms !== null ? (
            <span className="inline-flex items-center gap-1">
              <BedDoubleIcon aria-hidden="true" className="size-3.5" /> {listing.bedrooms} bed
            </span>
          ) : null}
          {listing.bathrooms !== null ? (
            <span className="inline-flex items-center gap-1">
              <BathIcon aria-hidden="true" className="size-3.5" /> {listing.bathrooms} bath
            </span>
          ) : null}
        </p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1 right-1 z-10 size-8"
        aria-label="Close the preview"
        onClick={onClose}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </article>
  );
}
