import { GEO_QUERY_MIN, type PlaceSuggestion, plainPlaceName, type SelectedLocation } from '@naija-homes/contracts/geo';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Spinner } from '@naija-homes/ui-kit/components/spinner';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { placeQueryOptions } from '../api/get-place';
import { placeSuggestionsQueryOptions } from '../api/search-places';
import { addressWithStreet, streetAndArea } from '../street-and-area';

const kindLabels: Record<PlaceSuggestion['kind'], string> = {
  state: 'State',
  lga: 'LGA',
  city: 'Town',
  neighbourhood: 'Area',
  address: 'Address',
};

/**
 * Address search restricted to Nigeria (spec §7): type a street, estate or area, pick a suggestion, and the
 * place's state, city, address and coordinates are filled in. A combobox in the ARIA 1.2 pattern, so it works
 * with the keyboard (arrows, Enter, Escape) and screen readers.
 */
export function PlaceSearch({ onSelect }: { onSelect: (place: SelectedLocation) => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The street is kept as typed; only the area after the comma is looked up (the gazetteer knows areas).
  const { street, area } = streetAndArea(text);
  const query = useDebounce(area, 300);
  const listId = useId();
  const hintId = useId();
  const inputId = useId();
  const client = useQueryClient();
  const suggestions = useQuery(placeSuggestionsQueryOptions(query));
  const items = query.length >= GEO_QUERY_MIN ? (suggestions.data ?? []) : [];
  const expanded = open && items.length > 0;

  async function choose(suggestion: PlaceSuggestion) {
    setOpen(false);
    setChoosing(true);
    setError(null);
    try {
      const data = await client.fetchQuery(placeQueryOptions(suggestion.id));
      // Listings keep state and city to letters and spaces (spec §5): 'Eti-Osa' is saved as 'Eti Osa'.
      const address = addressWithStreet(street, data.address);
      onSelect({ ...data, address, state: plainPlaceName(data.state), city: plainPlaceName(data.city) });
      setText(street ? `${street}, ${suggestion.label}` : suggestion.label);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Place search is unavailable right now.');
    } finally {
      setChoosing(false);
    }
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!items.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Choosing a place must not submit the step's form.
      event.preventDefault();
      const item = items[active];
      if (item) void choose(item);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="relative grid gap-1.5 md:col-span-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Find the address
      </label>
      <div className="relative">
        <Input
          id={inputId}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={hintId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder="e.g. 12 Admiralty Way, Lekki Phase 1"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {suggestions.isFetching || choosing ? (
          <span className="absolute inset-y-0 right-3 flex items-center" aria-hidden="true">
            <Spinner className="size-4" />
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Type the street, a comma, then the area or town (or just the area) and pick the area from the list: state, city,
        address and coordinates are filled in for you, the street kept in front. You can still edit them below.
      </p>
      {error || suggestions.isError ? (
        <p role="alert" className="text-xs text-destructive">
          {error ?? suggestions.error?.message}
        </p>
      ) : null}
      {open && query.length >= GEO_QUERY_MIN && suggestions.isSuccess && items.length === 0 ? (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          No place found. Try a nearby area or landmark.
        </p>
      ) : null}
      <div
        id={listId}
        role="listbox"
        aria-label="Places in Nigeria"
        hidden={!expanded}
        className="absolute top-[4.25rem] z-20 grid w-full overflow-hidden rounded-md border bg-background shadow-lg"
      >
        {items.map((item, index) => (
          <div
            key={item.id}
            // Options stay out of the tab order: the input keeps focus and points at them (aria-activedescendant).
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
            )}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              void choose(item);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <span>{item.label}</span>
            <span className="shrink-0 text-xs text-muted-foreground">{kindLabels[item.kind]}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
