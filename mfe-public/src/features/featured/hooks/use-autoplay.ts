import { useMediaQuery } from '@naija-homes/ui-kit/hooks/use-media-query';
import { type RefObject, useEffect, useState } from 'react';

/**
 * Calls `advance` every `interval` ms while nothing holds it: a pointer over it, focus inside it, the person's
 * pause button, a reduced-motion preference, a hidden tab, or the carousel being scrolled out of sight (no
 * work on a cheap phone for something nobody sees).
 */
export function useAutoplay(
  container: RefObject<HTMLElement | null>,
  advance: () => void,
  { interval, paused }: { interval: number; paused: boolean },
) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const enter = () => setHeld((state) => ({ ...state, hover: true }));
    const leave = () => setHeld((state) => ({ ...state, hover: false }));
    const focusIn = () => setHeld((state) => ({ ...state, focus: true }));
    const focusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) setHeld((state) => ({ ...state, focus: false }));
    };
    node.addEventListener('pointerenter', enter);
    node.addEventListener('pointerleave', leave);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)));
    observer?.observe(node);
    return () => {
      node.removeEventListener('pointerenter', enter);
      node.removeEventListener('pointerleave', leave);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
      observer?.disconnect();
    };
  }, [container]);

  const running = !paused && !reducedMotion && !held.hover && !held.focus && visible;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') advance();
    }, interval);
    return () => clearInterval(timer);
  }, [running, advance, interval]);

  return { running, reducedMotion };
}
