import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import type { Subscriber } from '@naija-homes/contracts/newsletter';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button, buttonVariants } from '@naija-homes/ui-kit/components/button';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { SearchFilter } from '@naija-homes/ui-kit/components/list-filters';
import { useListParams, useUrlSearch } from '@naija-homes/ui-kit/hooks/use-list-params';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { SUBSCRIBERS_CSV_URL } from '../api/export-subscribers';
import { subscribersQueryOptions } from '../api/get-subscribers';
import { useRemoveSubscriber } from '../api/remove-subscriber';

/** The newsletter's subscribers, a page at a time, searched by email; export them all as CSV, or remove one. */
export function SubscribersTable() {
  const { params, page, update } = useListParams();
  const search = useUrlSearch(params.get('search') ?? '', 'search', update);
  const list = useQuery(subscribersQueryOptions(page, search.debounced));
  const [removing, setRemoving] = useState<Subscriber | null>(null);
  const remove = useRemoveSubscriber(toastOutcome(() => setRemoving(null)));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SearchFilter label="Search subscribers by email" placeholder="Search email" {...search.box} />
        <a className={buttonVariants({ variant: 'outline' })} href={SUBSCRIBERS_CSV_URL} download>
          <DownloadIcon aria-hidden="true" /> Export CSV
        </a>
      </div>
      <DataTable
        error={list.error}
        onRetry={() => void list.refetch()}
        caption="Newsletter subscribers"
        rows={list.data?.data}
        rowKey={(row) => row._id}
        isLoading={list.isPending}
        emptyText={messages.noRecord}
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
        columns={[
          {
            key: 'email',
            header: 'Email',
            cell: (row) => <span className="user-text">{row.email}</span>,
          },
          { key: 'date', header: 'Subscribed', cell: (row) => formatLagosDateTime(row.createdAt) },
          {
            key: 'remove',
            header: 'Remove',
            className: 'w-24',
            cell: (row) => (
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:text-destructive"
                aria-label={`Remove ${row.email}`}
                aria-haspopup="dialog"
                onClick={() => setRemoving(row)}
              >
                <Trash2Icon aria-hidden="true" /> Remove
              </Button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open || remove.isPending ? undefined : setRemoving(null))}
        title={`Remove ${removing?.email ?? 'this subscriber'}?`}
        description="They will no longer receive the newsletter. They can subscribe again from the footer."
        confirmText="Remove"
        cancelText="Cancel"
        destructive
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing._id)}
      />
    </>
  );
}
