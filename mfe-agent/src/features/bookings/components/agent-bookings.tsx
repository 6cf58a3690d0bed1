import {
  bookingsQueryOptions,
  useBookingMove,
  useBookingsFollowNotifications,
} from '@naija-homes/client/queries/bookings';
import { bookingStatuses } from '@naija-homes/contracts/booking';
import { BookingList } from '@naija-homes/ui-kit/components/booking-list';
import { StatusSelect } from '@naija-homes/ui-kit/components/status-select';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { choiceParam } from '@naija-homes/ui-kit/lib/search-params';
import { useQuery } from '@tanstack/react-query';
import { ListingCalendars } from './listing-calendars';

/** /agent/bookings: stays booked at my short-lets; confirm or decline requests before their deadline, cancel, chat. */
export function AgentBookings() {
  const { params, page, setPage, update } = useListParams();
  useBookingsFollowNotifications();
  const status = choiceParam(params, 'status', bookingStatuses);
  const list = useQuery(bookingsQueryOptions('agent', page, status));
  return (
    <>
      <StatusSelect
        statuses={bookingStatuses}
        value={status}
        allLabel="All bookings"
        onChange={(value) => update({ status: value, page: null })}
      />
      <BookingList
        side="agent"
        label="Bookings"
        list={list}
        page={page}
        onPageChange={setPage}
        useMove={useBookingMove}
      />
      <ListingCalendars />
    </>
  );
}
