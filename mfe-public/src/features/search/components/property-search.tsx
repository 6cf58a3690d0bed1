import { filterKeys } from '@naija-homes/contracts/search';
import { Button } from '@naija-homes/ui-kit/components/button';
import { SlidersHorizontalIcon } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Container } from '../../../shared/container';
import { ErrorBox } from '../../../shared/listings/listing-grid';
import { useProperties } from '../api/get-properties';
import { useSearchState } from '../hooks/use-search-state';
import { rawText, resultCount } from '../search-logic';
import { FiltersDialog } from './filters-dialog';
import { PurposeSwitch } from './purpose-switch';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import { SortControls } from './sort-controls';

const titles: Record<string, string> = {
  sale: 'Properties for sale',
  rent: 'Properties for rent',
  'short-let': 'Short-let apartments',
};

/** The search page's body: every choice is in the URL, so a search can be shared, bookmarked and reloaded. */
export function PropertySearch() {
  const { raw, query, error, update, activeFilters } = useSearchState();
  const results = useProperties(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsTop = useRef<HTMLDivElement>(null);
  const propertyFor = rawText(raw, 'propertyFor');
  const search = rawText(raw, 'search');
  const resetTo = propertyFor ? `/properties?propertyFor=${propertyFor}` : '/properties';

  const onSearch = useCallback((text: string) => update({ search: text || undefined }, { replace: true }), [update]);

  function onPurpose(value: string) {
    // Rent terms mean nothing for sales and short-lets, and the API refuses them there.
    update({ propertyFor: value || undefined, rentPaymentFrequency: undefined, leaseTerm: undefined });
  }

  function onPage(page: number) {
    update({ page: String(page) });
    resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <Container className="py-6 sm:py-10">
      <div className="mb-5 grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{titles[propertyFor] ?? 'All properties'}</h1>
        <p className="text-muted-foreground">
          {query?.search ? `Results for “${query.search}”` : 'Homes and offices across Nigeria from verified agents.'}
        </p>
      </div>

      <div className="grid gap-3 rounded-card border border-border bg-surface p-3 shadow-sm sm:p-4">
        <PurposeSwitch value={propertyFor} onChange={onPurpose} />
        <div className="flex gap-2">
          <SearchBox value={search} onSearch={onSearch} />
          <Button
            variant="outline"
            className="h-11 shrink-0"
            onClick={() => setFiltersOpen(true)}
            aria-haspopup="dialog"
            aria-label={activeFilters ? `Filters (${activeFilters} applied)` : 'Filters'}
          >
            <SlidersHorizontalIcon aria-hidden="true" />
            <span className="hidden sm:inline">Filters</span>
            {activeFilters ? (
              <span
                aria-hidden="true"
                className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground"
              >
                {activeFilters}
              </span>
            ) : null}
          </Button>
        </div>
      </div>

      <div
        ref={resultsTop}
        className="mt-5 mb-4 flex scroll-mt-24 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
      >
        <div className="flex min-h-6 items-baseline gap-3">
          <p className="font-medium empty:hidden" aria-live="polite" data-slot="result-count">
            {results.data && query ? resultCount(results.data) : ''}
          </p>
          {activeFilters ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => update(clearFilters)}>
              Clear filters
            </Button>
          ) : null}
        </div>
        <SortControls
          sort={rawText(raw, 'sort')}
          datePosted={rawText(raw, 'datePosted')}
          onChange={(key, value) => update({ [key]: value || undefined })}
        />
      </div>

      {error ? (
        <ErrorBox>
          <p>{error.message}</p>
          <Button variant="outline" size="sm" onClick={() => setFiltersOpen(true)}>
            Edit filters
          </Button>
        </ErrorBox>
      ) : (
        <SearchResults
          result={results.data}
          isPending={results.isPending}
          isPlaceholder={results.isPlaceholderData}
          error={results.error}
          resetTo={resetTo}
          onRetry={() => void results.refetch()}
          onPage={onPage}
        />
      )}

      <FiltersDialog open={filtersOpen} onOpenChange={setFiltersOpen} raw={raw} onApply={update} />
    </Container>
  );
}

const clearFilters = Object.fromEntries(filterKeys.map((key) => [key, undefined]));
