// Reopens the last search when /properties is opened offline without one: the service worker keeps the last
// answer of GET /api/v1/property/all for its exact address, whose query is the page's own (mfe-public
// search-properties.ts: "the request, the query key and the page's address are one and the same string").
import { useLocation, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { useEffect } from 'react';
import { useOffline } from './connection';

// The same name as SEARCH_CACHE in shell/public/sw.js.
const SEARCH_CACHE = 'naija-homes-search-v1';

/** The saved search's query string ('?…'), or null when nothing was saved. */
export async function lastSearchQuery(): Promise<string | null> {
  if (!('caches' in window) || !(await caches.has(SEARCH_CACHE))) return null;
  const [saved] = await (await caches.open(SEARCH_CACHE)).keys();
  return saved ? new URL(saved.url).search : null;
}

export function useLastSearchWhenOffline(): void {
  const offline = useOffline();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!offline || pathname !== '/properties' || search) return;
    let current = true;
    lastSearchQuery()
      .then((query) => {
        if (current && query) navigate({ pathname, search: query }, { replace: true });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [offline, pathname, search, navigate]);
}
