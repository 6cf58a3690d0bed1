import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type InvoiceCursor, invoiceKeys } from './keys';

export const INVOICE_PAGE_SIZE = 5;

/** GET /subscription/invoices: a page of my invoices, newest first, from a cursor. */
export function getInvoices(cursor: InvoiceCursor, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/subscription/invoices', { params: { query: { limit: INVOICE_PAGE_SIZE, ...cursor } }, signal }),
  );
}

export const invoicesQueryOptions = (cursor: InvoiceCursor) =>
  queryOptions({
    queryKey: invoiceKeys.page(cursor),
    queryFn: ({ signal }) => getInvoices(cursor, signal),
    placeholderData: keepPreviousData,
  });
