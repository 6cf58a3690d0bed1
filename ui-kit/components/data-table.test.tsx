import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, render, within } = await import('@testing-library/react');
const { userEvent } = await import('@testing-library/user-event');
const { DataTable } = await import('./data-table');
type Column = import('./data-table').DataTableColumn<Listing>;

interface Listing {
  id: string;
  title: string;
  priceKobo: number;
  listedAt: string;
}

const listings: Listing[] = [
  { id: 'a', title: 'Duplex in Lekki Phase 1', priceKobo: 250_000_000_00, listedAt: '2026-11-02' },
  { id: 'b', title: 'Mini flat in Yaba', priceKobo: 900_000_00, listedAt: '2026-11-20' },
  { id: 'c', title: 'Terrace in Gwarinpa', priceKobo: 85_000_000_00, listedAt: '2026-10-15' },
];

const title: Column = { key: 'title', header: 'Title', cell: (row) => row.title };
const listed: Column = { key: 'listed', header: 'Listed', cell: (row) => row.listedAt, hideable: true };

const titlesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  test('shows its rows under the headers, and skeleton rows while loading', () => {
    const view = render(<DataTable caption="Listings" columns={[title]} rows={listings} rowKey={(row) => row.id} />);
    expect(view.getByRole('columnheader', { name: 'Title' })).toBeTruthy();
    expect(titlesIn(view.getByRole('table'))).toEqual(listings.map((row) => row.title));
    view.rerender(
      <DataTable caption="Listings" columns={[title]} rows={undefined} rowKey={(row) => row.id} isLoading />,
    );
    expect(view.getAllByTestId('skeleton-row')).toHaveLength(10);
  });

  test('an empty list says so, a failed one says why (not "empty") and can be tried again', () => {
    const view = render(<DataTable columns={[title]} rows={[]} rowKey={(row) => row.id} emptyText="No Record Found" />);
    expect(view.getByText('No Record Found')).toBeTruthy();
    const retry = mock(() => {});
    view.rerender(
      <DataTable
        columns={[title]}
        rows={undefined}
        rowKey={(row) => row.id}
        emptyText="No Record Found"
        error={{ message: 'The network is unavailable' }}
        onRetry={retry}
      />,
    );
    expect(view.getByRole('alert').textContent).toBe('The network is unavailable');
    expect(view.queryByText('No Record Found')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('a column sorted by the server asks for its sort values in turn: ascending, descending, ascending', () => {
    const price: Column = {
      key: 'price',
      header: 'Price',
      cell: (row) => row.priceKobo,
      sort: { server: { asc: 'price-asc', desc: 'price-desc' } },
    };
    const asked: Array<string | null> = [];
    const table = (sort?: string) => (
      <DataTable
        columns={[title, price]}
        rows={listings}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) => asked.push(next)}
      />
    );
    const view = render(table());
    const header = () => view.getByRole('columnheader', { name: /Price/ });
    expect(header().getAttribute('aria-sort')).toBeNull();
    // The title column has no sort: its header is text, not a button.
    expect(within(view.getByRole('columnheader', { name: 'Title' })).queryByRole('button')).toBeNull();
    fireEvent.click(within(header()).getByRole('button'));
    view.rerender(table('price-asc'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header()).getByRole('button'));
    view.rerender(table('price-desc'));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(asked).toEqual(['price-asc', 'price-desc', 'price-asc']);
    // The server sorts: the rows stay in the order they came.
    expect(titlesIn(view.getByRole('table'))).toEqual(listings.map((row) => row.title));
  });

  test('a column the server sorts one way only goes back to the list’s default after it', () => {
    const byTitle: Column = { ...title, sort: { server: { asc: 'title' } } };
    const asked: Array<string | null> = [];
    const table = (sort?: string) => (
      <DataTable
        columns={[byTitle]}
        rows={listings}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) => asked.push(next)}
      />
    );
    const view = render(table('newest'));
    const button = () => within(view.getByRole('columnheader', { name: /Title/ })).getByRole('button');
    fireEvent.click(button());
    view.rerender(table('title'));
    expect(view.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(button());
    expect(asked).toEqual(['title', null]);
  });

  test('a column sorted by value sorts the rows shown', () => {
    const price: Column = {
      key: 'price',
      header: 'Price',
      cell: (row) => row.priceKobo,
      sort: { value: (row) => row.priceKobo },
    };
    const view = render(<DataTable columns={[title, price]} rows={listings} rowKey={(row) => row.id} />);
    const sortButton = () => within(view.getByRole('columnheader', { name: /Price/ })).getByRole('button');
    fireEvent.click(sortButton());
    expect(titlesIn(view.getByRole('table'))).toEqual([
      'Mini flat in Yaba',
      'Terrace in Gwarinpa',
      'Duplex in Lekki Phase 1',
    ]);
    fireEvent.click(sortButton());
    expect(titlesIn(view.getByRole('table'))).toEqual([
      'Duplex in Lekki Phase 1',
      'Terrace in Gwarinpa',
      'Mini flat in Yaba',
    ]);
  });

  test('the Columns menu hides and shows a hideable column, header and cells', async () => {
    const user = userEvent.setup();
    const view = render(
      <DataTable caption="Listings" columns={[title, listed]} rows={listings} rowKey={(row) => row.id} />,
    );
    expect(view.getByRole('columnheader', { name: 'Listed' })).toBeTruthy();
    await user.click(view.getByRole('button', { name: 'Columns of Listings' }));
    const listedBox = await view.findByRole('checkbox', { name: 'Listed' });
    // Only what may be hidden is offered: the title stays.
    expect(view.queryByRole('checkbox', { name: 'Title' })).toBeNull();
    await user.click(listedBox);
    expect(view.queryByRole('columnheader', { name: 'Listed' })).toBeNull();
    expect(view.queryByText('2026-11-20')).toBeNull();
    await user.click(view.getByRole('checkbox', { name: 'Listed' }));
    expect(view.getByRole('columnheader', { name: 'Listed' })).toBeTruthy();
    expect(view.getByText('2026-11-20')).toBeTruthy();
  });

  test('no Columns menu when nothing may be hidden', () => {
    const view = render(<DataTable caption="Listings" columns={[title]} rows={listings} rowKey={(row) => row.id} />);
    expect(view.queryByRole('button', { name: /Columns/ })).toBeNull();
  });

  test('row actions are buttons in an Actions column, named for their row, that act on it', () => {
    const chosen: string[] = [];
    const view = render(
      <DataTable
        columns={[title]}
        rows={listings}
        rowKey={(row) => row.id}
        rowActions={(row) => [
          { label: 'Review', name: `Review ${row.title}`, opensDialog: true, onSelect: () => chosen.push(row.id) },
          ...(row.id === 'b' ? [] : [{ label: 'Block', variant: 'destructive' as const, onSelect: () => {} }]),
        ]}
      />,
    );
    expect(view.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    const review = view.getByRole('button', { name: 'Review Mini flat in Yaba' });
    expect(review.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(review);
    expect(chosen).toEqual(['b']);
    expect(view.getAllByRole('button', { name: 'Block' })).toHaveLength(2);
  });

  test('stacked on a phone, every cell carries its header as its label', () => {
    const view = render(<DataTable columns={[title, listed]} rows={listings} rowKey={(row) => row.id} stackOnMobile />);
    const cells = view.getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label')).slice(0, 2)).toEqual(['Title', 'Listed']);
  });
});
