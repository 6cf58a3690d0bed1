import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useEffect, useState } from 'react';

/**
 * My Properties' page and search, kept in the URL: the search box updates `search` once typing pauses (and goes
 * back to the first page).
 */
export function useMyPropertiesParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounce(search.trim());
  useEffect(() => {
    if ((params.get('search') ?? '') === debounced) return;
    const next = new URLSearchParams(params);
    if (debounced) next.set('search', debounced);
    else next.delete('search');
    next.delete('page');
    setParams(next, { replace: true });
  }, [debounced, params, setParams]);
  const setPage = (value: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(value));
    setParams(next);
  };
  return { page, setPage, query: params.get('search') ?? '', search, setSearch };
}
