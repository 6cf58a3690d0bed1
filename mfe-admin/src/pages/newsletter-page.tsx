import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useState } from 'react';
import { useAdminList } from '../shared/use-admin-list';

interface SubscriberRow {
  _id: string;
  email: string;
  createdAt: string;
}

export function NewsletterPage() {
  const [page, setPage] = useState(1);
  const list = useAdminList<SubscriberRow>('/admin/news-letter', { page, limit: 10 });
  return (
    <>
      <PageHeader title="Newsletter" description="People subscribed to the weekly newsletter." />
      <DataTable
        caption="Newsletter subscribers"
        rows={list.data?.data}
        rowKey={(row) => row._id}
        isLoading={list.isPending}
        emptyText="No Record Found"
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={setPage}
        columns={[
          { key: 'email', header: 'Email', cell: (row) => row.email },
          { key: 'date', header: 'Subscribed', cell: (row) => formatLagosDateTime(row.createdAt) },
        ]}
      />
    </>
  );
}
