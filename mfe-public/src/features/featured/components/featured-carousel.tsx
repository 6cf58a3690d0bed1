import { Button } from '@naija-homes/ui-kit/components/button';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { uiLimits } from '@naija-homes/ui-kit/lib/ui-limits';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { CARDS_ON_FIRST_SCREEN, ListingCard } from '../../../shared/listings/listing-card';
import { useFeatured } from '../api/get-featured';
import { useAutoplay } from '../hooks/use-autoplay';

// Slides per view by width (spec §2): 1 under 768 px, 2 from 768, 3 from 1280, 4 from 1536.
const slideClass =
  'w-full shrink-0 snap-start md:w-[calc((100%-1.25rem)/2)] xl:w-[calc((100%-2.5rem)/3)] 2xl:w-[calc((100%-3.75rem)/4)]';

/** The home page's featured listings: a scroll-snap track, so swiping works natively and no library is needed. */
export function FeaturedCarousel() {
  const featured = useFeatured();
  const region = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);

  const move = useCallback((direction: 1 | -1) => {
    const node = track.current;
    const slide = node?.firstElementChild as HTMLElement | null | undefined;
    if (!node || !slide) return;
    const step = slide.offsetWidth + Number.parseFloat(getComputedStyle(node).columnGap || '0');
    const max = node.scrollWidth - node.clientWidth;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    // It wraps around at both ends, so autoplay and the buttons never get stuck.
    if (direction === 1 && node.scrollLeft >= max - 4) node.scrollTo({ left: 0, behavior });
    else if (direction === -1 && node.scrollLeft <= 4) node.scrollTo({ left: max, behavior });
    else node.scrollBy({ left: direction * step, behavior });
  }, []);
  const next = useCallback(() => move(1), [move]);
  const { running, reducedMotion } = useAutoplay(region, next, { interval: uiLimits.carouselAutoplayMs, paused });

  const items = featured.data ?? [];
  if (featured.isError || (featured.isSuccess && !items.length)) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  }

  return (
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-labelledby="featured-heading"
      className="mx-auto max-w-7xl px-4 py-14"
      onKeyDown={onKeyDown}
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold">
            Featured properties
          </h2>
          <p className="mt-1 text-muted-foreground">Hand-picked listings from our top agents.</p>
        </div>
        <div className="flex items-center gap-2">
          <Button asChild variant="link" className="px-2">
            <Link to="/properties">See all</Link>
          </Button>
          {reducedMotion ? null : (
            <Button
              variant="outline"
              size="icon"
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
            >
              {paused ? <PlayIcon aria-hidden="true" /> : <PauseIcon aria-hidden="true" />}
            </Button>
          )}
          <Button variant="outline" size="icon" onClick={() => move(-1)} aria-label="Previous slide">
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" onClick={() => move(1)} aria-label="Next slide">
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      {/* Slides are groups (the carousel pattern), which a list may not hold: the track is a plain box. */}
      <div
        ref={track}
        aria-live={running ? 'off' : 'polite'}
        className="flex snap-x snap-mandatory gap-5 overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {featured.isPending
          ? [1, 2, 3, 4].map((key) => (
              <div key={key} className={slideClass}>
                <Skeleton className="aspect-[4/5] w-full" />
              </div>
            ))
          : items.map((property, index) => (
              <div
                key={property._id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${items.length}`}
                className={slideClass}
              >
                {/* The first slide is in view on arrival; the server preloads its photo (seo/page-head.ts). */}
                <ListingCard property={property} eagerPhoto={index === 0} lazy={index >= CARDS_ON_FIRST_SCREEN} />
              </div>
            ))}
      </div>
    </section>
  );
}
