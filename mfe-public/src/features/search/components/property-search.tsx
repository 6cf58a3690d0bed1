import { clearableFilterKeys } from '@naija-homes/contracts/search';
import { Button } from '@naija-homes/ui-kit/components/button';
import { ErrorBoundary } from '@naija-homes/ui-kit/components/error-boundary';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useMediaQuery, useServerPaint } from '@naija-homes/ui-kit/hooks/use-media-query';
import { returnFocusTo, useReturnFocus } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { ListIcon, MapIcon, SlidersHorizontalIcon } from 'lucide-react';
import { lazy, type MouseEvent, Suspense, useCallback, useRef, useState } from 'react';
import { Container } from '../../../shared/container';
import { useCompare } from '../../../shared/hooks/use-compare';
import { ErrorBox } from '../../../shared/listings/listing-grid';
import { useProperties } from '../api/get-properties';
import { useSearchState } from '../hooks/use-search-state';
import { searchTextPatch } from '../search-chips';
import { rawText, resultCount } from '../search-logic';
import { AppliedPlaces } from './applied-places';
import { FiltersDialog } from './filters-dialog';
import { PurposeSwitch } from './purpose-switch';
import { SaveSearch } from './save-search';
import { SearchBox } from './search-box';
import { SearchChips } from './search-chips';
import { SearchResults } from './search-results';
import { SortControls } from './sort-controls';

// The map and its library load only when a map is on screen (wide screens, or the phone's Map view).
const SearchMap = lazy(() => import('./map/search-map'));

const titles: Record<string, string> = {
  sale: 'Properties for sale',
  rent: 'Properties for rent',
  'short-let': 'Short-let apartments',
};

/**
 * The search page's body: every choice is in the URL, so a search can be shared, bookmarked and reloaded. Wide
 * screens show the list beside the map; a phone shows one at a time, with a button to switch.
 */
export function PropertySearch() {
  const state = useSearchState();
  const { raw, query, error, update, activeFilters } = state;
  const results = useProperties(query);
  const wide = useMediaQuery('(min-width: 1024px)');
  const mapView = rawText(raw, 'view') === 'map';
  const showMap = wide || mapView;
  // The server's paint of the page shows the map's placeholder, as the app does while the map's code loads.
  const paintingOnServer = useServerPaint();
  const [activeId, setActiveId] = useState<string | null>(null);
  // The phone's List/Map switch sits above the compare tray when the tray is showing.
  const comparing = useCompare().items.length > 0;
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Closing the Filters dialog puts the keyboard back on the button that opened it; the Filters button stands in
  // when that was "Edit filters", gone once the search is valid again.
  const { opener, remember } = useReturnFocus();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const openFilters = (event: MouseEvent<HTMLButtonElement>) => {
    remember(event);
    setFiltersOpen(true);
  };
  const resultsTop = useRef<HTMLDivElement>(null);
  const propertyFor = rawText(raw, 'propertyFor');
  const search = rawText(raw, 'search');
  const resetTo = propertyFor ? `/properties?propertyFor=${propertyFor}` : '/properties';

  // What the text says about bedrooms, type, price… goes into the URL as filters at once (chips), the rest as text.
  const onSearch = useCallback(
    (text: string) => update(searchTextPatch(text) ?? { search: text || undefined }, { replace: true }),
    [update],
  );

  function onPurpose(value: string) {
    // Rent terms mean nothing for sales and short-lets, and the API refuses them there.
    update({ propertyFor: value || undefined, rentPaymentFrequency: undefined, leaseTerm: undefined });
  }

  function onPage(page: number) {
    update({ page: String(page) });
    resultsTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <Container className="max-w-[1600px] py-6 sm:py-10">
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
            ref={filtersButton}
            variant="outline"
            className="h-11 shrink-0"
            onClick={openFilters}
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
          <SaveSearch query={query} />
        </div>
      </div>

      <div className="mt-3 flex flex-wrap gap-2 empty:hidden">
        <AppliedPlaces raw={raw} onChange={update} />
        <SearchChips raw={raw} onChange={update} />
      </div>

      <div className="mt-5 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-6">
        <div className={cn(mapView ? 'max-lg:hidden' : roomUnderList(comparing))} data-slot="search-results">
          {/* The cards' titles are level 3 (as under the home page's sections): this keeps the outline unbroken. */}
          <h2 className="sr-only">Search results</h2>
          <div
            ref={resultsTop}
            className="mb-4 flex scroll-mt-24 flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
          >
            <div className="flex min-h-6 items-baseline gap-3">
              <p className="font-medium empty:hidden" aria-live="polite" data-slot="result-count">
                {results.data && query ? resultCount(results.data) : ''}
              </p>
              {activeFilters || raw.amenities ? (
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
              <Button variant="outline" size="sm" onClick={openFilters}>
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
              activeId={activeId}
              onHover={setActiveId}
              gridClassName={showMap ? 'grid gap-4 sm:grid-cols-2 sm:gap-5' : undefined}
            />
          )}
        </div>
        {showMap && paintingOnServer ? <Skeleton className={mapBoxClass} /> : null}
        {showMap && !paintingOnServer ? (
          <ErrorBoundary title="The map failed to load">
            <Suspense fallback={<Skeleton className={mapBoxClass} />}>
              <SearchMap state={state} activeId={activeId} onHover={setActiveId} className={mapBoxClass} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
      {!wide ? (
        <Button
          className={cn(
            'fixed left-1/2 z-30 -translate-x-1/2 rounded-full px-5 shadow-lg',
            comparing ? 'bottom-24' : 'bottom-5',
          )}
          onClick={() => update({ view: mapView ? undefined : 'map' })}
        >
          {mapView ? <ListIcon aria-hidden="true" /> : <MapIcon aria-hidden="true" />}
          {mapView ? 'Show list' : 'Show map'}
          {mapView && results.data && query ? (
            <span className="font-normal opacity-90">{`· ${resultCount(results.data)}`}</span>
          ) : null}
        </Button>
      ) : null}

      <FiltersDialog
        open={filtersOpen}
        onOpenChange={setFiltersOpen}
        raw={raw}
        onApply={update}
        onCloseAutoFocus={returnFocusTo(opener, filtersButton)}
      />
    </Container>
  );
}

/**
 * Room under the phone's list for the floating List/Map switch (2.5rem high, 1.25rem above the bottom, or 6rem
 * above it over the compare tray) and a gap: scrolled to its end, the last card and the pages are not beneath it.
 */
const roomUnderList = (comparing: boolean) => (comparing ? 'max-lg:pb-36' : 'max-lg:pb-20');

const mapBoxClass =
  'h-[calc(100dvh-9rem)] min-h-96 rounded-card border border-border lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)]';

const clearFilters = Object.fromEntries(clearableFilterKeys.map((key) => [key, undefined]));
