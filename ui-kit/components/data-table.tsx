import { limits } from '@naija-homes/contracts/limits';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';

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
}: DataTableProps<Row>) {
  const empty = !isLoading && (rows?.length ?? 0) === 0;
  return (
    <div data-slot="data-table" className="grid gap-4">
      <div className="overflow-x-auto rounded-card border border-border">
        <table className="w-full min-w-[640px] text-left text-sm">
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className="bg-muted text-xs uppercase text-muted-foreground">
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
              ? Array.from({ length: limits.tableSkeletonRows }, (_, index) => (
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
                  <tr key={rowKey(row)} className="border-t border-border hover:bg-muted/50">
                    {columns.map((column) => (
                      <td key={column.key} className={cn('px-4 py-3', column.className)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
        {empty ? <EmptyState text={emptyText} /> : null}
      </div>
      {onPageChange ? <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
    </div>
  );
}
