import type { InvoiceCursor } from '@naija-homes/client/queries/subscription';

/** Cursor paging of the invoices (spec §4): where the shown page starts and how many pages back it is. */
export interface InvoicePaging {
  cursor: InvoiceCursor;
  pageIndex: number;
}

export const firstInvoicePage: InvoicePaging = { cursor: {}, pageIndex: 0 };

/** Previous is disabled on the first page, next when there is no more. */
export function invoicePageControls(paging: InvoicePaging, hasMore: boolean) {
  // Moving back, hasMore speaks of newer pages; moving forward, of older ones.
  const goingBack = Boolean(paging.cursor.startingBefore);
  return { hasNext: goingBack ? true : hasMore, hasPrevious: paging.pageIndex > 0 };
}

/** The older page after the shown one, which ends with `lastId`. */
export const nextInvoicePage = (paging: InvoicePaging, lastId: string): InvoicePaging => ({
  cursor: { startingAfter: lastId },
  pageIndex: paging.pageIndex + 1,
});

/** The newer page before the shown one, which starts with `firstId` (the newest page needs no cursor). */
export const previousInvoicePage = (paging: InvoicePaging, firstId: string): InvoicePaging => ({
  cursor: paging.pageIndex - 1 === 0 ? {} : { startingBefore: firstId },
  pageIndex: paging.pageIndex - 1,
});
