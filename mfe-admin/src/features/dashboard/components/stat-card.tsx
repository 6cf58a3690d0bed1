import { Card } from '@naija-homes/ui-kit/components/card';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link } from '@naija-homes/ui-kit/lib/router';

/** One figure of the dashboard: its label, the value (a skeleton while loading) and, for some, a link to the list. */
export function StatCard({
  label,
  value,
  hint,
  to,
}: {
  label: string;
  value: string | null;
  hint?: string;
  to?: string;
}) {
  return (
    <Card className="grid min-w-0 content-start gap-1 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      {value === null ? (
        <Skeleton className="h-8 w-20" />
      ) : (
        <p className="truncate text-2xl font-bold" title={value}>
          {value}
        </p>
      )}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {to ? (
        <Link to={to} className="text-sm text-primary hover:underline">
          View
        </Link>
      ) : null}
    </Card>
  );
}
