import { OfferRequests } from '../features/offer-requests/components/offer-requests';

export function OfferRequestsPage() {
  return <OfferRequests />;
}
