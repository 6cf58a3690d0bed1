import { formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invoicesQueryOptions } from '../api/get-invoices';
import { firstInvoicePage, invoicePageControls, nextInvoicePage, previousInvoicePage } from '../invoice-paging';

/** My invoices, newest first, a page at a time by cursor (spec §4). */
export function BillingAndInvoices() {
  const [paging, setPaging] = useState(firstInvoicePage);
  const invoices = useQuery(invoicesQueryOptions(paging.cursor));
  const rows = invoices.data?.data;
  const { hasNext, hasPrevious } = invoicePageControls(paging, Boolean(invoices.data?.hasMore));
  return (
    <section aria-labelledby="invoices-heading" className="grid gap-4">
      <h2 id="invoices-heading" className="text-lg font-semibold">
        Billing and invoices
      </h2>
      <DataTable
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        caption="Invoices"
        rows={rows}
        rowKey={(invoice) => invoice.id}
        isLoading={invoices.isPending}
        emptyText={messages.noInvoice}
        columns={[
          { key: 'date', header: 'Billing date', cell: (invoice) => formatLagosDate(invoice.billingDate) },
          { key: 'plan', header: 'Plan', cell: (invoice) => invoice.plan },
          { key: 'amount', header: 'Amount', cell: (invoice) => formatNaira(invoice.amount) },
          {
            key: 'status',
            header: 'Status',
            cell: (invoice) => <Chip tone={statusTone(invoice.status)}>{invoice.status}</Chip>,
          },
          {
            key: 'invoice',
            header: 'Invoice',
            cell: (invoice) =>
              invoice.invoiceURL ? (
                <a className="text-primary underline" href={invoice.invoiceURL} target="_blank" rel="noopener">
                  View invoice
                </a>
              ) : (
                'N/A'
              ),
          },
        ]}
      />
      {rows && rows.length > 0 ? (
        <nav aria-label="Invoice pages" className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!hasPrevious || invoices.isFetching}
            onClick={() => {
              const first = rows[0];
              if (!first) return;
              setPaging(previousInvoicePage(paging, first.id));
            }}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!hasNext || invoices.isFetching}
            onClick={() => {
              const last = rows.at(-1);
              if (!last) return;
              setPaging(nextInvoicePage(paging, last.id));
            }}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
