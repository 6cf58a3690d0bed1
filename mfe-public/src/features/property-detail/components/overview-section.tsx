import { formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { availabilityLabels, updatedAgo } from '@naija-homes/contracts/freshness';
import type { PublicProperty } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { moveInCost, optionLabel, purposeLabels } from '@naija-homes/contracts/property-options';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { BathIcon, BedDoubleIcon, CalendarIcon, MapPinIcon, RulerIcon, ToiletIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CompareButton } from '../../../shared/listings/compare-button';
import { FavouriteButton } from '../../../shared/listings/favourite-button';
import { VerifiedListingBadge } from '../../../shared/listings/verified-listing-badge';
import { formatSquareFeet, priceLabel, toPropertyCard } from '../listing-facts';
import { ListingSection } from './listing-section';
import { ShareButton } from './share-button';
import { VirtualTourPanel } from './virtual-tour-panel';

const visibilityBadges = {
  featured: { label: 'Featured', className: 'bg-accent text-accent-foreground' },
  priority: { label: 'Priority', className: 'bg-primary text-primary-foreground' },
  exclusive: { label: 'Exclusive', className: 'bg-foreground text-white' },
} as const;

/** '8 Bourdillon Road, Ikoyi, Lagos': the city and state added unless the agent already wrote them. */
function fullAddress({ address, city, state }: PublicProperty): string | null {
  if (!address) return null;
  const written = address.toLowerCase();
  const extra = [city, state].filter(
    (part): part is string => Boolean(part) && !written.includes(`${part}`.toLowerCase()),
  );
  return [address, ...new Set(extra)].join(', ');
}

export function OverviewSection({ property }: { property: PublicProperty }) {
  const price = priceLabel(property);
  const badge = property.visibilityLabel ? visibilityBadges[property.visibilityLabel] : null;
  const address = fullAddress(property);
  const residential = property.propertyCategory === 'residential';
  const listedOn = property.publishedAt ?? property.createdAt;
  return (
    <ListingSection id="overview" title="Overview" visuallyHiddenTitle>
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap gap-1.5">
            {property.propertyFor ? (
              <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
                {purposeLabels[property.propertyFor]}
              </span>
            ) : null}
            {badge ? (
              <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', badge.className)}>
                {badge.label}
              </span>
            ) : null}
            {property.availability !== 'available' ? (
              <span className="rounded-full bg-purple-100 px-2.5 py-0.5 text-xs font-semibold text-purple-800">
                {availabilityLabels[property.availability]}
              </span>
            ) : null}
            {property.isVerified ? <VerifiedListingBadge className="shadow-none" /> : null}
            {property.propertyType ? (
              <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">
                {optionLabel(property.propertyType)}
              </span>
            ) : null}
          </div>
          <h1 className="text-2xl font-bold user-text sm:text-3xl">{property.title}</h1>
          <p className="flex items-start gap-1.5 text-muted-foreground">
            <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <UserText as="span" className="min-w-0" text={address ? `Address: ${address}` : messages.addressNA} />
          </p>
          {property.renewedAt ? (
            <p className="text-sm text-muted-foreground">
              <time dateTime={property.renewedAt}>{updatedAgo(property.renewedAt)}</time>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          <ShareButton title={property.title} className="rounded-full" />
          <FavouriteButton propertyId={property._id} className="border border-border shadow-none" />
        </div>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-3xl font-bold text-primary">
          {price.amount}
          {price.per ? <span className="ml-1.5 text-base font-medium text-muted-foreground">{price.per}</span> : null}
        </p>
        <CompareButton property={toPropertyCard(property)} />
      </div>
      <MoveInCost property={property} />
      {property.availability !== 'available' ? (
        <p role="status" className="rounded-card border border-purple-200 bg-purple-50 p-3 text-sm text-purple-900">
          {property.availability === 'sold' ? 'This property has been sold.' : 'This property has been let.'} The agent
          keeps it here for a few weeks; similar listings are below.
        </p>
      ) : null}

      <dl className="flex flex-wrap gap-x-6 gap-y-3 rounded-card border border-border p-4">
        {residential ? (
          <>
            <Fact icon={<BedDoubleIcon aria-hidden="true" />} label="Bedrooms" value={property.bedrooms} />
            <Fact icon={<BathIcon aria-hidden="true" />} label="Bathrooms" value={property.bathrooms} />
          </>
        ) : (
          <Fact icon={<ToiletIcon aria-hidden="true" />} label="Restrooms" value={property.restrooms} />
        )}
        <Fact
          icon={<RulerIcon aria-hidden="true" />}
          label="Area"
          value={property.area === null ? null : formatSquareFeet(property.area)}
        />
        <Fact icon={<CalendarIcon aria-hidden="true" />} label="Listed" value={formatLagosDate(listedOn)} />
      </dl>

      <VirtualTourPanel property={property} />
    </ListingSection>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | number | null }) {
  return (
    // A <dl> allows one <div> around a term and its value, holding nothing else: the icon sits inside the term,
    // placed in the padding beside both lines.
    <div className="relative flex min-h-9 flex-col justify-center pl-11">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute top-1/2 left-0 grid size-9 -translate-y-1/2 place-content-center rounded-full bg-primary-soft text-primary [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold">{value ?? 'N/A'}</dd>
    </div>
  );
}

/** A rental's day-one total with its parts, so a renter sees every fee before the inspection, not after. */
function MoveInCost({ property }: { property: PublicProperty }) {
  const cost = moveInCost(property);
  if (!cost) return null;
  const parts: Array<[string, number]> = [
    [
      `Rent (${property.rentPaymentFrequency ? optionLabel(property.rentPaymentFrequency).toLowerCase() : 'first payment'})`,
      cost.rent,
    ],
    ['Caution deposit', cost.deposit],
    ['Agency fee', cost.agencyFee],
    ['Legal fee', cost.legalFee],
    ['Service charge', cost.serviceCharge],
  ];
  return (
    <details className="rounded-card border border-border p-4" data-slot="move-in-cost">
      <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Total move-in cost</span>
        <span className="text-lg font-bold">{formatNaira(cost.total)}</span>
      </summary>
      <dl className="mt-3 grid gap-1 text-sm">
        {parts.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{amount ? formatNaira(amount) : 'None listed'}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        What you pay on day one, as the agent listed it. Ask for every fee in writing and pay only after inspection.
      </p>
    </details>
  );
}
