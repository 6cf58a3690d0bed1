import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Link } from 'react-router';
import { Container } from '../shared/container';

export function ComparePage() {
  return (
    <Container>
      <PageHeader title="Compare properties" description="Put up to 4 listings side by side." />
      <EmptyState text={messages.noProperty}>
        <p className="text-sm">Add listings to compare from the search results or a property page.</p>
        <Button asChild variant="outline">
          <Link to="/properties">Browse properties</Link>
        </Button>
      </EmptyState>
    </Container>
  );
}
