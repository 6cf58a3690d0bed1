import { useCallback, useEffect, useRef, useState } from 'react';

/** Twenty steps, so a section taller than the screen still reports as it scrolls. */
const thresholds = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * Which section the reader is on. The spec's visibility threshold is 0.5: a section counts once half of it is in
 * view, or, when it is taller than the screen, once it fills half the screen (a long Property Details list never
 * shows half of itself on a phone). The first such section in page order wins. `topOffset` leaves out what the
 * sticky header and tabs cover.
 */
export function useScrollSpy(ids: readonly string[], topOffset: number) {
  const [active, setActive] = useState(ids[0] ?? '');
  // After a tab click the page scrolls to that section; until it stops, the sections it passes are not "current",
  // and one at the very bottom of the page keeps the highlight even though the page cannot scroll it to the top.
  const locked = useRef(false);
  const key = ids.join(' ');

  useEffect(() => {
    const sectionIds = key.split(' ');
    const shares = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const viewport = entry.rootBounds?.height ?? window.innerHeight;
          const size = Math.min(entry.boundingClientRect.height, viewport) || 1;
          shares.set(entry.target.id, entry.isIntersecting ? entry.intersectionRect.height / size : 0);
        }
        if (locked.current) return;
        const current = sectionIds.find((id) => (shares.get(id) ?? 0) >= 0.5);
        if (current) setActive(current);
      },
      { rootMargin: `-${topOffset}px 0px 0px 0px`, threshold: thresholds },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, topOffset]);

  /** Scrolls to a section, highlights its tab at once and moves the keyboard focus there. */
  const goTo = useCallback((id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    setActive(id);
    locked.current = true;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const unlock = () => {
      locked.current = false;
      window.removeEventListener('scrollend', unlock);
      clearTimeout(timer);
    };
    // scrollend where the browser has it; a generous timeout where it does not (Safari) or nothing scrolled.
    const timer = setTimeout(unlock, 1200);
    window.addEventListener('scrollend', unlock);
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    const heading = section.querySelector<HTMLElement>('[data-section-heading]') ?? section;
    heading.focus({ preventScroll: true });
  }, []);

  return { active, goTo };
}
