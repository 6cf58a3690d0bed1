import { type AnalyticsDay, type InsightMetric, insightMetricLabels } from '@naija-homes/contracts/agent-insights';
import { messages } from '@naija-homes/contracts/messages';
import { Card } from '@naija-homes/ui-kit/components/card';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { lazy, Suspense } from 'react';
import { bucketDays, shortDay } from '../analytics-range';

// chart.js loads with this page only.
const Chart = lazy(() => import('@naija-homes/ui-kit/components/chart'));

const lineMetrics: InsightMetric[] = ['views', 'impressions', 'contactClicks'];
const barMetrics: InsightMetric[] = ['favourites', 'leads', 'offers'];

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="grid min-w-0 content-start gap-3">
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-xs text-muted-foreground">Click a name under the chart to hide or show its figures.</p>
      </div>
      {children}
    </Card>
  );
}

const chartSkeleton = <Skeleton className="h-64 w-full" />;

/** Views, impressions and contact clicks per day (line); favourites, leads and offers per day or week (bars). */
export function AnalyticsCharts({ days, isPending }: { days: AnalyticsDay[] | undefined; isPending: boolean }) {
  const buckets = days ? bucketDays(days) : null;
  const empty = (metrics: InsightMetric[]) => !days?.some((day) => metrics.some((metric) => day[metric] > 0));
  const barTitle = `Favourites, leads and offers per ${buckets?.unit ?? 'day'}`;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <ChartCard title="Views, impressions and contact clicks per day">
        {isPending || !days ? (
          chartSkeleton
        ) : empty(lineMetrics) ? (
          <EmptyState text={messages.noData} />
        ) : (
          <Suspense fallback={chartSkeleton}>
            <Chart
              type="line"
              label="Views, impressions and contact clicks per day"
              labels={days.map((day) => shortDay(day.day))}
              series={lineMetrics.map((metric) => ({
                label: insightMetricLabels[metric],
                data: days.map((day) => day[metric]),
              }))}
            />
          </Suspense>
        )}
      </ChartCard>
      <ChartCard title={barTitle}>
        {isPending || !buckets ? (
          chartSkeleton
        ) : empty(barMetrics) ? (
          <EmptyState text={messages.noData} />
        ) : (
          <Suspense fallback={chartSkeleton}>
            <Chart
              type="bar"
              label={barTitle}
              labels={buckets.labels}
              series={barMetrics.map((metric) => ({ label: insightMetricLabels[metric], data: buckets.sums(metric) }))}
            />
          </Suspense>
        )}
      </ChartCard>
    </div>
  );
}
