import {
  type AdminListingStatus,
  adminListingStatuses,
  adminPropertySortLabels,
  adminPropertySorts,
} from '@naija-homes/contracts/admin-property';
import { propertyForOptions } from '@naija-homes/contracts/enums';
import { purposeLabels } from '@naija-homes/contracts/property-options';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Select } from '@naija-homes/ui-kit/components/select';
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
  const { filters, search, setSearch, agent, setAgent, update } = state;
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
        <label className="sr-only" htmlFor="property-search">
          Search listings by title, address or city
        </label>
        <Input
          id="property-search"
          ref={searchRef}
          type="search"
          className="w-full sm:max-w-xs"
          placeholder="Search title, address or city"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            update({ search: event.target.value.trim(), page: '' });
          }}
        />
        <label className="sr-only" htmlFor="property-agent">
          Filter by agent name or email
        </label>
        <Input
          id="property-agent"
          type="search"
          className="w-full sm:max-w-xs"
          placeholder="Agent name or email"
          value={agent}
          onChange={(event) => {
            setAgent(event.target.value);
            update({ agent: event.target.value.trim(), page: '' });
          }}
        />
        <label className="sr-only" htmlFor="property-sort">
          Sort by
        </label>
        <Select
          id="property-sort"
          className="w-full sm:ml-auto sm:w-auto"
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value === 'newest' ? '' : event.target.value, page: '' })}
        >
          {adminPropertySorts.map((value) => (
            <option key={value} value={value}>
              {adminPropertySortLabels[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-2 items-center gap-3 sm:flex sm:flex-wrap">
        <label className="sr-only" htmlFor="property-status">
          Filter by status
        </label>
        <Select
          id="property-status"
          className={field}
          value={filters.status}
          onChange={(event) => update({ status: event.target.value, page: '' })}
        >
          <option value="">All statuses</option>
          {adminListingStatuses.map((value) => (
            <option key={value} value={value}>
              {listingStatusLabels[value]}
            </option>
          ))}
        </Select>
        <label className="sr-only" htmlFor="property-purpose">
          Filter by purpose
        </label>
        <Select
          id="property-purpose"
          className={field}
          value={filters.purpose}
          onChange={(event) => update({ purpose: event.target.value, page: '' })}
        >
          <option value="">All purposes</option>
          {propertyForOptions.map((value) => (
            <option key={value} value={value}>
              {purposeLabels[value]}
            </option>
          ))}
        </Select>
        <label className="sr-only" htmlFor="property-city">
          Filter by city
        </label>
        <Select
          id="property-city"
          className={field}
          value={filters.city}
          onChange={(event) => update({ city: event.target.value, page: '' })}
        >
          <option value="">All cities</option>
          {cityChoices.map((row) => (
            <option key={row.city} value={row.city}>
              {row.city}
            </option>
          ))}
        </Select>
        <label className="sr-only" htmlFor="property-plan">
          Filter by the agent's plan
        </label>
        <Select
          id="property-plan"
          className={field}
          value={filters.plan}
          onChange={(event) => update({ plan: event.target.value, page: '' })}
        >
          <option value="">All plans</option>
          {(facets.data?.plans ?? []).map((plan) => (
            <option key={plan._id} value={plan._id}>
              {plan.name}
            </option>
          ))}
        </Select>
        <label className="sr-only" htmlFor="property-verified">
          Filter by verified
        </label>
        <Select
          id="property-verified"
          className={field}
          value={filters.verified}
          onChange={(event) => update({ verified: event.target.value, page: '' })}
        >
          <option value="">Verified or not</option>
          <option value="yes">Verified</option>
          <option value="no">Not verified</option>
        </Select>
        {hasFilters(filters) ? (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              setAgent('');
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
