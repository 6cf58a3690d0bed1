import type { User } from '@naija-homes/contracts/user';
import { Card } from '@naija-homes/ui-kit/components/card';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link } from 'react-router';
import { useAdminList } from '../shared/use-admin-list';

function CountCard({ label, query, to }: { label: string; query: Record<string, string | number>; to: string }) {
  const list = useAdminList<User>('/admin/users', { page: 1, limit: 1, ...query });
  return (
    <Card className="grid gap-2">
      <p className="text-sm text-muted-foreground">{label}</p>
      {list.isPending ? (
        <Skeleton className="h-9 w-16" />
      ) : (
        <p className="text-3xl font-bold">{list.data?.total ?? 0}</p>
      )}
      <Link to={to} className="text-sm text-primary hover:underline">
        View
      </Link>
    </Card>
  );
}

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="The platform at a glance." />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <CountCard label="All users" query={{}} to="/admin/users" />
        <CountCard label="Buyers" query={{ role: 'BUYER' }} to="/admin/users" />
        <CountCard label="Agents" query={{ role: 'AGENT' }} to="/admin/users" />
        <CountCard label="Admins" query={{ role: 'ADMIN' }} to="/admin/users" />
      </div>
    </>
  );
}
