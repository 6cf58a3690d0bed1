import { formatLagosDateTime, orNA } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@naija-homes/ui-kit/components/dialog';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useState } from 'react';
import { useAdminList } from '../shared/use-admin-list';

interface ContactMessageRow {
  _id: string;
  firstName: string;
  email: string;
  phoneNumber: string | null;
  subject: string;
  message: string;
  createdAt: string;
}

export function ContactMessagesPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ContactMessageRow | null>(null);
  const list = useAdminList<ContactMessageRow>('/admin/contact-us', { page, limit: 10 });
  return (
    <>
      <PageHeader title="Contact Us" description="Messages sent from the contact form." />
      <DataTable
        caption="Contact messages"
        rows={list.data?.data}
        rowKey={(row) => row._id}
        isLoading={list.isPending}
        emptyText="No Record Found"
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={setPage}
        columns={[
          { key: 'name', header: 'Name', cell: (row) => row.firstName },
          { key: 'email', header: 'Email', cell: (row) => row.email },
          { key: 'phone', header: 'Phone', cell: (row) => orNA(row.phoneNumber) },
          { key: 'subject', header: 'Subject', cell: (row) => row.subject },
          { key: 'date', header: 'Received', cell: (row) => formatLagosDateTime(row.createdAt) },
          {
            key: 'view',
            header: 'Message',
            cell: (row) => (
              <Button variant="link" className="h-auto p-0" onClick={() => setOpen(row)}>
                View
              </Button>
            ),
          },
        ]}
      />
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{open?.subject}</DialogTitle>
            <DialogDescription>
              From {open?.firstName} ({open?.email})
            </DialogDescription>
          </DialogHeader>
          <p className="whitespace-pre-wrap text-sm">{open?.message}</p>
        </DialogContent>
      </Dialog>
    </>
  );
}
