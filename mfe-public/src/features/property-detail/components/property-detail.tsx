import { isApiError } from '@naija-homes/client/api-client';
import type { PublicProperty } from '@naija-homes/contracts/listing';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { EyeOffIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../../../shared/container';
import { useProperty } from '../api/get-property';
import { isLive } from '../listing-facts';
import { AmenitiesSection } from './amenities-section';
import { ContactPanel } from './contact-panel';
import { DetailsSection } from './details-section';
import { Gallery } from './gallery';
import { LocationSection } from './location-section';
import { OverviewSection } from './overview-section';
import { PropertyNotFound } from './property-not-found';
import { SectionTabs } from './section-tabs';
import { SimilarListings } from './similar-listings';

/** What the page puts in the contact panel for a listing (the message form belongs to another feature). */
export type ContactSlot = (property: PublicProperty) => ReactNode;

/** The public page of one listing: loading, failure, not found, or the listing itself. */
export function PropertyDetail({ slug, contact }: { slug: string; contact?: ContactSlot }) {
  const property = useProperty(slug);
  useDocumentTitle(property.data?.title ?? null);
  if (property.isPending) return <PropertySkeleton />;
  if (property.isError) {
    return <LoadError error={property.error} retrying={property.isFetching} retry={property.refetch} />;
  }
  if (!property.data) return <PropertyNotFound />;
  return <PropertyView property={property.data} contact={contact} />;
}

function PropertyView({ property, contact }: { property: PublicProperty; contact?: ContactSlot | undefined }) {
  return (
    <Container className="grid grid-cols-1 gap-6 pt-4 sm:pt-6">
      {isLive(property) ? null : <NotLiveBanner />}
      <Gallery property={property} />
      <SectionTabs />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-12">
          <OverviewSection property={property} />
          <DetailsSection property={property} />
          <AmenitiesSection property={property} />
          <LocationSection property={property} />
        </div>
        <div className="lg:sticky lg:top-36 lg:self-start">
          <ContactPanel owner={property.owner}>{contact?.(property)}</ContactPanel>
        </div>
      </div>
      <SimilarListings slug={property.slug} />
    </Container>
  );
}

/** Only the owner and admins reach a listing that visitors cannot see: say so plainly. */
function NotLiveBanner() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-card border border-accent/50 bg-accent-soft p-4">
      <EyeOffIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div>
        <p className="font-semibold">This listing is not live</p>
        <p className="text-sm text-muted-foreground">
          Visitors cannot see it. You are looking at a preview because you own it or manage the platform.
        </p>
      </div>
    </div>
  );
}

function PropertySkeleton() {
  return (
    <Container className="grid grid-cols-1 gap-6 pt-4 sm:pt-6">
      <div role="status" aria-label="Loading the listing" className="grid gap-6">
        <div className="grid h-[clamp(16rem,38vw,30rem)] gap-2 md:grid-cols-3 md:grid-rows-2">
          <Skeleton className="size-full rounded-card md:col-span-2 md:row-span-2" />
          <Skeleton className="hidden size-full rounded-card md:block" />
          <Skeleton className="hidden size-full rounded-card md:block" />
        </div>
        <Skeleton className="h-12 w-full" />
        <div className="grid gap-3 lg:w-2/3">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </Container>
  );
}

function LoadError({ error, retrying, retry }: { error: Error; retrying: boolean; retry: () => unknown }) {
  // The server explains its own failures; a request that never got an answer is most likely the connection.
  const text = isApiError(error) ? error.message : 'Check your connection and try again.';
  return (
    <Container className="grid justify-items-center gap-4 py-20 text-center">
      <TriangleAlertIcon aria-hidden="true" className="size-12 text-destructive" strokeWidth={1.5} />
      <h1 className="text-2xl font-bold">We could not load this listing</h1>
      <p role="alert" className="max-w-md text-muted-foreground">
        {text}
      </p>
      <Button type="button" loading={retrying} onClick={() => retry()}>
        Try again
      </Button>
    </Container>
  );
}
