import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Link } from 'react-router';

export function BookingsPage() {
  return (
    <>
      <PageHeader title="My Bookings" description="Viewings and short-let stays you have booked with agents." />
      <EmptyState text={messages.noRecord}>
        <Button asChild variant="outline">
          <Link to="/properties?propertyFor=short-let">Find a short-let</Link>
        </Button>
      </EmptyState>
    </>
  );
}
