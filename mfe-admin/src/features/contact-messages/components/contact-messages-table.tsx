import type { ContactMessageRow } from '@naija-homes/contracts/contact';
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
import { useState } from 'react';
import { usePagedRows } from '../../../shared/use-paged-rows';
import { contactMessagesQueryOptions } from '../api/get-contact-messages';

/** The contact form's messages, a page at a time; View opens one in a dialog. */
export function ContactMessagesTable() {
  const [open, setOpen] = useState<ContactMessageRow | null>(null);
  const paged = usePagedRows(contactMessagesQueryOptions);
  return (
    <>
      <DataTable
        caption="Contact messages"
        {...paged}
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
