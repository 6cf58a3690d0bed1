import type { PublicProperty } from '@naija-homes/contracts/listing';
import { detailGroups } from '../listing-facts';
import { ListingSection } from './listing-section';

/** Every filled-in field of the listing's category, in labelled groups; a group with nothing in it is left out. */
export function DetailsSection({ property }: { property: PublicProperty }) {
  const groups = detailGroups(property);
  return (
    <ListingSection id="property-details" title="Property Details">
      <div className="grid gap-6">
        {groups.map((group) => (
          <div key={group.id} className="grid gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{group.title}</h3>
            <dl className="grid gap-x-8 sm:grid-cols-2">
              {group.facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4 border-b border-border py-2.5 text-sm">
                  <dt className="text-muted-foreground">{fact.label}</dt>
                  <dd className="text-right font-medium user-text">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </ListingSection>
  );
}
