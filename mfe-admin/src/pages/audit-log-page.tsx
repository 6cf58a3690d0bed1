import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { AuditLogTable } from '../features/audit-log/components/audit-log-table';

export function AuditLogPage() {
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every admin action, who did it and when, with the values it changed."
      />
      <AuditLogTable />
    </>
  );
}
