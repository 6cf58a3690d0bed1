import { orNA } from '@naija-homes/contracts/format';
import type { Property } from '@naija-homes/contracts/property';
import { formatListingPrice, optionLabel, placeLine } from '@naija-homes/contracts/property-options';
import type { ReviewSection } from '@naija-homes/contracts/property-review';
import { buttonVariants } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { ChevronRightIcon, CircleAlertIcon, PencilIcon } from 'lucide-react';

type Row = [label: string, value: string];

const label = (value: string | null) => (value ? optionLabel(value) : null);
const list = (values: string[]) => (values.length ? values.map(optionLabel).join(', ') : null);
const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

/** The saved values a section shows, so the agent checks them without leaving the review. */
function rowsOf(key: ReviewSection['key'], p: Property): Row[] {
  const residential = p.propertyCategory === 'residential';
  const rows: [string, string | number | null][] = [];
  if (key === 'general') {
    rows.push(
      ['Title', p.title],
      ['Property type', label(p.propertyType)],
      ['Property for', label(p.propertyFor)],
      ['Price', p.price === null ? null : formatListingPrice(p)],
      ['Square footage', p.area === null ? null : `${p.area} sq ft`],
    );
    if (residential) rows.push(['Bedrooms', p.bedrooms], ['Bathrooms', p.bathrooms]);
    else rows.push(['Total floors', p.totalFloors]);
    rows.push(['Address', placeLine(p.address, p.city, p.state) || null]);
  } else if (key === 'exterior') {
    if (residential) {
      rows.push(
        ['Total square footage', p.totalArea === null ? null : `${p.totalArea} sq ft`],
        ['Parking spaces', p.parkingSpaces],
        ['Outdoor features', list(p.outdoorFeatures)],
      );
    } else {
      rows.push(
        ['Parking spaces', p.parkingSpaces],
        ['Fire safety systems', list(p.fireSafetySystems)],
        ['Security features', list(p.securityFeatures)],
      );
    }
  } else if (key === 'interior') {
    if (!residential) rows.push(['Restrooms', p.restrooms]);
    rows.push(['Flooring', label(p.flooringType)], ['Additional amenities', list(p.additionalAmenities)]);
  } else {
    rows.push(
      ['Photos', String(p.photos.length)],
      ['Floor plan', yesNo(p.floorPlan)],
      ['360° tour', yesNo(p.panorama || p.panoramaFile)],
      ['Video', yesNo(p.video)],
    );
  }
  return rows.map(([name, value]) => [name, orNA(value)]);
}

/** One expandable review section: completed or incomplete, what is missing, the values and an Edit link. */
export function ReviewDisclosure({
  section,
  property,
  editHref,
}: {
  section: ReviewSection;
  property: Property;
  editHref: string;
}) {
  const status = section.complete ? 'completed' : 'incomplete';
  return (
    <details className="group rounded-card border border-border bg-surface shadow-sm" open={!section.complete}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-card p-4 hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2 font-medium">
          <ChevronRightIcon aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          {section.label}
        </span>
        <Chip tone={statusTone(status)}>{status}</Chip>
      </summary>
      <div className="grid gap-4 border-t border-border p-4">
        {section.missing.length ? (
          <div className="grid gap-1 rounded-md bg-orange-50 p-3 text-sm text-orange-900">
            <p className="flex items-center gap-2 font-medium">
              <CircleAlertIcon aria-hidden="true" className="size-4" /> Still missing
            </p>
            <ul className="list-disc pl-6">
              {section.missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {rowsOf(section.key, property).map(([name, value]) => (
            <div key={name} className="grid gap-0.5">
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="user-text font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <Link to={editHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <PencilIcon aria-hidden="true" /> Edit<span className="sr-only"> {section.label}</span>
          </Link>
        </div>
      </div>
    </details>
  );
}
