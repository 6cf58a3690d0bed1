import { useListParams, useUrlSearch } from '@naija-homes/ui-kit/hooks/use-list-params';
import { userFiltersFrom } from '../user-filters';

/** The user list's filters, kept in the URL, and the search box's text (sent once typing pauses). */
export function useUserFilters() {
  const { params, update } = useListParams();
  const { status, role, page, search: urlSearch } = userFiltersFrom(params);
  const search = useUrlSearch(urlSearch, 'search', update);
  return { status, role, page, search, update };
}
