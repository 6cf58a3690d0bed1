import { type AgentStatus, agentStatuses, type Role, roles, statusTone } from '@naija-homes/contracts/enums';
import { formatLagosDate, orNA } from '@naija-homes/contracts/format';
import type { User } from '@naija-homes/contracts/user';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Select } from '@naija-homes/ui-kit/components/select';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useReturnFocus } from '../shared/return-focus';
import { useAdminList } from '../shared/use-admin-list';
import { useSession } from '../shared/use-session';
import { AgentReviewDialog } from './agent-review-dialog';
import { BlockUserDialog } from './block-user-dialog';

const PAGE_SIZE = 10;
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((candidate) => candidate === value) ?? '';
}

export function UsersPage() {
  const me = useSession();
  // Filters live in the URL so a queue such as ?role=AGENT&status=submitted can be linked from a notification.
  // Unknown values are ignored rather than sent to the API; an agent status implies the agent role.
  const [params, setParams] = useSearchParams();
  const status: AgentStatus | '' = oneOf(agentStatuses, params.get('status'));
  const role: Role | '' = status ? 'AGENT' : oneOf(roles, params.get('role'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const urlSearch = params.get('search') ?? '';
  const [search, setSearch] = useState(urlSearch);
  // A link that changes ?search (the sidebar's plain /admin/users, back/forward) wins over what was typed.
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== search.trim()) setSearch(urlSearch);
  }
  const debounced = useDebounce(search.trim());
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<User | null>(null);
  const { opener, remember } = useReturnFocus();
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const users = useAdminList<User>('/admin/users', {
    page,
    limit: PAGE_SIZE,
    role: role || undefined,
    status: status || undefined,
    search: debounced || undefined,
  });
  // After a decision the row that opened the dialog can leave the filtered list (an approved agent is no longer
  // "submitted"); focus would fall to the page's top, so it goes to the search box above the table instead.
  const searchInput = useRef<HTMLInputElement>(null);
  const refreshedAt = users.dataUpdatedAt;
  useEffect(() => {
    const button = opener.current;
    if (refreshedAt > 0 && button && !button.isConnected && document.activeElement === document.body) {
      opener.current = null;
      searchInput.current?.focus();
    }
  }, [refreshedAt, opener]);
  // The agent status filter only means something for agents: shown for "All roles" and "Agent".
  const showStatusFilter = role === '' || role === 'AGENT';
  return (
    <>
      <PageHeader
        title="Users"
        description="Every account on the platform. Agents waiting for review have the status Submitted."
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <label className="sr-only" htmlFor="user-search">
          Search users by name or email
        </label>
        <Input
          id="user-search"
          ref={searchInput}
          type="search"
          className="w-full sm:max-w-xs"
          placeholder="Search name or email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            update({ search: event.target.value.trim(), page: '' });
          }}
        />
        <label className="sr-only" htmlFor="user-role">
          Filter by role
        </label>
        <Select
          id="user-role"
          className="w-full min-[400px]:w-40"
          value={role}
          onChange={(event) =>
            update({ role: event.target.value, page: '', status: event.target.value === 'AGENT' ? status : '' })
          }
        >
          <option value="">All roles</option>
          {roles.map((value) => (
            <option key={value} value={value}>
              {capitalise(value)}
            </option>
          ))}
        </Select>
        {showStatusFilter ? (
          <>
            <label className="sr-only" htmlFor="agent-status">
              Filter agents by status
            </label>
            <Select
              id="agent-status"
              className="w-full min-[400px]:w-44"
              value={status}
              onChange={(event) =>
                update({ status: event.target.value, role: event.target.value ? 'AGENT' : role, page: '' })
              }
            >
              <option value="">All statuses</option>
              {agentStatuses.map((value) => (
                <option key={value} value={value}>
                  {capitalise(value)}
                </option>
              ))}
            </Select>
          </>
        ) : null}
      </div>
      {users.isError ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {users.error.message}
        </p>
      ) : null}
      <DataTable
        caption={status === 'submitted' ? 'Agents awaiting review' : 'Users'}
        rows={users.data?.data}
        rowKey={(user) => user._id}
        isLoading={users.isPending}
        page={page}
        totalPages={users.data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
        columns={[
          {
            key: 'name',
            header: 'Name',
            cell: (user) => (
              <span className="flex items-center gap-3">
                <Avatar name={user.fullName} src={user.photo} className="size-8" />
                <span className="font-medium">{user.fullName}</span>
              </span>
            ),
          },
          { key: 'email', header: 'Email', className: 'whitespace-nowrap', cell: (user) => user.email },
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
            className: 'whitespace-nowrap',
            cell: (user) => formatLagosDate(user.createdAt),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (user) => (
              <span className="flex gap-2">
                {user.agent ? (
                  <Button
                    size="sm"
                    variant={user.agent.status === 'submitted' ? 'default' : 'outline'}
                    aria-label={`Review ${user.fullName}`}
                    aria-haspopup="dialog"
                    onClick={(event) => {
                      remember(event);
                      setReviewing(user._id);
                    }}
                  >
                    Review
                  </Button>
                ) : null}
                {user._id === me?._id ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className={user.isBlocked ? undefined : 'text-destructive hover:text-destructive'}
                    aria-label={`${user.isBlocked ? 'Unblock' : 'Block'} ${user.fullName}`}
                    aria-haspopup="dialog"
                    onClick={(event) => {
                      remember(event);
                      setBlocking(user);
                    }}
                  >
                    {user.isBlocked ? 'Unblock' : 'Block'}
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
      <AgentReviewDialog userId={reviewing} onClose={() => setReviewing(null)} opener={opener} />
      <BlockUserDialog user={blocking} onClose={() => setBlocking(null)} opener={opener} />
    </>
  );
}

/** The agent's profile status; a submitted profile is the one waiting for an admin, so it stands out. */
function AgentStatusCell({ agent }: { agent: NonNullable<User['agent']> }) {
  const awaiting = agent.status === 'submitted';
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Chip
        tone={statusTone(agent.status)}
        className={awaiting ? 'font-semibold ring-1 ring-orange-400 ring-inset' : undefined}
      >
        {agent.status}
      </Chip>
      {awaiting ? (
        <span className="text-xs font-semibold whitespace-nowrap text-orange-800">Awaiting review</span>
      ) : (
        <span className="text-xs text-muted-foreground">{agent.progress}%</span>
      )}
    </span>
  );
}
