import {
  filterKeys,
  type PropertySearchQuery,
  searchParamsRecord,
  searchToParams,
} from '@naija-homes/contracts/search';
import { keepScrollState } from '@naija-homes/ui-kit/lib/keep-scroll';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { useCallback, useMemo } from 'react';
import { mapParamKeys } from '../map-logic';
import { firstIssue, parseSearch, type RawSearch, type SearchPatch, toParams } from '../search-logic';

/**
 * The search page's whole state lives in the URL, so a search can be shared and survives a reload. Valid
 * searches are written back in canonical form (`searchToParams`); an invalid one is kept as typed so the person
 * can see and fix it.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const raw = useMemo(() => searchParamsRecord(params), [params]);
  const parsed = useMemo(() => parseSearch(raw), [raw]);
  const query: PropertySearchQuery | null = parsed.success ? parsed.data : null;
  const error = parsed.success ? null : firstIssue(parsed.error);

  const update = useCallback(
    /** `keepScroll`: the change comes from the map beside the results, so the page stays where it is scrolled. */
    (patch: SearchPatch, options: { replace?: boolean; keepScroll?: boolean } = {}) => {
      const next: RawSearch = { ...searchParamsRecord(params) };
      // Any change of the search starts again from the first page (moving the map's camera alone does not).
      const searchChanges = Object.keys(patch).some((key) => !(mapParamKeys as readonly string[]).includes(key));
      if (!('page' in patch) && searchChanges) delete next.page;
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) delete next[key];
        else next[key] = value;
      }
      const result = parseSearch(next);
      const written = result.success ? searchToParams(result.data) : toParams(next);
      // The map's own parameters are not part of the search, so the canonical form would drop them.
      if (result.success) {
        for (const key of mapParamKeys) {
          const value = next[key];
          if (typeof value === 'string' && value) written.set(key, value);
        }
      }
      setParams(written, {
        replace: options.replace ?? false,
        ...(options.keepScroll ? { state: keepScrollState, preventScrollReset: true } : {}),
      });
    },
    [params, setParams],
  );

  const activeFilters = filterKeys.filter((key) => raw[key] !== undefined && raw[key] !== '').length;
  return { params, raw, query, error, update, activeFilters };
}

export type SearchState = ReturnType<typeof useSearchState>;
