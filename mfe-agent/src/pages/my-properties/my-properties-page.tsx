import { statusTone } from '@naija-homes/contracts/enums';
import { formatLagosDate, formatNaira, orNA } from '@naija-homes/contracts/format';
import { apiRequest, type MessageResponse } from '@naija-homes/contracts/http';
import { messages } from '@naija-homes/contracts/messages';
import { type MyProperty, optionLabel } from '@naija-homes/contracts/property';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLinkIcon, ImageIcon, PencilIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AddPropertyButton } from './add-property-dialog';

const PAGE_SIZE = 10;

interface Page {
  data: MyProperty[];
  total: number;
  totalPages: number;
}

function priceText(property: MyProperty): string {
  if (property.price === null) return 'N/A';
  const frequency = property.propertyFor === 'rent' && property.rentPaymentFrequency;
  return `${formatNaira(property.price)}${frequency ? ` / ${frequency}` : ''}`;
}

/** The agent's listings (spec §2): search and pages kept in the URL, status chips, and the row actions. */
export function MyPropertiesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounce(search.trim());
  useEffect(() => {
    if ((params.get('search') ?? '') === debounced) return;
    const next = new URLSearchParams(params);
    if (debounced) next.set('search', debounced);
    else next.delete('search');
    next.delete('page');
    setParams(next, { replace: true });
  }, [debounced, params, setParams]);

  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['my-properties', page, params.get('search') ?? ''],
    queryFn: () =>
      apiRequest<Page>('/property/mine', { query: { page, limit: PAGE_SIZE, search: params.get('search') } }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['my-properties'] });
  const setStatus = useMutation({
    mutationFn: ({ id, listingStatus }: { id: string; listingStatus: 'active' | 'inactive' }) =>
      apiRequest<MessageResponse>(`/property/${id}/status`, { method: 'PATCH', body: { listingStatus } }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const [deleting, setDeleting] = useState<MyProperty | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest<MessageResponse>(`/property/${id}`, { method: 'DELETE' }),
    onSuccess: ({ message }) => {
      toast.success(message);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <>
      <PageHeader
        title="My Properties"
        description={list.data ? `${list.data.total} listing${list.data.total === 1 ? '' : 's'}` : 'Your listings'}
        actions={<AddPropertyButton />}
      />
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
        onPageChange={(next) => {
          const nextParams = new URLSearchParams(params);
          nextParams.set('page', String(next));
          setParams(nextParams);
        }}
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
            cell: (property) => (
              <div className="grid">
                <span className="font-medium">{property.title}</span>
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
                      aria-label={`Open the public page of ${property.title} in a new tab`}
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
