import { agentStatuses, roles, statusTone } from '@naija-homes/contracts/enums';
import { formatLagosDate, orNA } from '@naija-homes/contracts/format';
import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import type { User } from '@naija-homes/contracts/user';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Select } from '@naija-homes/ui-kit/components/select';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminList } from '../shared/use-admin-list';
import { useSession } from '../shared/use-session';
import { AgentReviewDialog } from './agent-review-dialog';

const PAGE_SIZE = 10;
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

export function UsersPage() {
  const me = useSession();
  // Filters live in the URL so a queue such as ?role=AGENT&status=submitted can be linked from a notification.
  const [params, setParams] = useSearchParams();
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebounce(search.trim());
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<User | null>(null);
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
  const client = useQueryClient();
  const block = useMutation({
    mutationFn: (user: User) =>
      apiRequest<DataResponse<unknown>>(`/admin/users/${user._id}/${user.isBlocked ? 'unblock' : 'block'}`, {
        method: 'PATCH',
      }),
    onSuccess: (response) => {
      toast.success(response.message ?? 'Saved');
      setBlocking(null);
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => toast.error(error.message),
  });
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
          className="max-w-xs"
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
          className="w-40"
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
        <label className="sr-only" htmlFor="agent-status">
          Filter agents by status
        </label>
        <Select
          id="agent-status"
          className="w-44"
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
      </div>
      {users.isError ? (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {users.error.message}
        </p>
      ) : null}
      <DataTable
        caption="Users"
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
                <span>
                  <span className="block font-medium">{user.fullName}</span>
                  <span className="block text-xs text-muted-foreground">{user.email}</span>
                </span>
              </span>
            ),
          },
          {
            key: 'role',
            header: 'Role',
            cell: (user) => <span className="capitalize">{orNA(user.role?.toLowerCase())}</span>,
          },
          { key: 'phone', header: 'Phone', cell: (user) => orNA(user.phoneNumber) },
          {
            key: 'agent',
            header: 'Agent profile',
            cell: (user) =>
              user.agent ? (
                <span className="flex items-center gap-2">
                  <Chip tone={statusTone(user.agent.status)}>{user.agent.status}</Chip>
                  <span className="text-xs text-muted-foreground">{user.agent.progress}%</span>
                </span>
              ) : (
                'N/A'
              ),
          },
          {
            key: 'status',
            header: 'Status',
            // Spec §4: the user-status cell shows inactive when the flag is true, else active.
            cell: (user) => (
              <Chip tone={statusTone(user.isBlocked ? 'inactive' : 'active')}>
                {user.isBlocked ? 'inactive' : 'active'}
              </Chip>
            ),
          },
          { key: 'joined', header: 'Joined', cell: (user) => formatLagosDate(user.createdAt) },
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
                    onClick={() => setReviewing(user._id)}
                  >
                    Review
                  </Button>
                ) : null}
                {user._id === me?._id ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${user.isBlocked ? 'Unblock' : 'Block'} ${user.fullName}`}
                    onClick={() => setBlocking(user)}
                  >
                    {user.isBlocked ? 'Unblock' : 'Block'}
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
      <AgentReviewDialog userId={reviewing} onClose={() => setReviewing(null)} />
      <ConfirmDialog
        open={blocking !== null}
        onOpenChange={(open) => (open ? undefined : setBlocking(null))}
        title={blocking?.isBlocked ? `Unblock ${blocking.fullName}?` : `Block ${blocking?.fullName ?? ''}?`}
        description={
          blocking?.isBlocked
            ? 'They will be able to sign in again.'
            : 'They will be signed out everywhere and cannot sign in until unblocked.'
        }
        confirmText={blocking?.isBlocked ? 'Unblock' : 'Block'}
        destructive={!blocking?.isBlocked}
        busy={block.isPending}
        onConfirm={() => (blocking ? block.mutate(blocking) : undefined)}
      />
    </>
  );
}
