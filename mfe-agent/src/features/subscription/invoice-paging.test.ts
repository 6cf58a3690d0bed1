import { describe, expect, test } from 'bun:test';
import { firstInvoicePage, invoicePageControls, nextInvoicePage, previousInvoicePage } from './invoice-paging';

describe('invoice paging', () => {
  test('the first page has no previous, and a next only when there is more', () => {
    expect(invoicePageControls(firstInvoicePage, true)).toEqual({ hasNext: true, hasPrevious: false });
    expect(invoicePageControls(firstInvoicePage, false)).toEqual({ hasNext: false, hasPrevious: false });
  });

  test('next starts after the last invoice shown', () => {
    const second = nextInvoicePage(firstInvoicePage, 'in_5');
    expect(second).toEqual({ cursor: { startingAfter: 'in_5' }, pageIndex: 1 });
    expect(invoicePageControls(second, false)).toEqual({ hasNext: false, hasPrevious: true });
  });

  test('previous ends before the first invoice shown, and the newest page needs no cursor', () => {
    const third = nextInvoicePage(nextInvoicePage(firstInvoicePage, 'in_5'), 'in_10');
    const back = previousInvoicePage(third, 'in_11');
    expect(back).toEqual({ cursor: { startingBefore: 'in_11' }, pageIndex: 1 });
    // Going back, hasMore speaks of newer pages: an older page always follows.
    expect(invoicePageControls(back, false)).toEqual({ hasNext: true, hasPrevious: true });
    expect(previousInvoicePage(back, 'in_6')).toEqual(firstInvoicePage);
  });
});
