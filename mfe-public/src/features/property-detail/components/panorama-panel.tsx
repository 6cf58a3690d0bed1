import type { PublicProperty } from '@naija-homes/contracts/listing';
import { Spinner } from '@naija-homes/ui-kit/components/spinner';
import { ExternalLinkIcon } from 'lucide-react';
import { Suspense } from 'react';
import { panoramaSource } from '../media';
import { EmbedFrame } from './embed-frame';
import { LazyPanoramaViewer } from './lazy-panorama-viewer';
import { TourLockPanel } from './tour-lock-panel';

const stageClass = 'h-[min(72vh,52rem)] min-h-80 w-full';

/** The viewer page's 360° tab: the lock, our WebGL viewer for an image, or the agent's tour page in a frame. */
export function PanoramaPanel({ property, missing }: { property: PublicProperty; missing: React.ReactNode }) {
  if (property.virtualTourLocked) return <TourLockPanel className="mx-auto max-w-3xl text-foreground" />;
  const source = panoramaSource(property);
  if (!source) return missing;
  if (source.kind === 'image') {
    return (
      <Suspense
        fallback={
          <div className={`grid place-content-center rounded-card bg-neutral-900 ${stageClass}`}>
            <Spinner className="size-8" label="Loading the 360° viewer" />
          </div>
        }
      >
        <LazyPanoramaViewer src={source.url} label={property.title} className={stageClass} />
      </Suspense>
    );
  }
  const openLink = (
    <a
      href={source.url}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-white underline-offset-4 hover:underline"
    >
      Open the tour in a new tab
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
    </a>
  );
  return (
    <div className="grid gap-3">
      <EmbedFrame
        src={source.url}
        title={`360° tour of ${property.title}`}
        className={`rounded-card ${stageClass}`}
        allow="fullscreen; accelerometer; gyroscope; xr-spatial-tracking"
        fallback={
          <p className="rounded-card bg-white/5 p-10 text-center">
            This tour is hosted on another site and cannot be shown here. Use the link below to open it.
          </p>
        }
      />
      {openLink}
    </div>
  );
}
