import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { UsersTable } from '../features/users/components/users-table';

export function UsersPage() {
  return (
    <>
      <PageHeader
        title="Users"
        description="Every account on the platform. Agents waiting for review have the status Submitted."
      />
      <UsersTable />
    </>
  );
}
