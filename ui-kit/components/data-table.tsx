import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { ScrollRegion } from '@naija-homes/ui-kit/components/scroll-region';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { uiLimits } from '@naija-homes/ui-kit/lib/ui-limits';
import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface DataTableProps<Row> {
  columns: Array<DataTableColumn<Row>>;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  isLoading?: boolean;
  emptyText?: string;
  caption?: string;
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /**
   * On narrow screens (under 768 px), show each row as a card of label–value lines instead of a table that scrolls
   * sideways: for tables people work in on a phone.
   */
  stackOnMobile?: boolean;
}

/** The spec's data table: 10 skeleton rows while loading, an empty text, and pagination. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  isLoading = false,
  emptyText = 'No Data Found',
  caption,
  page = 1,
  totalPages = 1,
  onPageChange,
  stackOnMobile = false,
}: DataTableProps<Row>) {
  const empty = !isLoading && (rows?.length ?? 0) === 0;
  const stacked = {
    table: stackOnMobile ? 'md:min-w-[640px]' : 'min-w-[640px]',
    head: stackOnMobile ? 'max-md:sr-only' : undefined,
    row: stackOnMobile ? 'max-md:block max-md:py-2' : undefined,
    // The header as the line's label (from data-label), so a value is never shown without its name.
    cell: stackOnMobile
      ? 'max-md:flex max-md:items-center max-md:gap-3 max-md:py-1.5 max-md:before:w-20 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]'
      : undefined,
  };
  return (
    <div data-slot="data-table" className="grid gap-4">
      <ScrollRegion label={caption ?? 'Table'} className="rounded-card border border-border">
        <table className={cn('w-full text-left text-sm', stacked.table)}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className={cn('bg-muted text-xs uppercase text-muted-foreground', stacked.head)}>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={cn('px-4 py-3 font-semibold', column.className)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isLoading
              ? Array.from({ length: uiLimits.tableSkeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={index} className={cn('border-t border-border', stacked.row)} data-testid="skeleton-row">
                    {columns.map((column) => (
                      <td key={column.key} className={cn('px-4 py-3', stacked.row && 'max-md:py-1.5')}>
                        <Skeleton className="h-4 w-full" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows?.map((row) => (
                  <tr key={rowKey(row)} className={cn('border-t border-border hover:bg-muted/50', stacked.row)}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        data-label={stackOnMobile ? column.header : undefined}
                        className={cn('user-text px-4 py-3', column.className, stacked.cell)}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {empty ? <EmptyState text={emptyText} /> : null}
      </ScrollRegion>
      {onPageChange ? <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
    </div>
  );
}
