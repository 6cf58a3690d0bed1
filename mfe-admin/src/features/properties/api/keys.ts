import type { paths } from '@naija-homes/client/api-client';
import { adminKeys } from '../../../shared/api/admin-keys';

/** The admin listings table's query, as GET /admin/properties takes it. */
export type PropertyFilters = NonNullable<paths['/api/v1/admin/properties']['get']['parameters']['query']>;

export const propertyKeys = {
  all: [...adminKeys.all, 'properties'] as const,
  list: (filters: PropertyFilters) => [...propertyKeys.all, 'list', filters] as const,
  /** The cities and plans the filters offer. */
  facets: () => [...propertyKeys.all, 'facets'] as const,
};
