import { useSession } from '@naija-homes/client/queries/session';
import { agentStatuses, roles } from '@naija-homes/contracts/enums';
import { formatLagosDate, orNA } from '@naija-homes/contracts/format';
import type { User } from '@naija-homes/contracts/user';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { FilterSelect, filterOptions, SearchFilter } from '@naija-homes/ui-kit/components/list-filters';
import { useFocusWhenOpenerLeaves, useReturnFocus } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usersQueryOptions } from '../api/get-users';
import { useUserFilters } from '../hooks/use-user-filters';
import { capitalise } from '../user-filters';
import { AgentReviewDialog } from './agent-review-dialog';
import { AgentStatusCell } from './agent-status-cell';
import { BlockUserDialog } from './block-user-dialog';

const PAGE_SIZE = 10;

/** Every account, filtered and searched, with the review of agent profiles and blocking. */
export function UsersTable() {
  const { user: me } = useSession();
  const { status, role, page, search, update } = useUserFilters();
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<User | null>(null);
  const { opener, remember } = useReturnFocus();
  const users = useQuery(
    usersQueryOptions({
      page,
      limit: PAGE_SIZE,
      role: role || undefined,
      status: status || undefined,
      search: search.debounced || undefined,
    }),
  );
  // After a decision the row that opened the dialog can leave the filtered list (an approved agent is no longer
  // "submitted"); focus would fall to the page's top, so it goes to the search box above the table instead.
  const searchInput = useRef<HTMLInputElement>(null);
  useFocusWhenOpenerLeaves(opener, users.dataUpdatedAt, searchInput);
  // The agent status filter only means something for agents: shown for "All roles" and "Agent".
  const showStatusFilter = role === '' || role === 'AGENT';
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-3">
        <SearchFilter
          label="Search users by name or email"
          placeholder="Search name or email"
          inputRef={searchInput}
          {...search.box}
        />
        <FilterSelect
          label="Filter by role"
          className="min-[400px]:w-40"
          value={role}
          onChange={(value) => update({ role: value, page: '', status: value === 'AGENT' ? status : '' })}
          allLabel="All roles"
          options={filterOptions(roles, capitalise)}
        />
        {showStatusFilter ? (
          <FilterSelect
            label="Filter agents by status"
            className="min-[400px]:w-44"
            value={status}
            onChange={(value) => update({ status: value, role: value ? 'AGENT' : role, page: '' })}
            allLabel="All statuses"
            options={filterOptions(agentStatuses, capitalise)}
          />
        ) : null}
      </div>
      <DataTable
        error={users.error}
        onRetry={() => void users.refetch()}
        caption={status === 'submitted' ? 'Agents awaiting review' : 'Users'}
        rows={users.data?.data}
        rowKey={(user) => user._id}
        isLoading={users.isPending}
        stackOnMobile
        page={page}
        totalPages={users.data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
        rowActions={(user) => [
          ...(user.agent
            ? [
                {
                  label: 'Review',
                  name: `Review ${user.fullName}`,
                  variant: user.agent.status === 'submitted' ? ('default' as const) : ('outline' as const),
                  opensDialog: true,
                  onSelect: (event: React.MouseEvent<HTMLButtonElement>) => {
                    remember(event);
                    setReviewing(user._id);
                  },
                },
              ]
            : []),
          // No blocking of oneself.
          ...(user._id === me?._id
            ? []
            : [
                {
                  label: user.isBlocked ? 'Unblock' : 'Block',
                  name: `${user.isBlocked ? 'Unblock' : 'Block'} ${user.fullName}`,
                  variant: user.isBlocked ? ('ghost' as const) : ('destructive' as const),
                  opensDialog: true,
                  onSelect: (event: React.MouseEvent<HTMLButtonElement>) => {
                    remember(event);
                    setBlocking(user);
                  },
                },
              ]),
        ]}
        columns={[
          {
            key: 'name',
            header: 'Name',
            // Name and email in one cell, the email free to break: the row fits beside the sidebar at 1280 px, the
            // Actions column included, and stacks on a phone.
            cell: (user) => (
              <span className="flex min-w-0 items-center gap-3">
                <Avatar name={user.fullName} src={user.photo} className="size-8 shrink-0" />
                <span className="grid min-w-0">
                  <span className="font-medium">{user.fullName}</span>
                  <span className="text-xs text-muted-foreground user-text">{user.email}</span>
                </span>
              </span>
            ),
          },
          {
            key: 'role',
            header: 'Role',
            cell: (user) => orNA(user.role ? capitalise(user.role) : null),
          },
          {
            key: 'agent',
            header: 'Agent status',
            cell: (user) => (user.agent ? <AgentStatusCell agent={user.agent} /> : 'N/A'),
          },
          {
            key: 'account',
            header: 'Status',
            cell: (user) => (
              // Spec §4: the user-status cell shows inactive when the blocked flag is true, else active.
              <Chip tone={statusTone(user.isBlocked ? 'inactive' : 'active')}>
                {user.isBlocked ? 'inactive' : 'active'}
              </Chip>
            ),
          },
          {
            key: 'joined',
            header: 'Joined',
            hideable: true,
            cell: (user) => formatLagosDate(user.createdAt),
          },
        ]}
      />
      <AgentReviewDialog userId={reviewing} onClose={() => setReviewing(null)} opener={opener} />
      <BlockUserDialog user={blocking} onClose={() => setBlocking(null)} opener={opener} />
    </>
  );
}
