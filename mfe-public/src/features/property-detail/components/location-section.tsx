import type { PublicProperty } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { ErrorBoundary } from '@naija-homes/ui-kit/components/error-boundary';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useNearViewport } from '@naija-homes/ui-kit/hooks/use-near-viewport';
import { ExternalLinkIcon, MapPinIcon } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { ListingSection } from './listing-section';

// The map library loads with the map, not with the page: a visitor who never scrolls here never downloads it.
const LocationMap = lazy(() => import('./location-map'));

function degrees(value: number, positive: string, negative: string) {
  return `${Math.abs(value).toFixed(5)}° ${value >= 0 ? positive : negative}`;
}

/** Where the listing is: the address, a map at zoom 12 with nearby places (spec §2), and the coordinates. */
export function LocationSection({ property }: { property: PublicProperty }) {
  const coordinates = property.location?.coordinates ?? null;
  const rows: Array<[string, string | null]> = [
    ['Address', property.address],
    ['City', property.city],
    ['State', property.state],
    ['Country', property.country],
  ];
  return (
    <ListingSection id="location" title="Location">
      <dl className="grid gap-x-8 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-border py-2.5 text-sm">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium user-text">{value || 'N/A'}</dd>
          </div>
        ))}
      </dl>
      {coordinates ? <LazyLocationMap lat={coordinates[1]} lng={coordinates[0]} title={property.title} /> : null}
      <div className="flex flex-col items-start gap-3 rounded-card border border-dashed border-border bg-muted p-5 sm:flex-row sm:items-center">
        <span className="grid size-12 shrink-0 place-content-center rounded-full bg-surface text-primary shadow-sm">
          <MapPinIcon aria-hidden="true" className="size-6" />
        </span>
        {coordinates ? (
          <>
            <p className="flex-1 text-sm">
              <span className="block text-muted-foreground">Coordinates</span>
              <span className="font-medium">
                {degrees(coordinates[1], 'N', 'S')}, {degrees(coordinates[0], 'E', 'W')}
              </span>
            </p>
            <a
              href={`https://www.google.com/maps?q=${coordinates[1]},${coordinates[0]}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
            >
              Open in Google Maps
              <ExternalLinkIcon aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </>
        ) : (
          <p className="font-medium text-muted-foreground">{messages.locationNotSpecified}</p>
        )}
      </div>
    </ListingSection>
  );
}

/** The map and its library load when the section comes near the screen, not with the page. */
function LazyLocationMap({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const placeholder = <Skeleton className="h-80 sm:h-[26rem]" />;
  return (
    <div ref={box}>
      {near ? (
        <ErrorBoundary title="The map failed to load">
          <Suspense fallback={placeholder}>
            <LocationMap lat={lat} lng={lng} title={title} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
