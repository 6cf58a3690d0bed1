import type { PublicProperty } from '@naija-homes/contracts/listing';
import { BookInspection } from '../features/book-inspection/components/book-inspection';
import { BookStay } from '../features/book-stay/components/book-stay';
import { AskAgent } from '../features/lead-form/components/ask-agent';
import { MessageAgent } from '../features/message-agent/components/message-agent';
import { ReportAction } from '../features/report/components/report-action';
import { SendOffer } from '../features/send-offer/components/send-offer';

/** The listing's contact panel: message the agent, offer, inspect or book, leave a lead, report. */
export function PropertyContact({ property }: { property: PublicProperty }) {
  return (
    <div className="grid gap-3">
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
  );
}
