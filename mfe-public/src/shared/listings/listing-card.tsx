import { formatCompactNaira, formatNumber } from '@naija-homes/contracts/format';
import { availabilityLabels } from '@naija-homes/contracts/freshness';
import type { PropertyCard } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { formatListingPrice, purposeLabels } from '@naija-homes/contracts/property-options';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { BathIcon, BedDoubleIcon, MapPinIcon, RulerIcon, ToiletIcon } from 'lucide-react';
import { useId } from 'react';
import { CompareButton } from './compare-button';
import { FavouriteButton } from './favourite-button';
import { ListingPhoto } from './listing-photo';
import { VerifiedListingBadge } from './verified-listing-badge';

const badgeStyles: Record<NonNullable<PropertyCard['visibilityLabel']>, { label: string; className: string }> = {
  featured: { label: 'Featured', className: 'bg-accent text-accent-foreground' },
  priority: { label: 'Priority', className: 'bg-primary text-primary-foreground' },
  exclusive: { label: 'Exclusive', className: 'bg-foreground text-white' },
};

/** Cards a wide screen shows on arrival (three columns, two rows); a phone shows fewer. */
export const CARDS_ON_FIRST_SCREEN = 6;

/**
 * A search result. The whole card opens the listing through a stretched title link; the heart, compare toggle
 * and owner link sit above it, so no interactive element is nested inside another.
 */
export function ListingCard({
  property,
  className,
  eagerPhoto = false,
  lazy = false,
}: {
  property: PropertyCard;
  className?: string;
  /** The photo in view on arrival (the page's largest paint): loaded at once, not when scrolled to. */
  eagerPhoto?: boolean;
  /**
   * Off the first screen: styled and laid out only as it nears the viewport (ui-kit's lazy-render), so a page of
   * cards costs a phone only those in view. Not for a card in view on arrival: its first frame would stand at the
   * estimated height and move what follows.
   */
  lazy?: boolean;
}) {
  const titleId = useId();
  const badge = property.visibilityLabel ? badgeStyles[property.visibilityLabel] : null;
  const ownerHref = property.owner.slug ? `/agents/${property.owner.slug}` : null;
  return (
    <article
      aria-labelledby={titleId}
      data-slot="listing-card"
      className={cn(
        'user-text group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-surface shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        // Its content's height estimated for the wait (a card clips its content already, as lazy-render needs).
        lazy && 'lazy-render [--lazy-render-size:31rem]',
        className,
      )}
    >
      <div className="relative">
        <ListingPhoto src={property.photo} alt="" eager={eagerPhoto} />
        <div className="absolute top-3 right-14 left-3 flex flex-wrap gap-1.5">
          {badge ? (
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm', badge.className)}>
              {badge.label}
            </span>
          ) : null}
          {property.propertyFor ? (
            <span className="rounded-full bg-surface/95 px-2.5 py-0.5 text-xs font-semibold text-foreground shadow-sm">
              {purposeLabels[property.propertyFor]}
            </span>
          ) : null}
          {/* Cards kept on the device before ADR 033 have no availability: shown as available. */}
          {property.availability === 'let' || property.availability === 'sold' ? (
            <span className="rounded-full bg-purple-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow-sm">
              {availabilityLabels[property.availability]}
            </span>
          ) : null}
          {property.isVerified ? <VerifiedListingBadge /> : null}
        </div>
        <FavouriteButton propertyId={property._id} className="absolute top-2 right-2 z-10" />
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <p data-slot="listing-price" className="text-lg font-bold text-primary">
          {formatListingPrice(property)}
        </p>
        {property.moveInCost !== null && property.moveInCost !== property.price ? (
          // What a renter pays on day one, beside the rent: the figure Nigerian listings leave out.
          <p data-slot="move-in-cost" className="-mt-1.5 text-xs text-muted-foreground">
            Move-in {formatCompactNaira(property.moveInCost)} with fees
          </p>
        ) : null}
        <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug">
          <Link
            to={`/properties/${property.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-focus-within:underline"
          >
            {property.title}
          </Link>
        </h3>
        <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
          <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="line-clamp-1">{property.address ?? messages.addressNA}</span>
        </p>
        <Facts property={property} />
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-border pt-3">
          {ownerHref ? (
            <a
              href={ownerHref}
              target="_blank"
              rel="noopener noreferrer"
              className="relative z-10 min-w-0 truncate text-sm leading-6 text-muted-foreground hover:text-primary hover:underline"
            >
              <span className="sr-only">Agent: </span>
              {property.owner.fullName}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="min-w-0 truncate text-sm text-muted-foreground">{property.owner.fullName}</span>
          )}
          <CompareButton property={property} className="relative z-10" />
        </div>
      </div>
    </article>
  );
}

function Facts({ property }: { property: PropertyCard }) {
  const facts: { key: string; icon: typeof BedDoubleIcon; text: string }[] = [];
  if (property.bedrooms !== null) {
    facts.push({ key: 'bed', icon: BedDoubleIcon, text: plural(property.bedrooms, 'bed') });
  }
  if (property.bathrooms !== null) {
    facts.push({ key: 'bath', icon: BathIcon, text: plural(property.bathrooms, 'bath') });
  } else if (property.restrooms !== null) {
    facts.push({ key: 'restroom', icon: ToiletIcon, text: plural(property.restrooms, 'restroom') });
  }
  if (property.area !== null) {
    facts.push({
      key: 'area',
      icon: RulerIcon,
      text: `${formatNumber(property.area, { maximumFractionDigits: 0 })} sq ft`,
    });
  }
  if (!facts.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {facts.map((fact) => (
        <li key={fact.key} className="flex items-center gap-1.5">
          <fact.icon aria-hidden="true" className="size-4 text-muted-foreground" />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
