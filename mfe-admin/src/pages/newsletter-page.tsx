import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { SubscribersTable } from '../features/newsletter/components/subscribers-table';

export function NewsletterPage() {
  return (
    <>
      <PageHeader
        title="Newsletter"
        description="People subscribed to the weekly newsletter: search, export as CSV or remove."
      />
      <SubscribersTable />
    </>
  );
}
