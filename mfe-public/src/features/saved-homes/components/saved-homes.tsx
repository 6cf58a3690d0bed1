import { formatNumber } from '@naija-homes/contracts/format';
import '../../../app.css';
// Loaded on its own by the shell's slot (maybe before any public page), so it brings this remote's styles.
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useEffect } from 'react';
import { CARDS_ON_FIRST_SCREEN, ListingCard } from '../../../shared/listings/listing-card';
import { ErrorBox, ListingGridSkeleton } from '../../../shared/listings/listing-grid';
import { RecentlyViewed } from '../../../shared/recently-viewed/components/recently-viewed';
import { useFavourites } from '../api/get-favourites';
import { UnavailableCard } from './unavailable-card';

// The shell checks this against its own before it runs this module (ui-kit/lib/federation-contract.ts).
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';

/**
 * The buyer's saved homes, exposed as `./SavedHomes` and placed by the shell's "saved-homes" slot in the buyer
 * area. The page number is in the URL so the back button returns to it.
 */
export default function SavedHomes() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const favourites = useFavourites(page);
  const totalPages = favourites.data?.totalPages ?? 1;

  // Removing the last home of the last page leaves it empty: step back to the page that still has some.
  useEffect(() => {
    if (favourites.data && !favourites.isPlaceholderData && page > 1 && page > totalPages) {
      setParams(totalPages > 1 ? { page: String(totalPages) } : {}, { replace: true });
    }
  }, [favourites.data, favourites.isPlaceholderData, page, totalPages, setParams]);

  const total = favourites.data?.total ?? 0;
  return (
    <div>
      <PageHeader
        title="Saved Homes"
        description={
          favourites.data && total
            ? `${formatNumber(total)} saved ${total === 1 ? 'home' : 'homes'}`
            : 'Homes you saved with the heart, all in one place.'
        }
      />
      {favourites.isError && !favourites.data ? (
        <ErrorBox>
          <p>{favourites.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void favourites.refetch()}>
            Try again
          </Button>
        </ErrorBox>
      ) : favourites.isPending ? (
        <ListingGridSkeleton count={6} className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3" />
      ) : favourites.data.data.length ? (
        <div className="grid gap-8">
          {/* The cards' titles are h3: a heading between them and the page's h1 keeps the outline whole. */}
          <h2 id="saved-homes-heading" className="sr-only">
            Saved homes
          </h2>
          <ul
            aria-labelledby="saved-homes-heading"
            className={cn(
              'grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3',
              favourites.isPlaceholderData && 'opacity-60',
            )}
          >
            {favourites.data.data.map((property, index) => (
              <li key={property._id}>
                {property.available ? (
                  <ListingCard property={property} lazy={index >= CARDS_ON_FIRST_SCREEN} />
                ) : (
                  <UnavailableCard property={property} />
                )}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </div>
      ) : (
        <EmptyState text={messages.noProperty} className="rounded-card border border-dashed border-border">
          <p className="max-w-md text-sm">Tap the heart on any listing to save it here.</p>
          <Button asChild variant="outline">
            <Link to="/properties">Browse properties</Link>
          </Button>
        </EmptyState>
      )}
      {/* The buyer's recently opened homes, kept on their account (issue 37). */}
      <RecentlyViewed className="mt-10" />
    </div>
  );
}
