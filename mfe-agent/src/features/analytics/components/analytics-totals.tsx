import { type InsightFigures, insightMetricLabels, insightMetrics } from '@naija-homes/contracts/agent-insights';
import { formatNumber } from '@naija-homes/contracts/format';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';

/** The range's totals, one tile per figure. */
export function AnalyticsTotals({ totals }: { totals: InsightFigures | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Totals for the range">
      {insightMetrics.map((metric) => (
        <li key={metric}>
          <Card className="grid gap-1 p-4" data-testid={`total-${metric}`}>
            <span className="text-xs text-muted-foreground">{insightMetricLabels[metric]}</span>
            {totals ? (
              <span className="text-2xl font-bold">{formatNumber(totals[metric])}</span>
            ) : (
              <Skeleton className="h-8 w-16" />
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
