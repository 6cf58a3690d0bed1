import { placeFilterKeys, placeFilterLabels } from '@naija-homes/contracts/search';
import { XIcon } from 'lucide-react';
import { type RawSearch, rawText, type SearchPatch } from '../search-logic';

/**
 * The state and city the search is limited to (the home page's city cards set them), shown as applied filters, each
 * with its own remove button: the search box says nothing about them.
 */
export function AppliedPlaces({ raw, onChange }: { raw: RawSearch; onChange: (patch: SearchPatch) => void }) {
  const applied = placeFilterKeys
    .map((key) => ({ key, label: placeFilterLabels[key], value: rawText(raw, key).trim() }))
    .filter((place) => place.value);
  if (!applied.length) return null;
  return (
    <ul aria-label="Place filters" className="flex flex-wrap gap-2" data-slot="place-filters">
      {applied.map(({ key, label, value }) => (
        <li
          key={key}
          className="user-text inline-flex min-h-9 items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-1 pr-1 pl-3 text-sm font-medium"
        >
          {`${label}: ${value}`}
          <button
            type="button"
            aria-label={`Remove ${label.toLowerCase()} ${value}`}
            onClick={() => onChange({ [key]: undefined })}
            className="grid size-7 shrink-0 place-content-center rounded-full text-foreground/70 hover:bg-primary/15 hover:text-foreground"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
