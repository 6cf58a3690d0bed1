import { placeQueryOptions, placeSuggestionsQueryOptions } from '@naija-homes/client/queries/places';
import { GEO_QUERY_MIN, type PlaceSuggestion, plainPlaceName, type SelectedLocation } from '@naija-homes/contracts/geo';
import { Combobox } from '@naija-homes/ui-kit/components/combobox';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
 * place's state, city, address and coordinates are filled in.
 */
export function PlaceSearch({ onSelect }: { onSelect: (place: SelectedLocation) => void }) {
  const [text, setText] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The street is kept as typed; only the area after the comma is looked up (the gazetteer knows areas).
  const { street, area } = streetAndArea(text);
  const query = useDebounce(area, 300);
  const client = useQueryClient();
  const suggestions = useQuery(placeSuggestionsQueryOptions(query));
  const items = query.length >= GEO_QUERY_MIN ? (suggestions.data ?? []) : [];

  async function choose(suggestion: PlaceSuggestion) {
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

  return (
    <Combobox
      className="md:col-span-2"
      label="Find the address"
      listLabel="Places in Nigeria"
      placeholder="e.g. 12 Admiralty Way, Lekki Phase 1"
      value={text}
      onValueChange={setText}
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => (
        <>
          <span>{item.label}</span>
          <span className="shrink-0 text-xs text-muted-foreground">{kindLabels[item.kind]}</span>
        </>
      )}
      onChoose={(item) => void choose(item)}
      busy={suggestions.isFetching || choosing}
      hint="Type the street, a comma, then the area or town (or just the area) and pick the area from the list: state, city, address and coordinates are filled in for you, the street kept in front. You can still edit them below."
      error={error ?? (suggestions.isError ? suggestions.error.message : null)}
      emptyText={
        query.length >= GEO_QUERY_MIN && suggestions.isSuccess ? 'No place found. Try a nearby area or landmark.' : null
      }
    />
  );
}
