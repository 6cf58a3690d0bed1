import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useQuery } from '@tanstack/react-query';
import { rangeLength, shortDay } from '../features/analytics/analytics-range';
import { analyticsQueryOptions } from '../features/analytics/api/get-analytics';
import { AnalyticsCharts } from '../features/analytics/components/analytics-charts';
import { AnalyticsTotals } from '../features/analytics/components/analytics-totals';
import { ListingInsightsTable } from '../features/analytics/components/listing-insights-table';
import { RangePicker } from '../features/analytics/components/range-picker';
import { useAnalyticsParams } from '../features/analytics/hooks/use-analytics-params';

export function AnalyticsPage() {
  const params = useAnalyticsParams();
  const { range } = params;
  const overTime = useQuery({
    ...analyticsQueryOptions(range?.from ?? '', range?.to ?? ''),
    enabled: range !== null,
  });
  return (
    <>
      <PageHeader
        title="Analytics"
        description={
          range
            ? `Views, leads and offers of your listings, ${shortDay(range.from)} – ${shortDay(range.to)} (${rangeLength(range)} days, Lagos time).`
            : 'Views, leads and offers of your listings over time.'
        }
      />
      <div className="grid gap-6">
        <RangePicker
          choice={params.choice}
          range={range}
          customFrom={params.customFrom}
          customTo={params.customTo}
          problem={params.problem}
          today={params.today}
          onChange={params.update}
        />
        {range === null ? (
          <div className="rounded-card border border-border bg-surface">
            <EmptyState text={messages.noData} />
          </div>
        ) : (
          <>
            {overTime.isError ? (
              <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
                {overTime.error.message}
                <Button size="sm" variant="outline" onClick={() => void overTime.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <>
                <AnalyticsTotals totals={overTime.data?.totals} />
                <AnalyticsCharts days={overTime.data?.days} isPending={overTime.isPending} />
              </>
            )}
            <ListingInsightsTable
              range={range}
              sort={params.sort}
              order={params.order}
              page={params.page}
              onChange={params.update}
            />
          </>
        )}
      </div>
    </>
  );
}
