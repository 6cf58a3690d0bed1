import type { PropertyPhoto } from '@naija-homes/contracts/property';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useEffect, useRef } from 'react';
import { PhotoCarousel } from './photo-carousel';

/**
 * Every photo large, one at a time: swipe, the arrow buttons, the keyboard's left and right arrows anywhere on the
 * page, or a thumbnail. The photo number lives in the URL (?photo=3), so the gallery can open any photo directly.
 */
export function PhotosViewer({ photos, title }: { photos: PropertyPhoto[]; title: string }) {
  const [params, setParams] = useSearchParams();
  const requested = Number.parseInt(params.get('photo') ?? '1', 10);
  const index = Math.min(photos.length - 1, Math.max(0, Number.isNaN(requested) ? 0 : requested - 1));

  function show(next: number) {
    const bounded = Math.min(photos.length - 1, Math.max(0, next));
    if (bounded === index) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (bounded === 0) updated.delete('photo');
        else updated.set('photo', String(bounded + 1));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  // The window listener is added once and always reaches the latest index through this ref.
  const step = useRef((_delta: number) => {});
  step.current = (delta) => show(index + delta);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The strip handles the arrows itself when it has the focus (and marks the event handled).
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, iframe')) return;
      if (event.key === 'ArrowRight') step.current(1);
      else if (event.key === 'ArrowLeft') step.current(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="grid min-w-0 gap-4">
      <PhotoCarousel
        photos={photos}
        title={title}
        index={index}
        onIndexChange={show}
        sizes="(min-width: 1280px) 1248px, 100vw"
        fit="contain"
        showArrows
        className="h-[min(72vh,52rem)] w-full overflow-hidden rounded-card bg-black"
      />
      <p className="text-center text-sm text-white/70">Use the arrow keys or swipe to move between photos.</p>
      <ul aria-label="All photos" className="flex gap-2 overflow-x-auto pb-1">
        {photos.map((photo, slide) => (
          <li key={photo._id} className="shrink-0">
            <button
              type="button"
              aria-label={`Show photo ${slide + 1} of ${photos.length}`}
              aria-current={slide === index ? 'true' : undefined}
              onClick={() => show(slide)}
              className={cn(
                'block overflow-hidden rounded-md border-2 opacity-70 transition hover:opacity-100',
                slide === index ? 'border-white opacity-100' : 'border-transparent',
              )}
            >
              <img
                src={photo.cardUrl}
                alt=""
                width={96}
                height={72}
                loading="lazy"
                decoding="async"
                className="h-16 w-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
