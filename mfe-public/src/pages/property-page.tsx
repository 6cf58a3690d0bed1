import { useParams } from 'react-router';
import { BookInspection } from '../features/book-inspection/components/book-inspection';
import { BookStay } from '../features/book-stay/components/book-stay';
import { AskAgent } from '../features/lead-form/components/ask-agent';
import { ListingBeacons } from '../features/listing-events/components/listing-beacons';
import { MessageAgent } from '../features/message-agent/components/message-agent';
import { PropertyDetail } from '../features/property-detail/components/property-detail';
import { ReportAction } from '../features/report/components/report-action';
import { SendOffer } from '../features/send-offer/components/send-offer';

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
          <ListingBeacons propertyId={property._id} />
          <MessageAgent
            agent={property.owner}
            subject={{
              id: property._id,
              title: property.title,
              url: `${window.location.origin}/properties/${property.slug}`,
            }}
          />
          {property.propertyFor === 'sale' || property.propertyFor === 'rent' ? (
            <>
              <SendOffer property={property} />
              <BookInspection propertyId={property._id} />
            </>
          ) : null}
          {property.propertyFor === 'short-let' ? <BookStay propertyId={property._id} /> : null}
          <AskAgent
            agentId={property.owner._id}
            propertyId={property._id}
            placeholder="Is it still available? When can I inspect it?"
          />
          <ReportAction
            target={{ kind: 'listing', propertyId: property._id, ownerId: property.owner._id, title: property.title }}
          />
        </div>
      )}
    />
  );
}
