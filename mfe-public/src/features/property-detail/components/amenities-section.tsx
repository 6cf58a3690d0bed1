import type { PublicProperty } from '@naija-homes/contracts/listing';
import { CheckIcon } from 'lucide-react';
import { amenityGroups } from '../listing-facts';
import { ListingSection } from './listing-section';

export function AmenitiesSection({ property }: { property: PublicProperty }) {
  const groups = amenityGroups(property);
  return (
    <ListingSection id="amenities" title="Amenities">
      {groups.length === 0 ? (
        <p className="text-muted-foreground">The agent has not listed any amenities yet.</p>
      ) : (
        <div className="grid gap-5">
          {groups.map((group) => (
            <div key={group.id} className="grid gap-2">
              <h3 id={`amenities-${group.id}`} className="text-sm font-semibold">
                {group.title}
              </h3>
              <ul aria-labelledby={`amenities-${group.id}`} className="flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <li
                    key={item}
                    className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1 text-sm"
                  >
                    <CheckIcon aria-hidden="true" className="size-3.5 text-primary" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </ListingSection>
  );
}
