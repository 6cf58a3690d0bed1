import {
  bookingsQueryOptions,
  useBookingMove,
  useBookingsFollowNotifications,
} from '@naija-homes/client/queries/bookings';
import { BookingList } from '@naija-homes/ui-kit/components/booking-list';
import { Button } from '@naija-homes/ui-kit/components/button';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';

/** /buyer/my-bookings: my short-let stays (spec §2 booking card: per-night price, chat and cancel). */
export function MyBookings() {
  const { page, setPage } = useListParams();
  useBookingsFollowNotifications();
  const list = useQuery(bookingsQueryOptions('buyer', page, null));
  return (
    <BookingList
      side="buyer"
      label="My bookings"
      list={list}
      page={page}
      onPageChange={setPage}
      useMove={useBookingMove}
      empty={
        <Button asChild variant="outline">
          <Link to="/properties?propertyFor=short-let">Find a short-let</Link>
        </Button>
      }
    />
  );
}
