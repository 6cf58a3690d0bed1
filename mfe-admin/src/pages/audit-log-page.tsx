import { PageHeader } from '@naija-homes/ui-kit/components/page-header';

export function AuditLogPage() {
  return <PageHeader title="Audit log" description="Every admin action, who did it and when." />;
}
