import { useListParams, useUrlSearch } from '@naija-homes/ui-kit/hooks/use-list-params';
import { propertyFiltersFrom } from '../property-filters';

/** The listings table's filters, kept in the URL, and the two text boxes (sent once typing pauses). */
export function usePropertyFilters() {
  const { params, update } = useListParams();
  const filters = propertyFiltersFrom(params);
  const search = useUrlSearch(filters.search, 'search', update);
  const agent = useUrlSearch(filters.agent, 'agent', update);
  return { filters, search, agent, update };
}
