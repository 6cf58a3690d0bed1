import { Button } from '@naija-homes/ui-kit/components/button';
import { Checkbox } from '@naija-homes/ui-kit/components/checkbox';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { Popover, PopoverContent, PopoverTrigger } from '@naija-homes/ui-kit/components/popover';
import { ScrollRegion } from '@naija-homes/ui-kit/components/scroll-region';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { uiLimits } from '@naija-homes/ui-kit/lib/ui-limits';
import {
  type ColumnDef,
  type ColumnVisibilityState,
  columnVisibilityFeature,
  createSortedRowModel,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, Columns3Icon } from 'lucide-react';
import { type MouseEvent, type ReactNode, useId, useMemo, useState } from 'react';

/**
 * How a column sorts. `server`: the list's own sort values (the API sorts the whole list, not the page shown), for
 * the directions it offers. `value`: the rows shown are sorted here, for tables that show every row at once.
 */
export type DataTableSort<Row> =
  | {
      server: { asc?: string; desc?: string } /** The direction of the first click (figures: the largest first). */;
      first?: 'asc' | 'desc';
    }
  | { value: (row: Row) => string | number | null | undefined };

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The header cell's classes when they differ from the body cells' (a sticky column's background). */
  headerClassName?: string;
  sort?: DataTableSort<Row>;
  /** Whether the Columns menu may hide it (what a person can work without: a date, a secondary figure). */
  hideable?: boolean;
}

/** A button of a row's Actions cell. */
export interface DataTableRowAction {
  label: string;
  /** The accessible name when the label alone is ambiguous in a list ("Block Ada Okafor"). */
  name?: string;
  onSelect: (event: MouseEvent<HTMLButtonElement>) => void;
  variant?: 'default' | 'outline' | 'ghost' | 'destructive';
  /** Opens a dialog (announced as such). */
  opensDialog?: boolean;
}

interface DataTableProps<Row extends object> {
  columns: Array<DataTableColumn<Row>>;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  isLoading?: boolean;
  /** Why the rows could not be loaded; shown as an alert instead of the empty state. */
  error?: { message: string } | null;
  /** Loads again after a failure (a "Try again" button beside the alert). */
  onRetry?: () => void;
  emptyText?: string;
  caption?: string;
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /** The list's sort value now (for columns sorted by the server) and how to ask for another; null: the default. */
  sort?: string;
  onSortChange?: (sort: string | null) => void;
  /** The buttons of each row's last cell, "Actions". */
  rowActions?: (row: Row) => DataTableRowAction[];
  /**
   * On narrow screens (under 768 px), show each row as a card of label–value lines instead of a table that scrolls
   * sideways: for tables people work in on a phone.
   */
  stackOnMobile?: boolean;
  /** Classes of the `<table>`: a wider minimum for a table of many figures. */
  tableClassName?: string;
  /** Loading again with the rows still shown (announced as busy). */
  isRefreshing?: boolean;
}

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, sortedRowModel: createSortedRowModel() });
const ACTIONS = '__actions';
const noRows: never[] = [];

/** The server sort value a column's sorting state stands for, or null for the list's default. */
function serverSortOf<Row>(columns: Array<DataTableColumn<Row>>, sorting: SortingState): string | null {
  const [first] = sorting;
  const column = columns.find((candidate) => candidate.key === first?.id);
  if (!first || !column?.sort || !('server' in column.sort)) return null;
  return (first.desc ? column.sort.server.desc : column.sort.server.asc) ?? null;
}

/** The sorting state a server sort value stands for. */
function sortingOfServer<Row>(columns: Array<DataTableColumn<Row>>, sort: string | undefined): SortingState {
  for (const column of columns) {
    if (!column.sort || !('server' in column.sort)) continue;
    if (sort && column.sort.server.asc === sort) return [{ id: column.key, desc: false }];
    if (sort && column.sort.server.desc === sort) return [{ id: column.key, desc: true }];
  }
  return [];
}

/**
 * The list screens' table (TanStack Table): sorting, columns a person may hide, row actions, 10 skeleton rows while
 * loading, the failure as an alert, the empty text, pagination, and on a phone each row as a card.
 */
