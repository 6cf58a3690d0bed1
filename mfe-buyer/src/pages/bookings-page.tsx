import { BookingsTabs } from '@naija-homes/ui-kit/components/bookings-tabs';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { MyBookings } from '../features/bookings/components/my-bookings';
import { MyInspections } from '../features/inspections/components/my-inspections';

/** /buyer/my-bookings: my short-let stays and inspections. */
export function BookingsPage() {
  return (
    <>
      <PageHeader title="My Bookings" description="Short-let stays and inspections you have booked with agents." />
      <BookingsTabs stays={<MyBookings />} inspections={<MyInspections />} />
    </>
  );
}
