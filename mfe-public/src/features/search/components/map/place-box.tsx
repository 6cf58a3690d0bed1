import { placeQueryOptions, placeSuggestionsQueryOptions } from '@naija-homes/client/queries/places';
import { GEO_QUERY_MIN, type SelectedLocation } from '@naija-homes/contracts/geo';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Combobox } from '@naija-homes/ui-kit/components/combobox';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';

interface PlaceBoxProps {
  /** The chosen place's name, from the URL. */
  place: string;
  onPlace: (place: SelectedLocation, label: string) => void;
  onClear: () => void;
}

/** A place in Nigeria (autocomplete restricted to Nigeria, spec §7) whose 30 km around becomes the search area. */
export function PlaceBox({ place, onPlace, onClear }: PlaceBoxProps) {
  const [text, setText] = useState(place);
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = useDebounce(text.trim(), 300);
  const client = useQueryClient();
  const suggestions = useQuery(placeSuggestionsQueryOptions(query === place ? '' : query));
  const items = query.length >= GEO_QUERY_MIN && query !== place ? (suggestions.data ?? []) : [];

  // Back and forward move through searches: the box follows the URL.
  useEffect(() => setText(place), [place]);

  return (
    <Combobox
      className="w-full"
      label="Search near a place"
      hideLabel
      listLabel="Places in Nigeria"
      placeholder="Search near a place, e.g. Lekki Phase 1"
      inputClassName="h-10 bg-surface shadow-md"
      value={text}
      onValueChange={setText}
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => <span>{item.label}</span>}
      onChoose={async (item) => {
        setChoosing(true);
        setError(null);
        try {
          onPlace(await client.fetchQuery(placeQueryOptions(item.id)), item.label);
          setText(item.label);
        } catch (caught) {
          setError(caught instanceof Error ? caught.message : 'Place search is unavailable right now.');
        } finally {
          setChoosing(false);
        }
      }}
      busy={suggestions.isFetching || choosing}
      error={error ?? (suggestions.isError ? suggestions.error.message : null)}
      emptyText={
        query.length >= GEO_QUERY_MIN && query !== place && suggestions.isSuccess
          ? 'No place found. Try a nearby area or landmark.'
          : null
      }
      trailing={
        text ? (
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label="Clear the place"
            onClick={() => {
              setText('');
              setError(null);
              onClear();
            }}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null
      }
    />
  );
}
