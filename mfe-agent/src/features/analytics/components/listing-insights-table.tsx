import {
  formatConversion,
  insightMetricLabels,
  insightMetrics,
  type ListingInsight,
  type ListingSortKey,
} from '@naija-homes/contracts/agent-insights';
import { formatNumber } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { ScrollRegion } from '@naija-homes/ui-kit/components/scroll-region';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { uiLimits } from '@naija-homes/ui-kit/lib/ui-limits';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, DownloadIcon, ExternalLinkIcon } from 'lucide-react';
import { firstOrder } from '../analytics-range';
import { listingInsightsCsvUrl, listingInsightsQueryOptions } from '../api/get-listing-insights';

interface Column {
  key: ListingSortKey;
  header: string;
  cell: (row: ListingInsight) => React.ReactNode;
}

const columns: Column[] = [
  {
    key: 'title',
    header: 'Listing',
    cell: (row) => (
      <a
        href={`/properties/${row.slug}`}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-start gap-1 font-medium text-primary hover:underline"
      >
        <span className="line-clamp-2">{row.title}</span>
        <ExternalLinkIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    ),
  },
  ...insightMetrics.map(
    (metric): Column => ({
      key: metric,
      header: insightMetricLabels[metric],
      cell: (row) => formatNumber(row[metric]),
    }),
  ),
  { key: 'conversion', header: 'View → lead', cell: (row) => formatConversion(row.conversion) },
];

/** Each listing's figures over the range: sortable by every column, paged, downloadable as CSV. */
export function ListingInsightsTable({
  range,
  sort,
  order,
  page,
  onChange,
}: {
  range: { from: string; to: string };
  sort: ListingSortKey;
  order: 'asc' | 'desc';
  page: number;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const query = useQuery(listingInsightsQueryOptions({ ...range, sort, order, page }));
  const rows = query.data?.data;
  const sortBy = (key: ListingSortKey) => {
    const next = key === sort ? (order === 'asc' ? 'desc' : 'asc') : firstOrder(key);
    onChange({ sort: key === 'views' ? null : key, order: next === 'desc' ? null : next });
  };
  return (
    <section aria-labelledby="listing-insights" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="listing-insights" className="text-lg font-semibold">
          Per listing
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={listingInsightsCsvUrl({ ...range, sort, order })} download>
            <DownloadIcon aria-hidden="true" /> Download CSV
          </a>
        </Button>
      </div>
      {query.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          {query.error.message}
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <ScrollRegion label="My listings’ figures" className="rounded-card border border-border bg-surface">
        <table className="w-full min-w-[880px] text-left text-sm" aria-busy={query.isFetching || undefined}>
          <caption className="sr-only">
            My listings’ figures, sorted by {columns.find((column) => column.key === sort)?.header},{' '}
            {order === 'asc' ? 'ascending' : 'descending'}
          </caption>
          <thead className="bg-muted text-xs uppercase text-muted-foreground">
            <tr>
              {columns.map((column) => {
                const active = column.key === sort;
                const Icon = active ? (order === 'asc' ? ArrowUpIcon : ArrowDownIcon) : ArrowUpDownIcon;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
                    className={cn(
                      'px-1 py-1.5 font-semibold',
                      column.key === 'title' ? 'sticky left-0 z-10 bg-muted pl-2' : 'text-right',
                    )}
                  >
                    <button
                      type="button"
                      onClick={() => sortBy(column.key)}
                      className={cn(
                        'inline-flex items-center gap-1 rounded-md px-1.5 py-1.5 text-left uppercase hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary',
                        active && 'text-foreground',
                      )}
                    >
                      {column.header}
                      <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {query.isPending
              ? Array.from({ length: uiLimits.tableSkeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={index} className="border-t border-border" data-testid="skeleton-row">
                    {columns.map((column) => (
                      <td key={column.key} className="px-4 py-3">
                        <Skeleton className="h-4 w-full" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows?.map((row) => (
                  <tr key={row._id} className="border-t border-border">
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={cn(
                          'px-3 py-3',
                          column.key === 'title'
                            ? 'sticky left-0 min-w-44 max-w-56 bg-surface lg:min-w-48'
                            : 'text-right tabular-nums',
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {!query.isPending && !query.isError && (rows?.length ?? 0) === 0 ? <EmptyState text={messages.noData} /> : null}
      </ScrollRegion>
      <Pagination
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPageChange={(next) => onChange({ page: next > 1 ? String(next) : null })}
      />
    </section>
  );
}
