import { formatLagosDate, orNA } from '@naija-homes/contracts/format';
import { letOrSoldFor } from '@naija-homes/contracts/freshness';
import { messages } from '@naija-homes/contracts/messages';
import type { MyProperty } from '@naija-homes/contracts/property';
import { optionLabel } from '@naija-homes/contracts/property-options';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { SearchFilter } from '@naija-homes/ui-kit/components/list-filters';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useListParams, useUrlSearch } from '@naija-homes/ui-kit/hooks/use-list-params';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon, ImageIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { holdReviewHref } from '../../../shared/listing-hold';
import { PlanLapsedNotice } from '../../../shared/plan-lapsed-notice';
import { useDeleteProperty } from '../api/delete-property';
import { useMarkLetOrSold, useRenewListing } from '../api/freshness-actions';
import { freshnessCountsQueryOptions } from '../api/get-freshness-counts';
import { myPropertiesQueryOptions } from '../api/get-my-properties';
import { useUpdateListingStatus } from '../api/update-listing-status';
import { priceText } from '../price-text';
import { AddPropertyButton } from './add-property-button';
import { FreshnessCounts, FreshnessNote, isOutOfDate } from './freshness-note';

/** Published and active, yet out of search: the owner's plan has lapsed. */
function hiddenByPlan(property: MyProperty): boolean {
  return property.hold === null && property.isPublished && property.listingStatus === 'active' && !property.inSearch;
}

/** 'Still available' answers the 60-day question; 'Renew' brings back an expired, closed, let or sold listing. */
function renewLabel(property: MyProperty): string {
  return property.listingStatus === 'active' && property.availability === 'available' ? 'Still available' : 'Renew';
}

