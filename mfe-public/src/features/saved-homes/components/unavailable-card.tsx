import type { FavouriteCard } from '@naija-homes/contracts/favourite';
import { formatListingPrice } from '@naija-homes/contracts/property-options';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { useToggleFavourite } from '../../../shared/api/toggle-favourite';
import { ListingPhoto } from '../../../shared/listings/listing-photo';

/** A saved home that left search (unpublished, or its agent's plan lapsed): kept greyed so it can be removed. */
export function UnavailableCard({ property }: { property: FavouriteCard }) {
  const titleId = useId();
  const toggle = useToggleFavourite();
  return (
    <article
      aria-labelledby={titleId}
      data-slot="unavailable-card"
      className="flex h-full flex-col overflow-hidden rounded-card border border-dashed border-border bg-muted/60"
    >
      <div className="relative">
        <ListingPhoto src={property.photo} alt="" className="opacity-50 grayscale" />
        <span className="absolute top-3 left-3 rounded-full bg-foreground px-2.5 py-0.5 text-xs font-semibold text-white">
          No longer available
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 text-muted-foreground">
        <p className="font-semibold">{formatListingPrice(property)}</p>
        <h3 id={titleId} className="line-clamp-2 font-semibold text-foreground/70">
          {property.title}
        </h3>
        <p className="text-sm">This listing is no longer on Naija Homes.</p>
        <Button
          variant="outline"
          className="mt-auto"
          loading={toggle.isPending}
          onClick={() => toggle.mutate({ propertyId: property._id, isFavourite: false })}
          aria-label={`Remove ${property.title} from saved homes`}
        >
          <Trash2Icon aria-hidden="true" />
          Remove
        </Button>
      </div>
    </article>
  );
}
