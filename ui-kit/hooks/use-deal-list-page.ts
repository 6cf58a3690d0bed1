import type { DealSide } from '@naija-homes/contracts/deal';
import type { CardListQuery } from '@naija-homes/ui-kit/components/card-list';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import type { UseDealMove } from './use-deal-moves';

/**
 * Where one kind of deal's list comes from (client/queries' `bookingDeals`, `inspectionDeals`): a side's page of it,
 * its move, and the refresh when the other side's move rings the bell. All three are hooks.
 */
export interface DealListSource<Deal, Action extends string, Status extends string> {
  useList: (side: DealSide, page: number, status: Status | null) => CardListQuery<Deal>;
  useMove: UseDealMove<Action>;
  useFollowNotifications: () => void;
}

/**
 * A deal list screen's wiring, the same in both areas: the page kept in the URL, the side's list asked for (with
 * the status filter, where the kind has one), followed live. Spread onto BookingList or InspectionList with the
 * screen's own label and empty state.
 */
export function useDealListPage<Deal, Action extends string, Status extends string = never>(
  source: DealListSource<Deal, Action, Status>,
  side: DealSide,
  status: Status | null = null,
): {
  side: DealSide;
  list: CardListQuery<Deal>;
  page: number;
  onPageChange: (page: number) => void;
  useMove: UseDealMove<Action>;
} {
  source.useFollowNotifications();
  const { page, setPage } = useListParams();
  const list = source.useList(side, page, status);
  return { side, list, page, onPageChange: setPage, useMove: source.useMove };
}
