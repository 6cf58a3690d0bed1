import { NearView } from '@naija-homes/ui-kit/components/near-view';
import { useParams } from '@naija-homes/ui-kit/lib/router';
import { lazy } from 'react';
import { ListingBeacons } from '../features/listing-events/components/listing-beacons';
import { PropertyDetail } from '../features/property-detail/components/property-detail';
import { RememberViewed } from '../shared/recently-viewed/components/remember-viewed';

// The message, offer, inspection, booking, lead and report forms (and their schemas) load when the visitor nears
// them: on a phone they sit below the photos and the details.
const PropertyContact = lazy(async () => ({ default: (await import('./property-contact')).PropertyContact }));

/**
 * /properties/{slug}: the public page of one listing, with the message form to its agent, the Send Offer button
 * and inspection times (sale and rent) or the booking card (short-let), and the form that leaves the agent a lead without an account.
 */
export function PropertyPage() {
  const { slug = '' } = useParams();
  return (
    <PropertyDetail
      slug={slug}
      contact={(property) => (
        <div className="grid gap-3">
          {/* Counts the view at once, wherever the visitor scrolls. */}
          <ListingBeacons propertyId={property._id} />
          <RememberViewed propertyId={property._id} />
          <section aria-label="Contact the agent">
            <NearView placeholderClassName="min-h-96">
              <PropertyContact property={property} />
            </NearView>
          </section>
        </div>
      )}
    />
  );
}
