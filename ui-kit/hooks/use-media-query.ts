import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The viewport width (CSS px) the server assumes when it paints a page (api/src/web/first-paint.ts): a phone's or a
 * desktop's, from the request. Null elsewhere, where no query matches on the server.
 */
export const ServerViewportWidth = createContext<number | null>(null);

/** Whether a width-only media query ("(min-width: 768px)", "(max-width: 1279px)", both with "and") holds at `width`. */
export function widthMatches(query: string, width: number): boolean {
  const conditions = query.split(/\s+and\s+/i);
  return conditions.every((condition) => {
    const match = /^\(\s*(min|max)-width:\s*(\d+(?:\.\d+)?)px\s*\)$/i.exec(condition.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1]?.toLowerCase() === 'min' ? width >= limit : width <= limit;
  });
}

export function useMediaQuery(query: string): boolean {
  const serverWidth = useContext(ServerViewportWidth);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverWidth !== null && widthMatches(query, serverWidth),
  );
}

/**
 * True while the server paints the page (api/src/web/first-paint.ts): for what only a browser can show (a map,
 * anything loaded on demand), which the paint leaves as its placeholder.
 */
export function useServerPaint(): boolean {
  return useContext(ServerViewportWidth) !== null;
}
