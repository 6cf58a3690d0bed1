import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element's content is wider than the element (it scrolls sideways), followed as either is resized.
 * A box that scrolls must be reachable with the keyboard (WCAG 2.1.1), and only then: a tab stop with nothing to
 * scroll is noise.
 */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    // No measuring here: reading the widths now would force the browser to lay out the page in the middle of
    // React's work (a long task on a phone, the whole page just rendered); the observer's first report, which
    // every observed box with a size gets, comes after the browser's own layout.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
