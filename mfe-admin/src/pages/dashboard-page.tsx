import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { CountCard } from '../features/dashboard/components/count-card';

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="The platform at a glance." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <CountCard label="All users" accountRole={null} to="/admin/users" />
        <CountCard label="Buyers" accountRole="BUYER" to="/admin/users" />
        <CountCard label="Agents" accountRole="AGENT" to="/admin/users" />
        <CountCard label="Admins" accountRole="ADMIN" to="/admin/users" />
      </div>
    </>
  );
}
