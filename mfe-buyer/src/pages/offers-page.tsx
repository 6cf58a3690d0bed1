import { MyOffers } from '../features/offers/components/my-offers';

export function OffersPage() {
  return <MyOffers />;
}
