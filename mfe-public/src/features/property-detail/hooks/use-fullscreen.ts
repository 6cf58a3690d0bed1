import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Full screen for one element. `supported` is false where the page cannot ask for it (iPhone Safari, some
 * in-app browsers), so the button is left out instead of doing nothing.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  useEffect(() => {
    const update = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch (error) {
      console.warn('full screen refused', error);
    }
  }, [target]);
  return { supported, active, toggle };
}
