import { AgentBookings } from '../features/bookings/components/agent-bookings';

export function BookingsPage() {
  return <AgentBookings />;
}
