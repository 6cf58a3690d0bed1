import type { Role } from '@naija-homes/contracts/enums';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { userCountQueryOptions } from '../api/get-user-count';

/** One count of the dashboard: the accounts of a role (or all of them, for null), with a link to the list. */
export function CountCard({ label, accountRole, to }: { label: string; accountRole: Role | null; to: string }) {
  const count = useQuery(userCountQueryOptions(accountRole));
  return (
    <Card className="grid gap-2">
      <p className="text-sm text-muted-foreground">{label}</p>
      {count.isPending ? <Skeleton className="h-9 w-16" /> : <p className="text-3xl font-bold">{count.data ?? 0}</p>}
      <Link to={to} className="text-sm text-primary hover:underline">
        View
      </Link>
    </Card>
  );
}
