import { useEffect, useRef } from 'react';
import { sendListingEvent } from '../api/send-listing-event';
import { isContactLink } from '../contact-link';

/** The element whose contact links count as contacting the agent: the property page's contact panel marks itself. */
export const CONTACT_REGION_ATTRIBUTE = 'data-listing-contact';
/** Put on any other control that reveals or uses the agent's number or address (a "Show number" button, say). */
export const CONTACT_ACTION_ATTRIBUTE = 'data-listing-contact-action';

/**
 * The property page's beacons (issue 18), rendered inside the contact panel: a view once per listing shown (the
 * server counts a visitor once a day) and a contact click whenever the agent's phone, WhatsApp or email is used in
 * the panel. (A chat started from the page is counted by the message itself, which names the listing.) Renders
 * nothing visible.
 */
export function ListingBeacons({ propertyId }: { propertyId: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  const viewed = useRef<string | null>(null);

  useEffect(() => {
    // Once per listing shown, not twice under StrictMode's second run of effects.
    if (viewed.current === propertyId) return;
    viewed.current = propertyId;
    sendListingEvent(propertyId, 'view');
  }, [propertyId]);

  useEffect(() => {
    const node = marker.current;
    const region = node?.closest(`[${CONTACT_REGION_ATTRIBUTE}]`) ?? node?.parentElement;
    if (!region) return;
    const onClick = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      const used =
        (link && region.contains(link) && isContactLink(link.getAttribute('href'))) ||
        Boolean(target?.closest(`[${CONTACT_ACTION_ATTRIBUTE}]`));
      if (used) sendListingEvent(propertyId, 'contact-click');
    };
    // A middle click opens WhatsApp or the mail app in a new tab: a contact too.
    region.addEventListener('click', onClick, true);
    region.addEventListener('auxclick', onClick, true);
    return () => {
      region.removeEventListener('click', onClick, true);
      region.removeEventListener('auxclick', onClick, true);
    };
  }, [propertyId]);

  return <span ref={marker} hidden />;
}
