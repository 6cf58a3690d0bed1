import type { Invoice } from '@naija-homes/contracts/billing';
import { statusTone } from '@naija-homes/contracts/enums';
import { formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { apiRequest } from '@naija-homes/contracts/http';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { Slot } from '@naija-homes/ui-kit/components/slot';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const INVOICE_PAGE_SIZE = 5;

/** Pricing plans (the public remote's cards, through the shell's slot) with billing and invoices below. */
export function PricingPlansTab() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('checkout') === 'success') {
      toast.success('Payment received. Your plan is active.');
      const next = new URLSearchParams(params);
      next.delete('checkout');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);
  return (
    <div className="grid gap-10">
      <section aria-labelledby="plans-heading" className="grid gap-4">
        <h2 id="plans-heading" className="text-lg font-semibold">
          Pricing Plans
        </h2>
        <Slot name="pricing-plans" />
      </section>
      <BillingAndInvoices />
    </div>
  );
}

type Cursor = { startingAfter?: string; startingBefore?: string };

function BillingAndInvoices() {
  // Cursor paging (spec §4): previous is disabled on the first page, next when there is no more.
  const [cursor, setCursor] = useState<Cursor>({});
  const [pageIndex, setPageIndex] = useState(0);
  const invoices = useQuery({
    queryKey: ['invoices', cursor],
    queryFn: () =>
      apiRequest<{ data: Invoice[]; hasMore: boolean }>('/subscription/invoices', {
        query: { limit: INVOICE_PAGE_SIZE, ...cursor },
      }),
    placeholderData: keepPreviousData,
  });
  const rows = invoices.data?.data;
  const goingBack = Boolean(cursor.startingBefore);
  // Moving back, hasMore speaks of newer pages; moving forward, of older ones.
  const hasNext = goingBack ? true : Boolean(invoices.data?.hasMore);
  const hasPrevious = pageIndex > 0;
  return (
    <section aria-labelledby="invoices-heading" className="grid gap-4">
      <h2 id="invoices-heading" className="text-lg font-semibold">
        Billing and invoices
      </h2>
      {invoices.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {invoices.error.message}
        </p>
      ) : null}
      <DataTable
        caption="Invoices"
        rows={rows}
        rowKey={(invoice) => invoice.id}
        isLoading={invoices.isPending}
        emptyText="No Invoice Found"
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
              setCursor(pageIndex - 1 === 0 ? {} : { startingBefore: first.id });
              setPageIndex(pageIndex - 1);
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
              setCursor({ startingAfter: last.id });
              setPageIndex(pageIndex + 1);
            }}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
