import { useListParams, useUrlText } from '@naija-homes/ui-kit/hooks/use-list-params';
import { propertyFiltersFrom } from '../property-filters';

/** The listings table's filters, kept in the URL, and the two text boxes (sent once typing pauses). */
export function usePropertyFilters() {
  const { params, update } = useListParams();
  const filters = propertyFiltersFrom(params);
  const search = useUrlText(filters.search);
  const agent = useUrlText(filters.agent);
  return {
    filters,
    search: search.text,
    setSearch: search.setText,
    debouncedSearch: search.debounced,
    agent: agent.text,
    setAgent: agent.setText,
    debouncedAgent: agent.debounced,
    update,
  };
}
