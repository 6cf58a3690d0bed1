import {
  type AdminListingStatus,
  adminListingStatuses,
  adminPropertySortLabels,
  adminPropertySorts,
} from '@naija-homes/contracts/admin-property';
import { propertyForOptions } from '@naija-homes/contracts/enums';
import { purposeLabels } from '@naija-homes/contracts/property-options';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FilterSelect, filterOptions, SearchFilter } from '@naija-homes/ui-kit/components/list-filters';
import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import { propertyFacetsQueryOptions } from '../api/get-property-facets';
import type { usePropertyFilters } from '../hooks/use-property-filters';
import { clearedFilters, hasFilters } from '../property-filters';

export const listingStatusLabels: Record<AdminListingStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  inactive: 'Inactive (by agent)',
  expired: 'Expired (not confirmed)',
  closed: 'Closed (let or sold)',
  deactivated: 'Deactivated by admin',
};

// Two choices a row on a phone, in one wrapping row beside each other from 640 px.
const field = 'w-full min-w-0 sm:w-auto sm:min-w-40';

/** Search, filters and sort of the listings table, each kept in the URL. */
export function PropertyFiltersBar({
  state,
  searchRef,
}: {
  state: ReturnType<typeof usePropertyFilters>;
  searchRef?: Ref<HTMLInputElement>;
}) {
  const { filters, search, agent, update } = state;
  const facets = useQuery(propertyFacetsQueryOptions());
  const cities = facets.data?.cities ?? [];
  // A city from a link that no listing has (any more) stays choosable, so the select shows what filters the list.
  const cityChoices =
    filters.city && !cities.some((row) => row.city === filters.city)
      ? [{ city: filters.city, count: 0 }, ...cities]
      : cities;
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap gap-3">
        <SearchFilter
          label="Search listings by title, address or city"
          placeholder="Search title, address or city"
          inputRef={searchRef}
          {...search.box}
        />
        <SearchFilter label="Filter by agent name or email" placeholder="Agent name or email" {...agent.box} />
        <FilterSelect
          label="Sort by"
          className="sm:ml-auto sm:w-auto"
          value={filters.sort}
          onChange={(value) => update({ sort: value === 'newest' ? '' : value, page: '' })}
          options={filterOptions(adminPropertySorts, adminPropertySortLabels)}
        />
      </div>
      <div className="grid grid-cols-2 items-center gap-3 sm:flex sm:flex-wrap">
        <FilterSelect
          label="Filter by status"
          className={field}
          value={filters.status}
          onChange={(value) => update({ status: value, page: '' })}
          allLabel="All statuses"
          options={filterOptions(adminListingStatuses, listingStatusLabels)}
        />
        <FilterSelect
          label="Filter by purpose"
          className={field}
          value={filters.purpose}
          onChange={(value) => update({ purpose: value, page: '' })}
          allLabel="All purposes"
          options={filterOptions(propertyForOptions, purposeLabels)}
        />
        <FilterSelect
          label="Filter by city"
          className={field}
          value={filters.city}
          onChange={(value) => update({ city: value, page: '' })}
          allLabel="All cities"
          options={cityChoices.map((row) => ({ value: row.city, label: row.city }))}
        />
        <FilterSelect
          label="Filter by the agent's plan"
          className={field}
          value={filters.plan}
          onChange={(value) => update({ plan: value, page: '' })}
          allLabel="All plans"
          options={(facets.data?.plans ?? []).map((plan) => ({ value: plan._id, label: plan.name }))}
        />
        <FilterSelect
          label="Filter by verified"
          className={field}
          value={filters.verified}
          onChange={(value) => update({ verified: value, page: '' })}
          allLabel="Verified or not"
          options={[
            { value: 'yes', label: 'Verified' },
            { value: 'no', label: 'Not verified' },
          ]}
        />
        {hasFilters(filters) ? (
          <Button
            variant="ghost"
            onClick={() => {
              search.setText('');
              agent.setText('');
              update(clearedFilters);
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}
