import { XIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { searchChips, searchTextPatch } from '../search-chips';
import { type RawSearch, rawText, type SearchPatch } from '../search-logic';

/**
 * What the search box was read as (issue 36), each a filter chip with its own remove button: "3 bedrooms ×",
 * "Lekki Phase 1 ×", "under ₦5M ×". A text that says more than words (typed, or from a shared link or the home
 * page) is first moved into the URL as filters, replacing the entry, so the URL keeps them as filters.
 */
export function SearchChips({
  raw,
  onChange,
}: {
  raw: RawSearch;
  onChange: (patch: SearchPatch, options?: { replace?: boolean }) => void;
}) {
  const search = rawText(raw, 'search');
  useEffect(() => {
    const patch = searchTextPatch(search);
    if (patch) onChange(patch, { replace: true });
  }, [search, onChange]);
  const chips = useMemo(() => searchChips(raw), [raw]);
  if (!chips.length) return null;
  return (
    <ul aria-label="Search filters" className="flex flex-wrap gap-2" data-slot="search-chips">
      {chips.map(({ key, label, remove }) => (
        <li
          key={key}
          className="user-text inline-flex min-h-9 items-center gap-1 rounded-full border border-primary/40 bg-primary/10 py-1 pr-1 pl-3 text-sm font-medium"
        >
          {label}
          <button
            type="button"
            aria-label={`Remove ${label}`}
            onClick={() => onChange(remove)}
            className="grid size-7 shrink-0 place-content-center rounded-full text-foreground/70 hover:bg-primary/15 hover:text-foreground"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
