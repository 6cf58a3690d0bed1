import { ListingCard } from '../../../shared/listings/listing-card';
import { useSimilarProperties } from '../api/get-similar-properties';

/** Up to four listings like this one; nothing at all when there are none (or the request fails). */
export function SimilarListings({ slug }: { slug: string }) {
  const similar = useSimilarProperties(slug, true);
  if (!similar.data?.length) return null;
  return (
    <section aria-labelledby="similar-heading" className="grid gap-4 border-t border-border pt-8">
      <h2 id="similar-heading" className="text-xl font-semibold">
        Similar properties
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {similar.data.map((property) => (
          <li key={property._id}>
            {/* Below the listing's details on every screen. */}
            <ListingCard property={property} lazy />
          </li>
        ))}
      </ul>
    </section>
  );
}
