import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useState } from 'react';
import { userFiltersFrom, withFilterChanges } from '../user-filters';

/** The user list's filters, kept in the URL, and the search box's text (sent once typing pauses). */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const { status, role, page, search: urlSearch } = userFiltersFrom(params);
  const [search, setSearch] = useState(urlSearch);
  // A link that changes ?search (the sidebar's plain /admin/users, back/forward) wins over what was typed.
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== search.trim()) setSearch(urlSearch);
  }
  const debounced = useDebounce(search.trim());
  const update = (changes: Record<string, string>) => setParams(withFilterChanges(params, changes), { replace: true });
  return { status, role, page, search, setSearch, debounced, update };
}
