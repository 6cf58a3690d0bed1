import { formatNumber } from '@naija-homes/contracts/format';
import type { PropertySearchResult } from '@naija-homes/contracts/listing';
import { propertySearchQuerySchema } from '@naija-homes/contracts/search';

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

/** Raw values as URL parameters, kept as typed (for a search that does not parse yet). */
export function toParams(raw: RawSearch): URLSearchParams {
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

/**
 * '1,234 properties', '1 property', '10,000+ properties' past the counted window, or 'About 12,000 properties' when
 * the API estimated (a text search past its exact count): an estimate is never shown as an exact number.
 */
export function resultCount(result: Pick<PropertySearchResult, 'total' | 'totalCapped' | 'totalEstimated'>): string {
  if (result.totalEstimated) return `About ${formatNumber(result.total)} properties`;
  const number = `${formatNumber(result.total)}${result.totalCapped ? '+' : ''}`;
  return `${number} ${result.total === 1 && !result.totalCapped ? 'property' : 'properties'}`;
}
