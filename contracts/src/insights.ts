// What happens to listings, as the browser reports it (issue 18): the property page's beacons of a view and a contact
// click (the agent's phone, WhatsApp or email used). The server counts them into the daily rollup; everything else
// (favourites, leads, offers, bookings, chats started, impressions) is counted where it happens.

import { strictBody } from './fields';
import { z } from './zod';

/** What a listing page may report. */
export const listingEventTypes = ['view', 'contact-click'] as const;
export type ListingEventType = (typeof listingEventTypes)[number];

export const listingEventMessages = {
  badType: 'type must be view or contact-click',
} as const;

/** POST /api/v1/property/{id}/events. */
export const listingEventSchema = strictBody({
  type: z.enum(listingEventTypes, { error: listingEventMessages.badType }),
});
export type ListingEvent = z.infer<typeof listingEventSchema>;
