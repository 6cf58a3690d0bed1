import { api } from '@naija-homes/client/api-client';
import type { ListingEvent, ListingEventType } from '@naija-homes/contracts/insights';

/**
 * POST /property/{id}/events: tells the API that a listing's page was seen or its agent contacted. Fire and forget:
 * a beacon (it survives the page being left, as when WhatsApp opens or the chat takes over), else a keepalive
 * fetch; nothing is shown to the person either way, and a failure is not theirs to hear of.
 */
export function sendListingEvent(propertyId: string, type: ListingEventType): void {
  const body: ListingEvent = { type };
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    const url = `/api/v1/property/${encodeURIComponent(propertyId)}/events`;
    const sent = navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
    if (sent) return;
  }
  api
    .POST('/api/v1/property/{id}/events', { params: { path: { id: propertyId } }, body, keepalive: true })
    .catch(() => undefined);
}
