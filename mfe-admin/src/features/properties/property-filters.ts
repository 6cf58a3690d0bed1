import {
  type AdminListingStatus,
  type AdminPropertySort,
  adminListingStatuses,
  adminPropertySorts,
} from '@naija-homes/contracts/admin-property';
import { propertyForOptions } from '@naija-homes/contracts/enums';
import type { PropertyFor } from '@naija-homes/contracts/property-options';
import { choiceParam, pageParam } from '@naija-homes/ui-kit/lib/search-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PropertyFilterParams {
  search: string;
  status: AdminListingStatus | '';
  purpose: PropertyFor | '';
  city: string;
  agent: string;
  plan: string;
  verified: 'yes' | 'no' | '';
  sort: AdminPropertySort;
  page: number;
}

/**
 * The listings table's filters as the URL gives them (so a filtered view can be linked and survives a reload).
 * Unknown values are dropped rather than sent to the API, which would refuse them.
 */
export function propertyFiltersFrom(params: URLSearchParams): PropertyFilterParams {
  const plan = params.get('plan') ?? '';
  return {
    search: params.get('search') ?? '',
    status: choiceParam(params, 'status', adminListingStatuses) ?? '',
    purpose: choiceParam(params, 'purpose', propertyForOptions) ?? '',
    city: params.get('city') ?? '',
    agent: params.get('agent') ?? '',
    plan: UUID.test(plan) ? plan : '',
    verified: choiceParam(params, 'verified', ['yes', 'no'] as const) ?? '',
    sort: choiceParam(params, 'sort', adminPropertySorts) ?? 'newest',
    page: pageParam(params),
  };
}

/** Whether any filter narrows the list (the "Clear filters" button shows then). */
export function hasFilters(filters: PropertyFilterParams): boolean {
  return Boolean(
    filters.search ||
      filters.status ||
      filters.purpose ||
      filters.city ||
      filters.agent ||
      filters.plan ||
      filters.verified,
  );
}

/** Every filter parameter, emptied: what "Clear filters" sets (the sort stays). */
export const clearedFilters = {
  search: '',
  status: '',
  purpose: '',
  city: '',
  agent: '',
  plan: '',
  verified: '',
  page: '',
};
