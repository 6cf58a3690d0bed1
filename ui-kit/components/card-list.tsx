import { messages } from '@naija-homes/contracts/messages';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ReactNode } from 'react';

/** What a list screen knows of its query: a page of items, or that it is loading or failed. */
export interface CardListQuery<Item> {
  isPending: boolean;
  error: Error | null;
  data?: { data: Item[]; totalPages: number } | undefined;
}

interface CardListProps<Item> {
  query: CardListQuery<Item>;
  /** The list's accessible name, e.g. "My bookings". */
  label: string;
  /** One item as an `<li>` (BookingCard, OfferCard, or a row of the screen's own). */
  renderItem: (item: Item) => ReactNode;
  /** Under the empty state's text: where to go next ("Find a short-let"). */
  empty?: ReactNode;
  emptyText?: string;
  page: number;
  onPageChange: (page: number) => void;
  /** A failure of the screen's own (a move that was refused), shown where the list's own failure is. */
  problem?: string | null;
  /** The height of a loading card, as the cards it stands for. */
  skeletonClassName?: string;
}

/**
 * The card lists of the deal screens (bookings, inspections, offers) and the buyer's other lists: the failure as an
 * alert, three skeleton cards while loading, the items, the empty state, and the pages. Screens of rows use
 * DataTable instead.
 */
export function CardList<Item>({
  query,
  label,
  renderItem,
  empty,
  emptyText = messages.noRecord,
  page,
  onPageChange,
  problem,
  skeletonClassName = 'h-32',
}: CardListProps<Item>) {
  const failure = query.error?.message ?? problem;
  const items = query.data?.data ?? [];
  return (
    <>
      {failure ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      {query.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className={cn('w-full rounded-card', skeletonClassName)} />
          ))}
        </div>
      ) : items.length ? (
        <ul className="grid gap-3" aria-label={label}>
          {items.map(renderItem)}
        </ul>
      ) : query.error ? null : (
        <EmptyState text={emptyText}>{empty}</EmptyState>
      )}
      <Pagination className="mt-4" page={page} totalPages={query.data?.totalPages ?? 1} onPageChange={onPageChange} />
    </>
  );
}
