import { useSession } from '@naija-homes/client/queries/session';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useQuery } from '@tanstack/react-query';
import { ListingCard } from '../../listings/listing-card';
import { recentlyViewedQueryOptions } from '../api/recently-viewed';

/**
 * The listings this person opened lately (issue 37), newest first: on the home page and in the buyer area. Shows
 * nothing until there is something to show, so a first visit's page is unchanged.
 */
export function RecentlyViewed({ className, headingLevel = 'h2' }: { className?: string; headingLevel?: 'h2' | 'h3' }) {
  const { user, isLoading } = useSession();
  const isBuyer = user?.role === 'BUYER';
  const list = useQuery({ ...recentlyViewedQueryOptions(isBuyer), enabled: !isLoading });
  const cards = list.data ?? [];
  if (!cards.length) return null;
  const Heading = headingLevel;
  return (
    <section aria-labelledby="recently-viewed-heading" className={cn('grid gap-4', className)}>
      <Heading id="recently-viewed-heading" className="text-2xl font-bold">
        Recently viewed
      </Heading>
      {/* A row that scrolls sideways inside itself: the page never does (issue 31). */}
      <ul className="flex snap-x gap-4 overflow-x-auto pb-2" aria-label="Recently viewed properties">
        {cards.map((property) => (
          <li key={property._id} className="w-72 shrink-0 snap-start sm:w-80">
            <ListingCard property={property} lazy />
          </li>
        ))}
      </ul>
    </section>
  );
}
