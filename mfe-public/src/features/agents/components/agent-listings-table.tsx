import type { PropertyCard } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { formatListingPrice, optionLabel, purposeLabels } from '@naija-homes/contracts/property-options';
import { DataTable, type DataTableColumn } from '@naija-homes/ui-kit/components/data-table';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { agentListingsQueryOptions } from '../api/get-agent-listings';

const columns: Array<DataTableColumn<PropertyCard>> = [
  {
    key: 'title',
    header: 'Property',
    // Property pages open in a new tab from tables (spec §2).
    cell: (listing) => (
      <a
        href={`/properties/${listing.slug}`}
        target="_blank"
        rel="noreferrer"
        className="font-medium user-text text-primary hover:underline"
      >
        {listing.title}
      </a>
    ),
    className: 'max-w-72',
  },
  {
    key: 'type',
    header: 'Type',
    cell: (listing) => (listing.propertyType ? optionLabel(listing.propertyType) : 'N/A'),
  },
  { key: 'for', header: 'For', cell: (listing) => (listing.propertyFor ? purposeLabels[listing.propertyFor] : 'N/A') },
  { key: 'price', header: 'Price', cell: (listing) => formatListingPrice(listing) },
  {
    key: 'location',
    header: 'Location',
    cell: (listing) => [listing.city, listing.state].filter(Boolean).join(', ') || 'N/A',
  },
];

/** The agent's live listings on their public profile, a page at a time (spec §2: the property table). */
export function AgentListingsTable({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const listings = useQuery(agentListingsQueryOptions(slug, page));
  return (
    <DataTable
      caption="Properties listed by this agent"
      columns={columns}
      rows={listings.data?.data}
      rowKey={(listing) => listing._id}
      isLoading={listings.isPending}
      error={listings.error}
      onRetry={() => void listings.refetch()}
      emptyText={messages.noProperty}
      page={page}
      totalPages={listings.data?.totalPages ?? 1}
      onPageChange={setPage}
      stackOnMobile
    />
  );
}
