import { MyBookings } from '../features/bookings/components/my-bookings';

export function BookingsPage() {
  return <MyBookings />;
}
