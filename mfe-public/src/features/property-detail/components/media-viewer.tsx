import type { PublicProperty } from '@naija-homes/contracts/listing';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { ArrowLeftIcon } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { useProperty } from '../api/get-property';
import { availableMedia, type MediaType, mediaHref, mediaLabels, parseMediaType } from '../media';
import { closingViewer } from '../viewer-return';
import { FloorPlanViewer } from './floor-plan-viewer';
import { PanoramaPanel } from './panorama-panel';
import { PhotosViewer } from './photos-viewer';
import { PropertyNotFound } from './property-not-found';
import { VideoViewer } from './video-viewer';

/** One kind of a listing's media, full page (the `type` the address asks for, else the first it has). */
export function MediaViewer({ slug, requestedType }: { slug: string; requestedType: string | null }) {
  const property = useProperty(slug);
  const data = property.data ?? null;
  const available = data ? availableMedia(data) : [];
  const type = parseMediaType(requestedType) ?? available[0] ?? null;
  useDocumentTitle(data ? `${type ? mediaLabels[type] : 'Media'} · ${data.title}` : null);
  const close = useCloseViewer(slug, type);
  if (property.isPending) {
    return (
      <Frame>
        <div role="status" aria-label="Loading the listing" className="grid gap-4">
          <Skeleton className="h-8 w-64 bg-white/10" />
          <Skeleton className="h-[60vh] w-full bg-white/10" />
        </div>
      </Frame>
    );
  }
  if (property.isError) {
    return (
      <Frame>
        <div className="grid justify-items-center gap-4 py-16 text-center">
          <p role="alert">We could not load this listing. Check your connection and try again.</p>
          <Button type="button" variant="secondary" loading={property.isFetching} onClick={() => property.refetch()}>
            Try again
          </Button>
        </div>
      </Frame>
    );
  }
  if (!data) return <PropertyNotFound />;
  return (
    <Frame>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={listingHref(data.slug)}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            // A new tab or window keeps the link's own way; here, back to the listing as Escape goes.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            close();
          }}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-white/85 hover:text-white"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to listing
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{data.title}</h1>
      </div>
      {available.length > 0 ? <MediaTabs slug={data.slug} available={available} current={type} /> : null}
      <MediaContent property={data} type={type} />
    </Frame>
  );
}

const listingHref = (slug: string) => `/properties/${encodeURIComponent(slug)}`;

/**
 * Closes the viewer, back to the listing: Escape anywhere on the page, or "Back to listing". Opened from the
 * listing's gallery, it goes back in history (the listing returns where it was, and Back does not come here again);
 * reached otherwise (a shared link), the listing takes the viewer's place. The gallery then gives the focus back
 * to the link that opened the viewer (viewer-return.ts).
 */
function useCloseViewer(slug: string, type: MediaType | null) {
  const navigate = useNavigate();
  const close = () => {
    const { listingBehind } = closingViewer(slug, type ?? 'photos');
    if (listingBehind) void navigate(-1);
    else void navigate(listingHref(slug), { replace: true });
  };
  // The window listener is added once and always calls the latest close.
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Handled already (a dialog, a menu), or meant for a field, or leaving full screen: not a close.
      if (event.key !== 'Escape' || event.defaultPrevented || document.fullscreenElement) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable]'))
        return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return close;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="min-h-[calc(100dvh-4rem)] bg-neutral-950 text-white">
      <div className="mx-auto grid w-full max-w-7xl grid-cols-1 content-start gap-4 px-4 py-4 sm:py-6">{children}</div>
    </main>
  );
}

function MediaTabs({ slug, available, current }: { slug: string; available: MediaType[]; current: MediaType | null }) {
  return (
    <nav aria-label="Media">
      <ul className="flex gap-1 overflow-x-auto">
        {available.map((type) => (
          <li key={type} className="shrink-0">
            <Link
              to={mediaHref(slug, type)}
              replace
              aria-current={type === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap text-white/75 hover:bg-white/10 hover:text-white',
                'aria-[current=page]:bg-white aria-[current=page]:text-neutral-950',
              )}
            >
              {mediaLabels[type]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const missingText: Record<MediaType, string> = {
  photos: 'This listing has no photos yet.',
  panorama: 'This listing has no 360° tour.',
  video: 'This listing has no video.',
  floorPlan: 'This listing has no floor plan.',
};

function MediaContent({ property, type }: { property: PublicProperty; type: MediaType | null }) {
  const missing = (
    <p className="rounded-card bg-white/5 p-10 text-center text-white/80">
      {type ? missingText[type] : 'This listing has no photos or media yet.'}
    </p>
  );
  switch (type) {
    case 'photos':
      return property.photos.length ? <PhotosViewer photos={property.photos} title={property.title} /> : missing;
    case 'panorama':
      return <PanoramaPanel property={property} missing={missing} />;
    case 'video':
      return property.video ? <VideoViewer url={property.video} title={property.title} /> : missing;
    case 'floorPlan':
      return property.floorPlan ? <FloorPlanViewer plan={property.floorPlan} title={property.title} /> : missing;
    default:
      return missing;
  }
}
