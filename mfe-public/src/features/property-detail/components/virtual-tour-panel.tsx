import type { PublicProperty } from '@naija-homes/contracts/listing';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Spinner } from '@naija-homes/ui-kit/components/spinner';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { ExpandIcon, Rotate3DIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { mediaHref, type PanoramaSource, panoramaSource } from '../media';
import { EmbedFrame } from './embed-frame';
import { LazyPanoramaViewer } from './lazy-panorama-viewer';
import { TourLockPanel } from './tour-lock-panel';

/**
 * The listing page's 360° tour: locked on plans without tours; otherwise a panel that starts the tour in place.
 * Nothing heavy loads until the visitor asks: a panorama runs to megabytes and the viewer to its own script.
 */
export function VirtualTourPanel({ property }: { property: PublicProperty }) {
  const source = panoramaSource(property);
  if (!property.virtualTourLocked && !source) return null;
  return (
    <div className="grid gap-3">
      {/* A level 2: it follows the listing's title (level 1) in the overview, whose own heading is before that title. */}
      <h2 className="text-lg font-semibold">360° Virtual Tour</h2>
      {property.virtualTourLocked || !source ? (
        <TourLockPanel />
      ) : (
        <InlineTour source={source} title={property.title} slug={property.slug} />
      )}
    </div>
  );
}

function InlineTour({ source, title, slug }: { source: PanoramaSource; title: string; slug: string }) {
  const [started, setStarted] = useState(false);
  const fullPage = (
    <Link
      to={mediaHref(slug, 'panorama')}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary"
    >
      <ExpandIcon aria-hidden="true" className="size-4" />
      Open the tour full page
    </Link>
  );
  if (!started) {
    return (
      <div className="grid gap-2">
        <div className="grid aspect-video place-content-center justify-items-center gap-3 rounded-card bg-gradient-to-br from-primary to-neutral-900 p-6 text-center text-white">
          <Rotate3DIcon aria-hidden="true" className="size-12" strokeWidth={1.5} />
          <p className="max-w-sm text-sm text-white/85">Look around every room as if you were there.</p>
          <Button type="button" variant="secondary" onClick={() => setStarted(true)}>
            Start 360° tour
          </Button>
        </div>
        {fullPage}
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      {source.kind === 'image' ? (
        <Suspense
          fallback={
            <div className="grid aspect-video place-content-center rounded-card bg-neutral-900 text-white">
              <Spinner className="size-8" label="Loading the 360° viewer" />
            </div>
          }
        >
          <LazyPanoramaViewer src={source.url} label={title} className="aspect-video w-full" />
        </Suspense>
      ) : (
        <EmbedFrame
          src={source.url}
          title={`360° tour of ${title}`}
          className="aspect-video w-full rounded-card"
          allow="fullscreen; accelerometer; gyroscope; xr-spatial-tracking"
          fallback={
            <p className="rounded-card bg-muted p-6 text-center text-sm">
              This tour is hosted on another site and cannot be shown here.{' '}
              <a href={source.url} target="_blank" rel="noopener" className="font-medium text-primary underline">
                Open the tour
              </a>
            </p>
          }
        />
      )}
      {fullPage}
    </div>
  );
}
