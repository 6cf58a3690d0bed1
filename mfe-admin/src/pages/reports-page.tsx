import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { ReportsTable } from '../features/reports/components/reports-table';

/** /admin/reports: the moderation queue of buyers' reports of listings and agents. */
export function ReportsPage() {
  return (
    <>
      <PageHeader
        title="Reports"
        description="Reports of listings and agents from buyers and agents. Upholding one can deactivate the listing and strike the agent: three strikes block the account."
      />
      <ReportsTable />
    </>
  );
}
