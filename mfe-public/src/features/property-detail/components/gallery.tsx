import type { PublicProperty } from '@naija-homes/contracts/listing';
import { useMediaQuery } from '@naija-homes/ui-kit/hooks/use-media-query';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { ImagesIcon, LandPlotIcon, Rotate3DIcon, VideoIcon } from 'lucide-react';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { availableMedia, type MediaType, mediaHref } from '../media';
import { forgetViewerOpener, rememberViewerOpener, takeFocusOnReturn } from '../viewer-return';
import { PhotoCarousel } from './photo-carousel';
import { PhotoPlaceholder, PropertyPhoto } from './property-photo';

const mediaIcons = { panorama: Rotate3DIcon, video: VideoIcon, floorPlan: LandPlotIcon } as const;
const mediaButtonLabels = { panorama: '360° Tour', video: 'Video', floorPlan: 'Floor Plan' } as const;

/**
 * The photos at the top of the page: the main photo and two beside it on wide screens, one swipeable photo with a
 * counter on phones (only one layout is rendered, so a phone never downloads the desktop's images).
 */
export function Gallery({ property }: { property: PublicProperty }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const extras = availableMedia(property).filter((type): type is Exclude<MediaType, 'photos'> => type !== 'photos');
  const hasPhotos = property.photos.length > 0;
  const links = (
    <>
      {hasPhotos ? <MediaLink type="photos" slug={property.slug} icon={ImagesIcon} label="See All Photos" /> : null}
      {extras.map((type) => (
        <MediaLink
          key={type}
          type={type}
          slug={property.slug}
          icon={mediaIcons[type]}
          label={mediaButtonLabels[type]}
        />
      ))}
    </>
  );
  const section = useRef<HTMLElement>(null);
  const { slug } = property;

  // Back from the media viewer (Escape or "Back to listing"): the keyboard's place is the link that opened it, else
  // the gallery's link to the media that was on screen.
  useEffect(() => {
    const pending = takeFocusOnReturn(slug);
    forgetViewerOpener(slug);
    const root = section.current;
    if (!pending || !root) return;
    const opened = pending.opener ? [...root.querySelectorAll('a')][pending.opener.index] : undefined;
    const candidates = [
      opened?.getAttribute('href') === pending.opener?.href ? opened : undefined,
      root.querySelector<HTMLAnchorElement>(`a[data-media-link="${pending.type}"]`),
    ];
    for (const link of candidates) {
      if (!link) continue;
      // A phone's photo strip starts again at its first photo: a later photo's link is off to the side, unseen.
      const box = link.getBoundingClientRect();
      if (box.left >= 0 && box.right <= window.innerWidth) {
        link.focus({ preventScroll: true });
        return;
      }
    }
  }, [slug]);

  function noteOpener(event: MouseEvent<HTMLElement>) {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    // Only a click that opens the viewer here (not in a new tab or window).
    if (!link || !href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    rememberViewerOpener({ slug, href, index: [...event.currentTarget.querySelectorAll('a')].indexOf(link) });
  }

  return (
    <section ref={section} aria-label="Photos and media" className="grid min-w-0 gap-3" onClickCapture={noteOpener}>
      {wide && hasPhotos ? (
        <div className="relative">
          <WideGallery property={property} />
          {/* Over the main photo, where people look for them. */}
          <div className="absolute bottom-3 left-3 flex max-w-[62%] flex-wrap gap-2">{links}</div>
        </div>
      ) : (
        <>
          {wide ? <PhotoPlaceholder className="h-72 rounded-card" /> : <PhoneGallery property={property} />}
          {hasPhotos || extras.length > 0 ? <div className="flex flex-wrap gap-2">{links}</div> : null}
        </>
      )}
    </section>
  );
}

function MediaLink({
  type,
  slug,
  icon: Icon,
  label,
}: {
  type: MediaType;
  slug: string;
  icon: typeof ImagesIcon;
  label: string;
}) {
  return (
    <Link
      to={mediaHref(slug, type)}
      // Where the focus returns from the viewer of this media when it was not opened here (a shared link).
      data-media-link={type}
      className="inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm font-medium shadow-sm hover:bg-muted"
    >
      <Icon aria-hidden="true" className="size-4 text-primary" />
      {label}
    </Link>
  );
}

function WideGallery({ property }: { property: PublicProperty }) {
  const { photos, title, slug } = property;
  const [main, ...rest] = photos;
  const side = rest.slice(0, 2);
  const alt = (index: number) => `${title}: photo ${index + 1} of ${photos.length}`;
  return (
    <div
      className={cn(
        'grid h-[clamp(18rem,38vw,30rem)] gap-2 overflow-hidden rounded-card',
        side.length > 0 ? 'grid-cols-3 grid-rows-2' : 'grid-cols-1',
      )}
    >
      <Link
        to={mediaHref(slug, 'photos', 1)}
        className={cn('group relative overflow-hidden', side.length > 0 && 'col-span-2 row-span-2')}
      >
        {main ? (
          <PropertyPhoto
            photo={main}
            alt={alt(0)}
            sizes="(min-width: 1280px) 840px, 66vw"
            priority
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : null}
      </Link>
      {side.map((photo, index) => (
        <Link
          key={photo._id}
          to={mediaHref(slug, 'photos', index + 2)}
          className={cn('group relative overflow-hidden', side.length === 1 && 'row-span-2')}
        >
          <PropertyPhoto
            photo={photo}
            alt={alt(index + 1)}
            sizes="(min-width: 1280px) 420px, 33vw"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
          {index === side.length - 1 && photos.length > 3 ? (
            <span className="absolute inset-0 grid place-content-center bg-black/45 text-lg font-semibold text-white">
              +{photos.length - 3} more
            </span>
          ) : null}
        </Link>
      ))}
    </div>
  );
}

function PhoneGallery({ property }: { property: PublicProperty }) {
  const [index, setIndex] = useState(0);
  if (property.photos.length === 0) return <PhotoPlaceholder className="-mx-4 aspect-[4/3]" />;
  return (
    <PhotoCarousel
      photos={property.photos}
      title={property.title}
      index={index}
      onIndexChange={setIndex}
      slideHref={(slide) => mediaHref(property.slug, 'photos', slide + 1)}
      sizes="100vw"
      className="-mx-4 aspect-[4/3]"
    />
  );
}
