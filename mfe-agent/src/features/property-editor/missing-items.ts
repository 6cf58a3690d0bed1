import { isApiError } from '@naija-homes/client/api-client';

/** The labels a 422 from publish (or from editing a published listing) lists as still missing. */
export function missingItemsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const missing = error.details.missing;
  return Array.isArray(missing) ? missing.filter((item): item is string => typeof item === 'string') : [];
}
