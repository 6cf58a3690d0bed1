import { keepsScroll } from '@naija-homes/ui-kit/lib/keep-scroll';
import { withLazyBoxesRendered } from '@naija-homes/ui-kit/lib/lazy-render';
import { useLocation, useNavigationType } from '@naija-homes/ui-kit/lib/router';
import { useEffect, useLayoutEffect } from 'react';

// Where each history entry was scrolled to, by location key; kept for the tab's life like the browser's own.
const positions = new Map<string, number>();
const STORAGE_KEY = 'naija-homes:scroll';

function restore(): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>;
    for (const [key, top] of saved) positions.set(key, top);
  } catch {
    // Nothing saved, or storage refused: new pages start at the top.
  }
}

function persist(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or refused: positions still hold for this page's life.
  }
}

/**
 * A new page starts at its top; Back and Forward return to where the visitor was (the router's own
 * ScrollRestoration needs its data router, which the shell does without). A navigation marked with ui-kit's
 * `keepScrollState` refreshes the page in place and stays where it is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    restore();
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    if (navigationType === 'POP') {
      const top = positions.get(key);
      // The page may still be filling in from the cache: scroll once it has painted. Above the position, boxes not yet
      // rendered (a list's cards) would stand at an estimated size and the page would land off its place.
      if (top !== undefined) requestAnimationFrame(() => withLazyBoxesRendered(() => window.scrollTo(0, top)));
    } else if (!location.hash && !keepsScroll(location.state)) {
      window.scrollTo(0, 0);
    }
    // Recorded as the visitor scrolls, not on leaving: by then the next page may already have shortened the document.
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key, window.scrollY));
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
