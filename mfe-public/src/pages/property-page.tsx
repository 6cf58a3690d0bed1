import { useParams } from 'react-router';
import { MessageAgent } from '../features/message-agent/components/message-agent';
import { PropertyDetail } from '../features/property-detail/components/property-detail';

/** /properties/{slug}: the public page of one listing, with the message form to its agent. */
export function PropertyPage() {
  const { slug = '' } = useParams();
  return (
    <PropertyDetail
      slug={slug}
      contact={(property) => (
        <MessageAgent
          agent={property.owner}
          subject={{ title: property.title, url: `${window.location.origin}/properties/${property.slug}` }}
        />
      )}
    />
  );
}
