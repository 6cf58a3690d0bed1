import { bookingDeals } from '@naija-homes/client/queries/bookings';
import { bookingStatuses } from '@naija-homes/contracts/booking';
import { BookingList } from '@naija-homes/ui-kit/components/booking-list';
import { StatusSelect } from '@naija-homes/ui-kit/components/status-select';
import { useDealListPage } from '@naija-homes/ui-kit/hooks/use-deal-list-page';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { choiceParam } from '@naija-homes/ui-kit/lib/search-params';
import { ListingCalendars } from './listing-calendars';

/** /agent/bookings: stays booked at my short-lets; confirm or decline requests before their deadline, cancel, chat. */
export function AgentBookings() {
  const { params, update } = useListParams();
  const status = choiceParam(params, 'status', bookingStatuses);
  const deals = useDealListPage(bookingDeals, 'agent', status);
  return (
    <>
      <StatusSelect
        statuses={bookingStatuses}
        value={status}
        allLabel="All bookings"
        onChange={(value) => update({ status: value, page: null })}
      />
      <BookingList label="Bookings" {...deals} />
      <ListingCalendars />
    </>
  );
}
