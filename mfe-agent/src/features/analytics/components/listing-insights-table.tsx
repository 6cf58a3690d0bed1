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
import { DataTable, type DataTableColumn } from '@naija-homes/ui-kit/components/data-table';
import { NewTabLink } from '@naija-homes/ui-kit/components/new-tab-link';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { firstOrder } from '../analytics-range';
import { listingInsightsCsvUrl, listingInsightsQueryOptions } from '../api/get-listing-insights';

type Column = DataTableColumn<ListingInsight>;

/** Each column sorts the whole list on the server, as `key:direction` in the table's sort value. */
const sortedBy = (key: ListingSortKey) =>
  ({ server: { asc: `${key}:asc`, desc: `${key}:desc` }, first: firstOrder(key) }) as const;

const columns: Column[] = [
  {
    key: 'title',
    header: 'Listing',
    className: 'sticky left-0 min-w-44 max-w-56 bg-surface px-3 lg:min-w-48',
    headerClassName: 'sticky left-0 z-10 bg-muted px-2',
    sort: sortedBy('title'),
    cell: (row) => (
      <NewTabLink
        href={`/properties/${row.slug}`}
        className="inline-flex items-start gap-1 font-medium text-primary hover:underline"
        iconClassName="mt-0.5 size-3.5 shrink-0"
      >
        <span className="line-clamp-2">{row.title}</span>
      </NewTabLink>
    ),
  },
  ...insightMetrics.map(
    (metric): Column => ({
      key: metric,
      header: insightMetricLabels[metric],
      className: 'px-3 text-right tabular-nums',
      headerClassName: 'px-2 text-right',
      sort: sortedBy(metric),
      cell: (row) => formatNumber(row[metric]),
    }),
  ),
  {
    key: 'conversion',
    header: 'View → lead',
    className: 'px-3 text-right tabular-nums',
    headerClassName: 'px-2 text-right',
    sort: sortedBy('conversion'),
    cell: (row) => formatConversion(row.conversion),
  },
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
  const sortedHeader = columns.find((column) => column.key === sort)?.header;
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
      <DataTable
        caption={`My listings’ figures, sorted by ${sortedHeader}, ${order === 'asc' ? 'ascending' : 'descending'}`}
        columns={columns}
        rows={query.data?.data}
        rowKey={(row) => row._id}
        isLoading={query.isPending}
        isRefreshing={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={messages.noData}
        tableClassName="min-w-[880px]"
        sort={`${sort}:${order}`}
        onSortChange={(value) => {
          const [key, direction] = (value ?? 'views:desc').split(':');
          // The defaults (views, descending) stay out of the URL.
          onChange({ sort: key === 'views' ? null : (key ?? null), order: direction === 'asc' ? 'asc' : null });
        }}
        page={page}
        totalPages={query.data?.totalPages ?? 1}
        onPageChange={(next) => onChange({ page: next > 1 ? String(next) : null })}
      />
    </section>
  );
}
