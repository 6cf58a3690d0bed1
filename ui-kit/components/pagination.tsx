import { Button } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { paginationWindow } from '@naija-homes/ui-kit/lib/pagination';
import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  windowSize?: number;
  className?: string;
}

/** Page numbers in a window; first/last only past the window; hidden with one page (spec §9). */
export function Pagination({ page, totalPages, onPageChange, windowSize = 5, className }: PaginationProps) {
  const { pages, showFirst, showLast } = paginationWindow(page, totalPages, windowSize);
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      {showFirst ? (
        <Button variant="ghost" size="icon" aria-label="First page" onClick={() => onPageChange(1)}>
          <ChevronsLeftIcon />
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        aria-label="Previous page"
        disabled={page <= 1}
        // From a page past the end (an old link), the page before is the last one there is.
        onClick={() => onPageChange(Math.min(page - 1, totalPages))}
      >
        <ChevronLeftIcon />
      </Button>
      {pages.map((number) => (
        <Button
          key={number}
          variant={number === page ? 'default' : 'ghost'}
          size="icon"
          aria-label={`Page ${number}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPageChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        variant="ghost"
        size="icon"
        aria-label="Next page"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRightIcon />
      </Button>
      {showLast ? (
        <Button variant="ghost" size="icon" aria-label="Last page" onClick={() => onPageChange(totalPages)}>
          <ChevronsRightIcon />
        </Button>
      ) : null}
    </nav>
  );
}
