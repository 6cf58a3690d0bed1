import type { PropertyPhoto as Photo } from '@naija-homes/contracts/property';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { PropertyPhoto } from './property-photo';

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Photos side by side in a scroll-snapping strip: the browser's own scrolling does the swiping, so it feels native
 * on a phone and needs no gesture code. The parent owns the current index (a counter, thumbnails or the URL).
 */
export function PhotoCarousel({
  photos,
  title,
  index,
  onIndexChange,
  slideHref,
  sizes,
  fit = 'cover',
  showArrows = false,
  className,
}: {
  photos: Photo[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** Makes each slide a link (the page's gallery opens the viewer). */
  slideHref?: (index: number) => string;
  sizes: string;
  fit?: 'cover' | 'contain';
  showArrows?: boolean;
  className?: string;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  // The slide on screen: the strip starts at the first one, and the effect below scrolls to `index` if needed.
  const visible = useRef(0);
  const mounted = useRef(false);
  // While we scroll to a slide ourselves, the slides passed on the way must not become the current one.
  const target = useRef<number | null>(null);
  const onChange = useRef(onIndexChange);
  onChange.current = onIndexChange;

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const slide = Number((entry.target as HTMLElement).dataset.index);
          if (target.current !== null && slide !== target.current) continue;
          target.current = null;
          visible.current = slide;
          onChange.current(slide);
        }
      },
      { root, threshold: 0.6 },
    );
    for (const slide of root.children) observer.observe(slide);
    // When a scroll of ours is interrupted (a finger lands mid-way), settle on wherever the strip stopped.
    const onScrollEnd = () => {
      target.current = null;
      const slide = Math.round(root.scrollLeft / Math.max(1, root.clientWidth));
      if (slide !== visible.current) {
        visible.current = slide;
        onChange.current(slide);
      }
    };
    root.addEventListener('scrollend', onScrollEnd);
    // A phone turned sideways (or any resize) changes the layout under the strip: stay on the same photo.
    const resize = new ResizeObserver(() => {
      const slide = target.current ?? visible.current;
      const left = slide * root.clientWidth;
      if (Math.abs(root.scrollLeft - left) < 2) return;
      target.current = slide;
      root.scrollTo({ left, behavior: 'instant' });
    });
    resize.observe(root);
    return () => {
      observer.disconnect();
      resize.disconnect();
      root.removeEventListener('scrollend', onScrollEnd);
    };
  }, []);

  useEffect(() => {
    const root = scroller.current;
    const first = !mounted.current;
    mounted.current = true;
    if (!root || (first ? index === 0 : index === visible.current)) return;
    target.current = index;
    // A deep link (?photo=3) opens on its photo at once; later moves glide unless motion is reduced.
    const glide = !first && !prefersReducedMotion();
    root.scrollTo({ left: index * root.clientWidth, behavior: glide ? 'smooth' : 'instant' });
    // Browsers without the scrollend event (Safari) release the lock after the animation instead.
    const release = setTimeout(() => {
      target.current = null;
    }, 1000);
    return () => clearTimeout(release);
  }, [index]);

  const go = (next: number) => onIndexChange(Math.min(photos.length - 1, Math.max(0, next)));

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  }

  // Letterboxed photos sit on the frame's own background, not the light placeholder tint.
  const imageClass = cn('size-full', fit === 'cover' ? 'object-cover' : 'bg-transparent object-contain');
  return (
    <div className={cn('relative', className)}>
      <ul
        ref={scroller}
        // A scrollable region must be reachable by keyboard; arrows move one photo.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region, see above
        tabIndex={0}
        aria-label={`${title}: photos`}
        onKeyDown={onKeyDown}
        className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {photos.map((photo, slide) => {
          const alt = `${title}: photo ${slide + 1} of ${photos.length}`;
          const image = (
            <PropertyPhoto
              photo={photo}
              alt={alt}
              sizes={sizes}
              priority={slide === 0}
              lazy={Math.abs(slide - index) > 1}
              className={imageClass}
            />
          );
          return (
            <li key={photo._id} data-index={slide} className="size-full shrink-0 snap-center snap-always">
              {slideHref ? (
                <Link to={slideHref(slide)} className="block size-full" tabIndex={slide === index ? 0 : -1}>
                  {image}
                </Link>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
      {showArrows && photos.length > 1 ? (
        <>
          <ArrowButton side="left" disabled={index === 0} onClick={() => go(index - 1)} />
          <ArrowButton side="right" disabled={index === photos.length - 1} onClick={() => go(index + 1)} />
        </>
      ) : null}
      {photos.length > 1 ? (
        <p
          aria-live="polite"
          aria-atomic="true"
          className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-medium text-white"
        >
          <span className="sr-only">Photo </span>
          {index + 1} / {photos.length}
        </p>
      ) : null}
    </div>
  );
}

function ArrowButton({ side, disabled, onClick }: { side: 'left' | 'right'; disabled: boolean; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      aria-label={side === 'left' ? 'Previous photo' : 'Next photo'}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 grid size-11 -translate-y-1/2 place-content-center rounded-full bg-black/60 text-white transition-opacity hover:bg-black/80 disabled:opacity-0',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </button>
  );
}
