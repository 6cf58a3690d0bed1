import {
  ADMIN_PROPERTIES_COUNT_CAP,
  type AdminProperty,
  adminListingStatusOf,
} from '@naija-homes/contracts/admin-property';
import { countOf, formatLagosDate, orNA } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { listingPriceParts, purposeLabels } from '@naija-homes/contracts/property-options';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { NewTabLink } from '@naija-homes/ui-kit/components/new-tab-link';
import { useFocusWhenOpenerLeaves, useReturnFocus } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheckIcon, ChevronDownIcon, FlagIcon, ImageIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { propertiesQueryOptions } from '../api/get-properties';
import { usePropertyFilters } from '../hooks/use-property-filters';
import { type ListingDecision, ListingDecisionDialog } from './listing-decision-dialog';
import { listingStatusLabels, PropertyFiltersBar } from './property-filters-bar';

const PAGE_SIZE = 10;

/**
 * Every listing, searched, filtered and sorted. Spec §6: the admin's property table has no Action column, so the
 * decisions sit in the cells they change: the status cell opens deactivate (or reactivate), the verified cell opens
 * verify (or remove the badge); the title opens the listing's page in a new tab (spec §2).
 */
export function PropertiesTable() {
  const state = usePropertyFilters();
  const { filters, search, agent, update } = state;
  const [decision, setDecision] = useState<ListingDecision | null>(null);
  const { opener, remember } = useReturnFocus();
  const listings = useQuery(
    propertiesQueryOptions({
      page: filters.page,
      limit: PAGE_SIZE,
      sort: filters.sort,
      search: search.debounced || undefined,
      agent: agent.debounced || undefined,
      status: filters.status || undefined,
      purpose: filters.purpose || undefined,
      city: filters.city || undefined,
      plan: filters.plan || undefined,
      verified: filters.verified || undefined,
    }),
  );
  // A decision can take the row out of the filtered list (a deactivated listing under "Active"): focus would fall
  // to the page's top, so it goes to the search box instead.
  const searchInput = useRef<HTMLInputElement>(null);
  useFocusWhenOpenerLeaves(opener, listings.dataUpdatedAt, searchInput);
  const decide = (kind: ListingDecision['kind'], listing: AdminProperty) => (event: React.MouseEvent<HTMLElement>) => {
    remember(event);
    setDecision({ kind, listing });
  };
  const page = listings.data;
  return (
    <>
      <PropertyFiltersBar state={state} searchRef={searchInput} />
      <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
        {page
          ? page.totalCapped
            ? `More than ${countOf(ADMIN_PROPERTIES_COUNT_CAP, 'listing')}: narrow the filters to see the rest`
            : countOf(page.total, 'listing')
          : '\u00a0'}
      </p>
      <DataTable
        error={listings.error}
        onRetry={() => void listings.refetch()}
        caption="Listings"
        rows={page?.data}
        rowKey={(listing) => listing._id}
        isLoading={listings.isPending}
        emptyText={messages.noProperty}
        stackOnMobile
        page={filters.page}
        totalPages={page?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
        // The column headers sort as the "Sort by" select does (the API sorts the whole list).
        sort={filters.sort}
        onSortChange={(sort) => update({ sort: sort === 'newest' || !sort ? '' : sort, page: '' })}
        columns={[
          {
            key: 'listing',
            header: 'Listing',
            className: 'md:min-w-48',
            sort: { server: { asc: 'title' } },
            cell: (listing) => <ListingCell listing={listing} />,
          },
          {
            // The agent's plan sits under their name (the table fits beside the sidebar at 1280 px).
            key: 'agent',
            header: 'Agent / plan',
            hideable: true,
            cell: (listing) => (
              <span className="grid min-w-0">
                <span className="font-medium">{listing.agent.fullName}</span>
                <span className="text-xs text-muted-foreground max-md:user-text">{listing.agent.email}</span>
                <span className="text-xs">Plan: {orNA(listing.plan)}</span>
              </span>
            ),
          },
          {
            key: 'price',
            header: 'Price',
            sort: { server: { asc: 'price-asc', desc: 'price-desc' } },
            cell: (listing) => <PriceCell listing={listing} />,
          },
          {
            key: 'status',
            header: 'Status',
            cell: (listing) => <StatusCell listing={listing} onDecide={decide} />,
          },
          {
            key: 'verified',
            header: 'Verified',
            cell: (listing) => <VerifiedCell listing={listing} onDecide={decide} />,
          },
          {
            key: 'created',
            header: 'Created',
            className: 'whitespace-nowrap',
            sort: { server: { asc: 'oldest', desc: 'newest' } },
            hideable: true,
            cell: (listing) => formatLagosDate(listing.createdAt),
          },
        ]}
      />
      <ListingDecisionDialog decision={decision} onClose={() => setDecision(null)} opener={opener} />
    </>
  );
}

function ListingCell({ listing }: { listing: AdminProperty }) {
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  return (
    <span className="flex min-w-0 items-center gap-3">
      {listing.photo ? (
        <img
          src={listing.photo}
          alt=""
          loading="lazy"
          className="h-10 w-14 shrink-0 rounded-md bg-muted object-cover"
        />
      ) : (
        <span className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
          <ImageIcon aria-hidden="true" className="size-4" />
        </span>
      )}
      <span className="grid min-w-0">
        <NewTabLink
          href={`/properties/${listing.slug}`}
          className="font-medium user-text hover:text-primary hover:underline"
          iconClassName="ml-1 inline size-3.5 align-[-2px] text-muted-foreground"
        >
          {listing.title}
        </NewTabLink>
        <span className="text-xs text-muted-foreground">{orNA(place || null)}</span>
        {listing.openReports > 0 ? (
          <Link to="/admin/reports" className="w-fit">
            <Chip tone="red" className="mt-1 gap-1 normal-case">
              <FlagIcon aria-hidden="true" className="size-3" />
              {countOf(listing.openReports, 'open report')}
            </Chip>
          </Link>
        ) : null}
      </span>
    </span>
  );
}

function PriceCell({ listing }: { listing: AdminProperty }) {
  const { amount, period } = listingPriceParts(
    {
      price: listing.price,
      propertyFor: listing.propertyFor,
      rentPaymentFrequency: listing.rentPaymentFrequency as Parameters<
        typeof listingPriceParts
      >[0]['rentPaymentFrequency'],
    },
    { missing: 'N/A' },
  );
  return (
    <span className="grid">
      <span className="whitespace-nowrap font-medium">{amount}</span>
      <span className="text-xs text-muted-foreground">
        {listing.propertyFor ? purposeLabels[listing.propertyFor] : 'N/A'}
        {period ? ` ${period}` : null}
      </span>
    </span>
  );
}

type Decide = (kind: ListingDecision['kind'], listing: AdminProperty) => (event: React.MouseEvent<HTMLElement>) => void;

/** Published or incomplete (spec §4), and where the listing stands; the button opens deactivate or reactivate. */
function StatusCell({ listing, onDecide }: { listing: AdminProperty; onDecide: Decide }) {
  const status = adminListingStatusOf(listing);
  const deactivated = status === 'deactivated';
  const published = listing.isPublished ? 'published' : 'incomplete';
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${listing.title}: ${published}, ${listingStatusLabels[status]}. ${deactivated ? 'Reactivate' : 'Deactivate'}`}
      title={deactivated ? (listing.moderationReason ?? undefined) : undefined}
      onClick={onDecide(deactivated ? 'reactivate' : 'deactivate', listing)}
      className="group inline-flex flex-wrap items-center gap-1 rounded-md p-1 -m-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Chip tone={statusTone(published)}>{published}</Chip>
      {/* A space between the words, so the visible text reads as two words inside the button's name. */}{' '}
      <Chip tone={deactivated ? 'red' : statusTone(status)}>{deactivated ? 'deactivated' : status}</Chip>
      <ChevronDownIcon aria-hidden="true" className="size-4 text-muted-foreground group-hover:text-foreground" />
    </button>
  );
}

/** The Verified listing badge and its decision; a listing not yet published cannot be verified (N/A). */
function VerifiedCell({ listing, onDecide }: { listing: AdminProperty; onDecide: Decide }) {
  if (listing.isVerified) {
    return (
      <Button
        size="sm"
        variant="ghost"
        className="text-green-700 hover:text-green-800"
        aria-haspopup="dialog"
        aria-label={`${listing.title} is verified. Remove the badge`}
        title={listing.verifiedAt ? `Verified on ${formatLagosDate(listing.verifiedAt)}` : undefined}
        onClick={onDecide('unverify', listing)}
      >
        <BadgeCheckIcon aria-hidden="true" />
        Verified
      </Button>
    );
  }
  if (!listing.isPublished) return <span className="text-muted-foreground">N/A</span>;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-haspopup="dialog"
      aria-label={`Verify ${listing.title}`}
      onClick={onDecide('verify', listing)}
    >
      Verify
    </Button>
  );
}
