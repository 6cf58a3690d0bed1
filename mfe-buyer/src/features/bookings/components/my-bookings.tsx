import { bookingDeals } from '@naija-homes/client/queries/bookings';
import { BookingList } from '@naija-homes/ui-kit/components/booking-list';
import { Button } from '@naija-homes/ui-kit/components/button';
import { useDealListPage } from '@naija-homes/ui-kit/hooks/use-deal-list-page';
import { Link } from '@naija-homes/ui-kit/lib/router';

/** /buyer/my-bookings: my short-let stays (spec §2 booking card: per-night price, chat and cancel). */
export function MyBookings() {
  const deals = useDealListPage(bookingDeals, 'buyer');
  return (
    <BookingList
      label="My bookings"
      {...deals}
      empty={
        <Button asChild variant="outline">
          <Link to="/properties?propertyFor=short-let">Find a short-let</Link>
        </Button>
      }
    />
  );
}
