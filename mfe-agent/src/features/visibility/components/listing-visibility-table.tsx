import { type AgentVisibility, outOfSearchText } from '@naija-homes/contracts/agent-insights';
import { visibilityName } from '@naija-homes/contracts/enums';
import { messages } from '@naija-homes/contracts/messages';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { NewTabLink } from '@naija-homes/ui-kit/components/new-tab-link';
import { VisibilityBadge } from './visibility-badge';

/** Each of my listings with the tier and badge it carries, and whether it is in search (or why not). */
export function ListingVisibilityTable({
  visibility,
  isPending,
  page,
  onPageChange,
}: {
  visibility: AgentVisibility | undefined;
  isPending: boolean;
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <DataTable
      caption="My listings' visibility"
      rows={visibility?.listings}
      rowKey={(row) => row._id}
      isLoading={isPending}
      emptyText={messages.noData}
      stackOnMobile
      page={page}
      totalPages={visibility?.totalPages ?? 1}
      onPageChange={onPageChange}
      columns={[
        {
          key: 'title',
          header: 'Listing',
          cell: (row) => (
            <NewTabLink
              href={`/properties/${row.slug}`}
              className="inline-flex items-start gap-1 font-medium text-primary hover:underline"
              iconClassName="mt-0.5 size-3.5 shrink-0"
            >
              <span className="line-clamp-2">{row.title}</span>
            </NewTabLink>
          ),
        },
        { key: 'tier', header: 'Tier', cell: (row) => visibilityName(row.visibilityLevel) },
        {
          key: 'badge',
          header: 'Badge',
          cell: (row) => <VisibilityBadge label={row.visibilityLabel} level={row.visibilityLevel} />,
        },
        {
          key: 'search',
          header: 'In search',
          cell: (row) =>
            row.reason === null ? (
              <Chip tone="green">In search</Chip>
            ) : (
              <Chip tone={row.reason === 'deactivated' ? 'red' : 'orange'} className="normal-case">
                {outOfSearchText[row.reason]}
              </Chip>
            ),
        },
      ]}
    />
  );
}
