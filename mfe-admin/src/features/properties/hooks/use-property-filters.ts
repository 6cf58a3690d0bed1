import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { withParams } from '@naija-homes/ui-kit/lib/search-params';
import { useState } from 'react';
import { propertyFiltersFrom } from '../property-filters';

/** A text box kept in the URL: what is typed shows at once, and a link or back/forward that changes it wins. */
function useUrlText(urlValue: string) {
  const [value, setValue] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (urlValue !== value.trim()) setValue(urlValue);
  }
  return [value, setValue, useDebounce(value.trim())] as const;
}

/** The listings table's filters, kept in the URL, and the two text boxes (sent once typing pauses). */
export function usePropertyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = propertyFiltersFrom(params);
  const [search, setSearch, debouncedSearch] = useUrlText(filters.search);
  const [agent, setAgent, debouncedAgent] = useUrlText(filters.agent);
  const update = (changes: Record<string, string>) => setParams(withParams(params, changes), { replace: true });
  return { filters, search, setSearch, debouncedSearch, agent, setAgent, debouncedAgent, update };
}
