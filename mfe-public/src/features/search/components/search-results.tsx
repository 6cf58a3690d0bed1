import { isApiError } from '@naija-homes/client/api-client';
import { formatNumber } from '@naija-homes/contracts/format';
import type { PropertySearchResult } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { useMediaQuery } from '@naija-homes/ui-kit/hooks/use-media-query';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { CARDS_ON_FIRST_SCREEN, ListingCard } from '../../../shared/listings/listing-card';
import { ErrorBox, ListingGridSkeleton, listingGridClass } from '../../../shared/listings/listing-grid';

interface SearchResultsProps {
  result: PropertySearchResult | undefined;
  isPending: boolean;
  isPlaceholder: boolean;
  error: Error | null;
  resetTo: string;
  onRetry: () => void;
  onPage: (page: number) => void;
  /** The listing whose marker the pointer is on: its card stands out. */
  activeId?: string | null;
  onHover?: (id: string | null) => void;
  gridClassName?: string | undefined;
}

export function SearchResults({
  result,
  isPending,
  isPlaceholder,
  error,
  resetTo,
  onRetry,
  onPage,
  activeId = null,
  onHover,
  gridClassName = listingGridClass,
}: SearchResultsProps) {
  const wide = useMediaQuery('(min-width: 640px)');
  const [params] = useSearchParams();
  if (error && !result) {
    return (
      <ErrorBox>
        <p>{isApiError(error, 400) ? error.message : messages.serverError}</p>
        {isApiError(error, 400) ? (
          <Button asChild variant="outline" size="sm">
            <Link to={resetTo}>Reset filters</Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </ErrorBox>
    );
  }
  if (isPending || !result) return <ListingGridSkeleton className={gridClassName} />;
  const pagination = (
    <Pagination page={result.page} totalPages={result.totalPages} onPageChange={onPage} windowSize={wide ? 5 : 3} />
  );
  if (!result.data.length && result.total > 0 && result.page > result.totalPages) {
    // A page past the end (an old link, a search that since found fewer): say so, and lead to the last page.
    const last = new URLSearchParams(params);
    if (result.totalPages > 1) last.set('page', String(result.totalPages));
    else last.delete('page');
    return (
      <div className="grid gap-8">
        <EmptyState
          text={`Page ${formatNumber(result.page)} is beyond the results: this search has ${formatNumber(result.totalPages)} ${result.totalPages === 1 ? 'page' : 'pages'}.`}
          className="rounded-card border border-dashed border-border"
        >
          <Button asChild variant="outline">
            <Link to={{ search: `?${last}` }}>{`Go to the last page (${formatNumber(result.totalPages)})`}</Link>
          </Button>
        </EmptyState>
        {pagination}
      </div>
    );
  }
  if (!result.data.length) {
    return (
      <EmptyState text={messages.noProperty} className="rounded-card border border-dashed border-border">
        <p className="max-w-md text-sm">Try another area, fewer filters or a wider price range.</p>
        <Button asChild variant="outline">
          <Link to={resetTo}>Reset filters</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-8">
      <ul
        className={cn(gridClassName, 'transition-opacity', isPlaceholder && 'opacity-60')}
        aria-busy={isPlaceholder || undefined}
      >
        {result.data.map((property, index) => (
          <li
            key={property._id}
            onMouseEnter={onHover ? () => onHover(property._id) : undefined}
            onMouseLeave={onHover ? () => onHover(null) : undefined}
            onFocus={onHover ? () => onHover(property._id) : undefined}
          >
            <ListingCard
              property={property}
              // In view on arrival on every screen (a phone shows one card): not left to lazy loading.
              eagerPhoto={index === 0}
              lazy={index >= CARDS_ON_FIRST_SCREEN}
              className={cn(activeId === property._id && 'ring-2 ring-primary shadow-md')}
            />
          </li>
        ))}
      </ul>
      {pagination}
    </div>
  );
}
