import { apiRequest } from '@naija-homes/contracts/http';
import type { PropertySearchResult } from '@naija-homes/contracts/search';

/**
 * GET /property/all with parameters already in URL form (from `searchToParams`), so the request, the query
 * key and the page's address are one and the same string.
 */
export function searchProperties(params: URLSearchParams, signal?: AbortSignal): Promise<PropertySearchResult> {
  return apiRequest<PropertySearchResult>('/property/all', { query: Object.fromEntries(params), signal });
}

export const propertySearchKey = (params: URLSearchParams) => ['property', 'search', params.toString()] as const;
