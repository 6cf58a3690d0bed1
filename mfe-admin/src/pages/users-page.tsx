import { roles, statusTone } from '@naija-homes/contracts/enums';
import { formatLagosDate, orNA } from '@naija-homes/contracts/format';
import type { User } from '@naija-homes/contracts/user';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { Input } from '@naija-homes/ui-kit/components/input';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Select } from '@naija-homes/ui-kit/components/select';
import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useState } from 'react';
import { useAdminList } from '../shared/use-admin-list';

const PAGE_SIZE = 10;

export function UsersPage() {
  const [page, setPage] = useState(1);
  const [role, setRole] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebounce(search.trim());
  const users = useAdminList<User>('/admin/users', {
    page,
    limit: PAGE_SIZE,
    role: role || undefined,
    search: debounced || undefined,
  });
  return (
    <>
      <PageHeader title="Users" description="Every account on the platform." />
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
            setPage(1);
          }}
        />
        <label className="sr-only" htmlFor="user-role">
          Filter by role
        </label>
        <Select
          id="user-role"
          className="w-40"
          value={role}
          onChange={(event) => {
            setRole(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All roles</option>
          {roles.map((value) => (
            <option key={value} value={value}>
              {value.charAt(0) + value.slice(1).toLowerCase()}
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
        onPageChange={setPage}
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
              user.agent ? <Chip tone={statusTone(user.agent.status)}>{user.agent.status}</Chip> : 'N/A',
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
        ]}
      />
    </>
  );
}
