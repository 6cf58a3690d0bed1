import { Card } from '@naija-homes/ui-kit/components/card';
import type { ChartProps } from '@naija-homes/ui-kit/components/chart';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { lazy, Suspense } from 'react';

// chart.js loads with the first chart of the page, not with the admin area.
const Chart = lazy(() => import('@naija-homes/ui-kit/components/chart'));

const chartSkeleton = <Skeleton className="h-64 w-full" />;

/**
 * One chart of the dashboard in its card: a skeleton while the figures (or chart.js) load, the empty text when the
 * figures are all zero, else the chart.
 */
export function ChartCard({
  title,
  description,
  chart,
  pending,
  empty,
  emptyText,
  className,
}: {
  title: string;
  description: string;
  chart: ChartProps | null;
  pending: boolean;
  empty: boolean;
  emptyText: string;
  className?: string;
}) {
  return (
    <Card className={cn('grid min-w-0 content-start gap-3', className)}>
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {pending ? (
        chartSkeleton
      ) : empty ? (
        <EmptyState text={emptyText} className="h-64 justify-center py-0" />
      ) : chart ? (
        <Suspense fallback={chartSkeleton}>
          <Chart {...chart} />
        </Suspense>
      ) : (
        chartSkeleton
      )}
    </Card>
  );
}
