import { PageHeader } from '@naija-homes/ui-kit/components/page-header';

export function ReportsPage() {
  return <PageHeader title="Reports" description="Buyers' reports of listings and agents." />;
}
