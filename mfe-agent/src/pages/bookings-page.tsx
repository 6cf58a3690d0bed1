import { BookingsTabs } from '@naija-homes/ui-kit/components/bookings-tabs';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { AgentBookings } from '../features/bookings/components/agent-bookings';
import { AgentInspections } from '../features/inspections/components/agent-inspections';

/** /agent/bookings: short-let stays and inspections booked at my listings. */
export function BookingsPage() {
  return (
    <>
      <PageHeader title="Bookings" description="Short-let stays and inspections booked at your listings." />
      <BookingsTabs stays={<AgentBookings />} inspections={<AgentInspections />} />
    </>
  );
}
