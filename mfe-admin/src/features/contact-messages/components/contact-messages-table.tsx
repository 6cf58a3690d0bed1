import {
  type ContactMessageRow,
  contactMessageStatuses,
  type ContactMessageStatus as Status,
} from '@naija-homes/contracts/contact';
import { formatLagosDateTime, orNA } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { formatPhoneForDisplay } from '@naija-homes/contracts/phone-format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { FilterSelect, filterOptions } from '@naija-homes/ui-kit/components/list-filters';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { useReturnFocus } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { choiceParam } from '@naija-homes/ui-kit/lib/search-params';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { contactMessagesQueryOptions } from '../api/get-contact-messages';
import { ContactMessageDialog } from './contact-message-dialog';
import { ContactMessageStatus } from './contact-message-status';

const statusLabels: Record<Status, string> = { open: 'Open', handled: 'Handled', all: 'All messages' };

/**
 * The contact form's inbox, newest first: open messages by default (?status=handled or all for the others, kept in
 * the URL with the page). Read opens the whole message, with Reply and Mark handled.
 */
export function ContactMessagesTable() {
  const { params, page, update } = useListParams();
  const status = choiceParam(params, 'status', contactMessageStatuses) ?? 'open';
  const list = useQuery(contactMessagesQueryOptions(page, status));
  const [reading, setReading] = useState<ContactMessageRow | null>(null);
  const { opener, remember } = useReturnFocus();
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <FilterSelect
          label="Show messages"
          className="min-[400px]:w-44"
          value={status}
          onChange={(value) => update({ status: value === 'open' ? '' : value, page: '' })}
          options={filterOptions(contactMessageStatuses, statusLabels)}
        />
        {list.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.data.total} {list.data.total === 1 ? 'message' : 'messages'}
          </p>
        ) : null}
      </div>
      <DataTable
        error={list.error}
        onRetry={() => void list.refetch()}
        caption="Contact messages"
        rows={list.data?.data}
        rowKey={(row) => row._id}
        isLoading={list.isPending}
        emptyText={messages.noRecord}
        stackOnMobile
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
        columns={[
          { key: 'name', header: 'Name', cell: (row) => row.firstName },
          {
            key: 'email',
            header: 'Email',
            cell: (row) => <span className="user-text">{row.email}</span>,
          },
          {
            key: 'phone',
            header: 'Phone',
            cell: (row) => orNA(row.phoneNumber ? formatPhoneForDisplay(row.phoneNumber) : null),
          },
          {
            key: 'subject',
            header: 'Subject',
            cell: (row) => <span className="line-clamp-2 user-text">{row.subject}</span>,
          },
          {
            key: 'date',
            header: 'Received',
            className: 'whitespace-nowrap',
            cell: (row) => formatLagosDateTime(row.createdAt),
          },
          { key: 'status', header: 'Status', cell: (row) => <ContactMessageStatus handled={row.handledAt !== null} /> },
          {
            key: 'read',
            header: 'Message',
            cell: (row) => (
              <Button
                size="sm"
                variant={row.handledAt ? 'outline' : 'default'}
                aria-haspopup="dialog"
                aria-label={`Read the message from ${row.firstName}: ${row.subject}`}
                onClick={(event) => {
                  remember(event);
                  setReading(row);
                }}
              >
                Read
              </Button>
            ),
          },
        ]}
      />
      <ContactMessageDialog message={reading} onChange={setReading} onClose={() => setReading(null)} opener={opener} />
    </>
  );
}