/** The agent's listings (spec §2): search and pages kept in the URL, status chips, and the row actions. */
export function MyPropertiesList() {
  const { params, page, setPage, update } = useListParams();
  const search = useUrlSearch(params.get('search') ?? '', 'search', update);
  const list = useQuery(myPropertiesQueryOptions(page, search.debounced));
  const setStatus = useUpdateListingStatus(toastOutcome());
  const [deleting, setDeleting] = useState<MyProperty | null>(null);
  const remove = useDeleteProperty(toastOutcome(() => setDeleting(null)));
  const renew = useRenewListing(toastOutcome());
  const letOrSold = useMarkLetOrSold(toastOutcome());
  const counts = useQuery(freshnessCountsQueryOptions());

  return (
    <>
      <PageHeader
        title="My Properties"
        description={list.data ? `${list.data.total} listing${list.data.total === 1 ? '' : 's'}` : 'Your listings'}
        actions={<AddPropertyButton />}
      />
      <PlanLapsedNotice hidden={list.data?.data.filter(hiddenByPlan).length ?? 0} />
      {counts.data ? <FreshnessCounts counts={counts.data} /> : null}
      <div className="mb-4">
        <SearchFilter label="Search my properties" placeholder="Search by title, city or address" {...search.box} />
      </div>
      <DataTable
        error={list.error}
        onRetry={() => void list.refetch()}
        caption="My properties"
        stackOnMobile
        rows={list.data?.data}
        rowKey={(property) => property._id}
        isLoading={list.isPending}
        emptyText={messages.noProperty}
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={setPage}
        columns={[
          {
            key: 'photo',
            header: 'Photo',
            cell: (property) =>
              property.photo ? (
                <img
                  src={property.photo}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                  className="h-12 w-16 rounded-md object-cover"
                />
              ) : (
                <span className="grid h-12 w-16 place-items-center rounded-md bg-muted text-muted-foreground">
                  <ImageIcon className="size-5" aria-label="No photo" />
                </span>
              ),
          },
          {
            key: 'title',
            header: 'Title',
            // A long unbroken word breaks inside the cell rather than pushing the actions off screen.
            className: 'min-w-40 max-w-72',
            cell: (property) => (
              <div className="grid min-w-0">
                <span className="font-medium user-text">{property.title}</span>
                <span className="text-xs text-muted-foreground">
                  {[property.city, property.state].filter(Boolean).join(', ') || 'Location not set'}
                </span>
              </div>
            ),
          },
          { key: 'price', header: 'Price', cell: priceText },
          {
            key: 'for',
            header: 'For',
            className: 'whitespace-nowrap',
            cell: (property) => (property.propertyFor ? optionLabel(property.propertyFor) : orNA(null)),
          },
          {
            key: 'status',
            header: 'Status',
            cell: (property) => {
              const published = property.isPublished ? 'published' : 'incomplete';
              // An admin's hold (ADR 022) is the listing's status: why, and since when; not published/inactive.
              if (property.hold) {
                return (
                  <div className="grid max-w-64 gap-1">
                    <Chip tone="red">deactivated by our team</Chip>
                    <span className="text-xs user-text text-muted-foreground">
                      {formatLagosDate(property.hold.since)}: {property.hold.reason}
                    </span>
                  </div>
                );
              }
              return (
                <div className="grid min-w-40 max-w-56 gap-1">
                  <div className="flex flex-wrap gap-1">
                    <Chip tone={statusTone(published)}>{published}</Chip>
                    <Chip tone={statusTone(property.listingStatus)}>{property.listingStatus}</Chip>
                    {property.availability !== 'available' ? (
                      <Chip tone={statusTone(property.availability)}>{property.availability}</Chip>
                    ) : null}
                    {hiddenByPlan(property) ? <Chip tone="orange">hidden: plan lapsed</Chip> : null}
                  </div>
                  <FreshnessNote property={property} />
                </div>
              );
            },
          },
          { key: 'created', header: 'Created', cell: (property) => formatLagosDate(property.createdAt) },
          {
            key: 'actions',
            header: 'Actions',
            cell: (property) => (
              <div className="flex flex-wrap items-center gap-1">
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/agent/property/${property._id}?propertyCategory=${property.propertyCategory}`}
                    aria-label={`Edit ${property.title}`}
                  >
                    <PencilIcon aria-hidden="true" /> Edit
                  </Link>
                </Button>
                {property.hold ? (
                  <Button asChild size="sm">
                    <Link to={holdReviewHref(property.title)} aria-label={`Ask for a review of ${property.title}`}>
                      Ask for a review
                    </Link>
                  </Button>
                ) : null}
                {property.isPublished &&
                !property.hold &&
                property.listingStatus !== 'expired' &&
                property.listingStatus !== 'closed' ? (
                  <Button asChild size="sm" variant="ghost">
                    <a
                      href={`/properties/${property.slug}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={`View ${property.title} (opens in a new tab)`}
                    >
                      <ExternalLinkIcon aria-hidden="true" /> View
                    </a>
                  </Button>
                ) : null}
                {property.canRenew && !property.hold ? (
                  <Button
                    size="sm"
                    variant={isOutOfDate(property) ? 'default' : 'outline'}
                    disabled={renew.isPending}
                    aria-label={`${renewLabel(property)}: ${property.title}`}
                    onClick={() => renew.mutate(property._id)}
                  >
                    {renewLabel(property)}
                  </Button>
                ) : null}
                {property.isPublished &&
                property.listingStatus === 'active' &&
                property.availability === 'available' &&
                !property.hold ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={letOrSold.isPending}
                    aria-label={`Mark as ${letOrSoldFor(property.propertyFor)}: ${property.title}`}
                    onClick={() => letOrSold.mutate(property._id)}
                  >
                    Mark as {letOrSoldFor(property.propertyFor)}
                  </Button>
                ) : null}
                {(property.listingStatus === 'active' || property.listingStatus === 'inactive') && !property.hold ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={setStatus.isPending}
                    onClick={() =>
                      setStatus.mutate({
                        id: property._id,
                        listingStatus: property.listingStatus === 'active' ? 'inactive' : 'active',
                      })
                    }
                  >
                    {property.listingStatus === 'active' ? 'Deactivate' : 'Activate'}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive"
                  aria-label={`Delete ${property.title}`}
                  onClick={() => setDeleting(property)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this property?"
        description={deleting ? `"${deleting.title}" and its photos will be removed for good.` : undefined}
        confirmText="Yes, delete"
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </>
  );
}
