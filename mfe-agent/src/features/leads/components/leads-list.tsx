import { useRealtimeEvent } from '@naija-homes/client/queries/realtime';
import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { type Lead, type LeadStatus, leadStatuses } from '@naija-homes/contracts/lead';
import { messages } from '@naija-homes/contracts/messages';
import { formatPhoneForDisplay } from '@naija-homes/contracts/phone-format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { SearchFilter } from '@naija-homes/ui-kit/components/list-filters';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Select } from '@naija-homes/ui-kit/components/select';
import { StatusSelect } from '@naija-homes/ui-kit/components/status-select';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useListParams, useUrlSearch } from '@naija-homes/ui-kit/hooks/use-list-params';
import { useNavigate } from '@naija-homes/ui-kit/lib/router';
import { choiceParam } from '@naija-homes/ui-kit/lib/search-params';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, MailIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import { leadKeys, leadsCsvUrl, leadsQueryOptions, useChatWithLead, useUpdateLead } from '../api/leads';

const isStatus = (value: string): value is LeadStatus => leadStatuses.some((status) => status === value);
const label = (status: LeadStatus) => `${status[0]?.toUpperCase()}${status.slice(1)}`;

function replySubject(lead: Lead): string {
  return `Your question on Naija Homes${lead.propertyId?.title ? `: ${lead.propertyId.title}` : ''}`;
}

/** /agent/leads: people who asked about my listings or services; move them along, reply, export. */
export function LeadsList() {
  const { params, page, update: change } = useListParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const status = choiceParam(params, 'status', leadStatuses);
  const search = useUrlSearch(params.get('search') ?? '', 'search', change);
  const query = search.debounced;
  const list = useQuery(leadsQueryOptions(page, status, query));
  const update = useUpdateLead(toastOutcome());
  const chat = useChatWithLead({
    onSuccess: ({ data }) => navigate(`/agent/chats?room=${data.roomId}`),
    onError: (failure) => toast.error(failure.message),
  });
  // A new lead rings the bell: the list follows without a reload.
  useRealtimeEvent('new-notification', () => void client.invalidateQueries({ queryKey: leadKeys.all }));

  const counts = list.data?.counts;
  return (
    <>
      <PageHeader
        title="Leads"
        description="People who asked about your listings."
        actions={
          <Button asChild variant="outline">
            <a href={leadsCsvUrl(status, query)} download>
              <DownloadIcon aria-hidden="true" /> Export CSV
            </a>
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[12rem_minmax(0,20rem)]">
        <StatusSelect
          className="grid gap-1.5"
          statuses={leadStatuses}
          value={status}
          allLabel="All leads"
          counts={counts}
          onChange={(value) => change({ status: value, page: null })}
        />
        <SearchFilter
          className="self-end sm:max-w-none"
          label="Search leads by name, email or words"
          placeholder="Name, email or words"
          {...search.box}
        />
      </div>
      <DataTable
        error={list.error}
        onRetry={() => void list.refetch()}
        caption="Leads"
        stackOnMobile
        rows={list.data?.data}
        rowKey={(lead) => lead._id}
        isLoading={list.isPending}
        emptyText={messages.noRecord}
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={(next) => change({ page: String(next) })}
        columns={[
          {
            key: 'person',
            header: 'Name',
            cell: (lead) => (
              <div className="grid min-w-0">
                <span className="font-medium">{lead.fullName}</span>
                <span className="text-xs text-muted-foreground user-text">{lead.email}</span>
                {lead.phoneNumber ? (
                  <span className="text-xs text-muted-foreground">{formatPhoneForDisplay(lead.phoneNumber)}</span>
                ) : null}
              </div>
            ),
          },
          {
            key: 'listing',
            header: 'Listing',
            className: 'min-w-32 max-w-56',
            cell: (lead) =>
              lead.propertyId ? (
                <a
                  href={`/properties/${lead.propertyId.slug}`}
                  target="_blank"
                  rel="noopener"
                  className="hover:underline user-text"
                >
                  {lead.propertyId.title ?? lead.propertyId.address}
                </a>
              ) : (
                <span className="text-muted-foreground">Your profile</span>
              ),
          },
          {
            key: 'message',
            header: 'Message',
            className: 'min-w-48 max-w-80',
            cell: (lead) => <p className="user-text">{lead.message}</p>,
          },
          { key: 'received', header: 'Received', cell: (lead) => formatLagosDateTime(lead.createdAt) },
          {
            key: 'status',
            header: 'Status',
            cell: (lead) => (
              <div className="flex items-center gap-2">
                <Chip tone={statusTone(lead.status)}>{lead.status}</Chip>
                <label className="sr-only" htmlFor={`lead-${lead._id}-status`}>
                  Status of {lead.fullName}
                </label>
                <Select
                  id={`lead-${lead._id}-status`}
                  className="h-8 w-32 text-xs"
                  value={lead.status}
                  disabled={update.isPending && update.variables?.id === lead._id}
                  onChange={(event) =>
                    isStatus(event.target.value) && update.mutate({ id: lead._id, status: event.target.value })
                  }
                >
                  {leadStatuses.map((value) => (
                    <option key={value} value={value}>
                      {label(value)}
                    </option>
                  ))}
                </Select>
              </div>
            ),
          },
          {
            key: 'reply',
            header: 'Reply',
            cell: (lead) => (
              <div className="flex flex-wrap gap-1">
                <Button asChild size="sm" variant="outline">
                  <a
                    href={`mailto:${lead.email}?subject=${encodeURIComponent(replySubject(lead))}`}
                    aria-label={`Reply to ${lead.fullName} by email`}
                    onClick={() => lead.status === 'new' && update.mutate({ id: lead._id, status: 'contacted' })}
                  >
                    <MailIcon aria-hidden="true" /> Email
                  </a>
                </Button>
                {lead.phoneNumber ? (
                  <Button asChild size="sm" variant="ghost">
                    <a href={`tel:${lead.phoneNumber}`} aria-label={`Call ${lead.fullName}`}>
                      <PhoneIcon aria-hidden="true" /> Call
                    </a>
                  </Button>
                ) : null}
                {lead.buyerId ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={chat.isPending && chat.variables === lead._id}
                    aria-label={`Chat with ${lead.fullName}`}
                    onClick={() => chat.mutate(lead._id)}
                  >
                    <MessageCircleIcon aria-hidden="true" /> Chat
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
