import {
  filterKeys,
  type PropertySearchQuery,
  propertySearchQuerySchema,
  searchParamsRecord,
  searchToParams,
} from '@naija-homes/contracts/search';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type RawSearch = Record<string, string | string[]>;
/** A change to the URL: a value sets a parameter, undefined removes it. */
export type SearchPatch = Record<string, string | string[] | undefined>;

/** The first message of a failed parse, field-level before form-level (spec §5). */
export function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): {
  message: string;
  field: string | null;
} {
  const issue = error.issues.find((candidate) => candidate.path.length > 0) ?? error.issues[0];
  const field = issue?.path[0];
  return { message: issue?.message ?? 'Please check the filters', field: typeof field === 'string' ? field : null };
}

/** Parses raw values with the API's own schema, so the page refuses exactly what the server would. */
export function parseSearch(raw: RawSearch) {
  return propertySearchQuerySchema.safeParse(raw);
}

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
    (patch: SearchPatch, options: { replace?: boolean } = {}) => {
      const next: RawSearch = { ...searchParamsRecord(params) };
      // Any change but paging starts again from the first page.
      if (!('page' in patch)) delete next.page;
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || (Array.isArray(value) && !value.length)) delete next[key];
        else next[key] = value;
      }
      const result = parseSearch(next);
      setParams(result.success ? searchToParams(result.data) : toParams(next), {
        replace: options.replace ?? false,
      });
    },
    [params, setParams],
  );

  const activeFilters = filterKeys.filter((key) => raw[key] !== undefined && raw[key] !== '').length;
  return { params, raw, query, error, update, activeFilters };
}

function toParams(raw: RawSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params;
}

/** A single raw value as text (the first of a repeated parameter). */
export function rawText(raw: RawSearch, key: string): string {
  const value = raw[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A raw list parameter (repeated or comma-separated) as its items. */
export function rawList(raw: RawSearch, key: string): string[] {
  const value = raw[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).filter(Boolean);
}
