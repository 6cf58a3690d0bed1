import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Link } from 'react-router';

export function OffersPage() {
  return (
    <>
      <PageHeader title="My Offers" description="Offers you have sent to agents and their answers." />
      <EmptyState text={messages.noRecord}>
        <Button asChild variant="outline">
          <Link to="/properties?propertyFor=sale">Browse homes for sale</Link>
        </Button>
      </EmptyState>
    </>
  );
}
