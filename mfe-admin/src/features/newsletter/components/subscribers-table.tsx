import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { usePagedRows } from '../../../shared/use-paged-rows';
import { subscribersQueryOptions } from '../api/get-subscribers';

/** The newsletter's subscribers, a page at a time. */
export function SubscribersTable() {
  const paged = usePagedRows(subscribersQueryOptions);
  return (
    <DataTable
      caption="Newsletter subscribers"
      {...paged}
      columns={[
        { key: 'email', header: 'Email', cell: (row) => row.email },
        { key: 'date', header: 'Subscribed', cell: (row) => formatLagosDateTime(row.createdAt) },
      ]}
    />
  );
}
