import { sessionQueryOptions } from '@naija-homes/client/queries/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { rememberViewed } from '../api/recently-viewed';

// Its own module: a listing page takes only this, never the row of cards (and the card's code) it feeds.

/**
 * Put on a listing's page: remembers it once per listing shown (not twice under StrictMode). Renders nothing. It
 * reads the session from the cache rather than asking for it: while it is not known yet, the listing goes on the
 * device, and a buyer's device list joins their account at their next look, so nothing is lost and the page's
 * own start is not touched.
 */
export function RememberViewed({ propertyId }: { propertyId: string }) {
  const client = useQueryClient();
  const remembered = useRef<string | null>(null);
  useEffect(() => {
    if (remembered.current === propertyId) return;
    remembered.current = propertyId;
    const user = client.getQueryData(sessionQueryOptions().queryKey);
    rememberViewed(client, propertyId, user?.role === 'BUYER');
  }, [client, propertyId]);
  return null;
}
