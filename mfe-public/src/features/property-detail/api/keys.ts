import type { NearbyCategory } from '@naija-homes/contracts/map';
import { propertyKeys } from '../../../shared/api/keys';

export const propertyDetailKeys = {
  /** Under the listing's own key, so refreshing the listing refreshes its neighbours too. */
  similar: (slug: string) => [...propertyKeys.detail(slug), 'similar'] as const,
  /** Places near a point, by kind (the same point on two listings shares them). */
  nearby: (point: { lat: number; lng: number }, category: NearbyCategory) =>
    ['nearby', point.lat, point.lng, category] as const,
};
