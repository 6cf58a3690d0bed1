import { formatLagosDate, orNA } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import type { MyProperty } from '@naija-homes/contracts/property';
import { optionLabel } from '@naija-homes/contracts/property-options';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon, ImageIcon, PencilIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { PlanLapsedNotice } from '../../../shared/plan-lapsed-notice';
import { useDeleteProperty } from '../api/delete-property';
import { myPropertiesQueryOptions } from '../api/get-my-properties';
import { useUpdateListingStatus } from '../api/update-listing-status';
import { useMyPropertiesParams } from '../hooks/use-my-properties-params';
import { priceText } from '../price-text';
import { AddPropertyButton } from './add-property-button';

/** Published and active, yet out of search: the owner's plan has lapsed. */
function hiddenByPlan(property: MyProperty): boolean {
  return property.isPublished && property.listingStatus === 'active' && !property.inSearch;
}

/** The agent's listings (spec §2): search and pages kept in the URL, status chips, and the row actions. */
export function MyPropertiesList() {
  const { page, setPage, query, search, setSearch } = useMyPropertiesParams();
  const list = useQuery(myPropertiesQueryOptions(page, query));
  const setStatus = useUpdateListingStatus(toastOutcome());
  const [deleting, setDeleting] = useState<MyProperty | null>(null);
  const remove = useDeleteProperty(toastOutcome(() => setDeleting(null)));

  return (
    <>
      <PageHeader
        title="My Properties"
        description={list.data ? `${list.data.total} listing${list.data.total === 1 ? '' : 's'}` : 'Your listings'}
        actions={<AddPropertyButton />}
      />
      <PlanLapsedNotice hidden={list.data?.data.filter(hiddenByPlan).length ?? 0} />
      <div className="mb-4 flex max-w-sm items-center gap-2">
        <label htmlFor="property-search" className="sr-only">
          Search my properties
        </label>
        <div className="relative w-full">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="property-search"
            type="search"
            className="pl-9"
            placeholder="Search by title, city or address"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {list.isError ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {list.error.message}
        </p>
      ) : null}
      <DataTable
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
                <span className="font-medium [overflow-wrap:anywhere]">{property.title}</span>
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
            cell: (property) => (property.propertyFor ? optionLabel(property.propertyFor) : orNA(null)),
          },
          {
            key: 'status',
            header: 'Status',
            cell: (property) => {
              const published = property.isPublished ? 'published' : 'incomplete';
              return (
                <div className="flex flex-wrap gap-1">
                  <Chip tone={statusTone(published)}>{published}</Chip>
                  <Chip tone={statusTone(property.listingStatus)}>{property.listingStatus}</Chip>
                  {hiddenByPlan(property) ? <Chip tone="orange">hidden: plan lapsed</Chip> : null}
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
                {property.isPublished ? (
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
                {property.listingStatus !== 'pending' ? (
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