export function DataTable<Row extends object>({
  columns,
  rows,
  rowKey,
  isLoading = false,
  error = null,
  onRetry,
  emptyText = 'No Data Found',
  caption,
  page = 1,
  totalPages = 1,
  onPageChange,
  sort,
  onSortChange,
  rowActions,
  stackOnMobile = false,
  tableClassName,
  isRefreshing = false,
}: DataTableProps<Row>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});
  const serverSorted = onSortChange !== undefined;
  const sorting = serverSorted ? sortingOfServer(columns, sort) : localSorting;
  const definitions = useMemo<Array<ColumnDef<typeof features, Row, unknown>>>(() => {
    const defs: Array<ColumnDef<typeof features, Row, unknown>> = columns.map((column) => ({
      id: column.key,
      header: column.header,
      accessorFn: column.sort && 'value' in column.sort ? column.sort.value : () => null,
      enableSorting: Boolean(column.sort),
      enableHiding: column.hideable === true,
      sortUndefined: 'last',
      sortDescFirst: column.sort && 'server' in column.sort && column.sort.first === 'desc',
    }));
    if (rowActions) defs.push({ id: ACTIONS, header: 'Actions', accessorFn: () => null, enableSorting: false });
    return defs;
  }, [columns, rowActions]);
  const table = useTable({
    features,
    columns: definitions,
    data: rows ?? noRows,
    getRowId: (row: Row) => rowKey(row),
    state: { sorting, columnVisibility },
    manualSorting: serverSorted,
    // A list the server sorts always has an order (its default when none is asked): a header toggles between two.
    enableSortingRemoval: !serverSorted,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (serverSorted) onSortChange(serverSortOf(columns, next));
      else setLocalSorting(next);
    },
    onColumnVisibilityChange: setColumnVisibility,
  });
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const visible = table.getVisibleLeafColumns();
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const empty = !isLoading && !error && (rows?.length ?? 0) === 0;
  const stacked = {
    table: stackOnMobile ? 'md:min-w-[640px]' : 'min-w-[640px]',
    head: stackOnMobile ? 'max-md:sr-only' : undefined,
    row: stackOnMobile ? 'max-md:block max-md:py-2' : undefined,
    // The header as the line's label (from data-label), so a value is never shown without its name.
    cell: stackOnMobile
      ? 'max-md:flex max-md:items-center max-md:gap-3 max-md:py-1.5 max-md:before:w-20 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]'
      : undefined,
  };
  const cellOf = (row: Row, key: string): ReactNode => {
    if (key !== ACTIONS) return byKey.get(key)?.cell(row) ?? null;
    return (
      <span className="flex flex-wrap gap-2">
        {rowActions?.(row).map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.variant === 'destructive' ? 'ghost' : (action.variant ?? 'outline')}
            className={action.variant === 'destructive' ? 'text-destructive hover:text-destructive' : undefined}
            aria-label={action.name}
            aria-haspopup={action.opensDialog ? 'dialog' : undefined}
            onClick={action.onSelect}
          >
            {action.label}
          </Button>
        ))}
      </span>
    );
  };
  return (
    <div data-slot="data-table" className="grid gap-4">
      {error ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-destructive">
            {error.message}
          </p>
          {onRetry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
      {hideable.length ? (
        <ColumnsMenu
          caption={caption}
          columns={hideable.map((column) => ({
            key: column.id,
            header: byKey.get(column.id)?.header ?? column.id,
            shown: column.getIsVisible(),
            toggle: (shown: boolean) => column.toggleVisibility(shown),
          }))}
        />
      ) : null}
      <ScrollRegion label={caption ?? 'Table'} className="rounded-card border border-border">
        <table
          className={cn('w-full text-left text-sm', stacked.table, tableClassName)}
          aria-busy={isRefreshing || undefined}
        >
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          <thead className={cn('bg-muted text-xs uppercase text-muted-foreground', stacked.head)}>
            <tr>
              {visible.map((column) => {
                const direction = column.getIsSorted();
                const header = byKey.get(column.id)?.header ?? 'Actions';
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    className={cn(
                      'px-4 py-3 font-semibold',
                      byKey.get(column.id)?.headerClassName ?? byKey.get(column.id)?.className,
                    )}
                  >
                    {column.getCanSort() ? (
                      <button
                        type="button"
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
                        onClick={column.getToggleSortingHandler()}
                      >
                        {header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {isLoading
              ? Array.from({ length: uiLimits.tableSkeletonRows }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <tr key={index} className={cn('border-t border-border', stacked.row)} data-testid="skeleton-row">
                    {visible.map((column) => (
                      <td key={column.id} className={cn('px-4 py-3', stacked.row && 'max-md:py-1.5')}>
                        <Skeleton className="h-4 w-full" />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className={cn('border-t border-border hover:bg-muted/50', stacked.row)}>
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        data-label={stackOnMobile ? (byKey.get(cell.column.id)?.header ?? 'Actions') : undefined}
                        className={cn('user-text px-4 py-3', byKey.get(cell.column.id)?.className, stacked.cell)}
                      >
                        {cellOf(row.original, cell.column.id)}
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

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  const Icon = direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <>
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', direction ? 'text-foreground' : 'opacity-50')} />
      {direction ? <span className="sr-only">{direction === 'asc' ? ', ascending' : ', descending'}</span> : null}
    </>
  );
}

interface ColumnChoice {
  key: string;
  header: string;
  shown: boolean;
  toggle: (shown: boolean) => void;
}

/** Which of the hideable columns are shown: a button above the table's right edge and a list of checkboxes. */
function ColumnsMenu({ caption, columns }: { caption?: string; columns: ColumnChoice[] }) {
  const id = useId();
  return (
    <div className="flex justify-end max-md:hidden">
      <Popover>
        <PopoverTrigger asChild>
          <Button size="sm" variant="outline" aria-label={caption ? `Columns of ${caption}` : 'Columns'}>
            <Columns3Icon aria-hidden="true" className="size-4" />
            Columns
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-56 p-3">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">Show columns</legend>
            {columns.map((column) => (
              <div key={column.key} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${id}-${column.key}`}
                  checked={column.shown}
                  onCheckedChange={(checked) => column.toggle(checked === true)}
                />
                <label htmlFor={`${id}-${column.key}`}>{column.header}</label>
              </div>
            ))}
          </fieldset>
        </PopoverContent>
      </Popover>
    </div>
  );
}
