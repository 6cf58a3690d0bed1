import { useParams } from 'react-router';
import { MessageAgent } from '../features/message-agent/components/message-agent';
import { PropertyDetail } from '../features/property-detail/components/property-detail';
import { SendOffer } from '../features/send-offer/components/send-offer';

/** /properties/{slug}: the public page of one listing, with the message form to its agent and, unless it is a
 * short-let, the Send Offer button. */
export function PropertyPage() {
  const { slug = '' } = useParams();
  return (
    <PropertyDetail
      slug={slug}
      contact={(property) => (
        <div className="grid gap-3">
          <MessageAgent
            agent={property.owner}
            subject={{ title: property.title, url: `${window.location.origin}/properties/${property.slug}` }}
          />
          {property.propertyFor === 'sale' || property.propertyFor === 'rent' ? (
            <SendOffer property={property} />
          ) : null}
        </div>
      )}
    />
  );
}
