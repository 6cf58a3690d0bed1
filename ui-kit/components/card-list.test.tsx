import { describe, expect, mock, test } from 'bun:test';
import { withDom } from '../test/dom';
import type { CardListQuery } from './card-list';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { CardList } = await import('./card-list');

interface Item {
  _id: string;
  name: string;
}

function renderList(
  query: CardListQuery<Item>,
  extra: { problem?: string | null; onPageChange?: (page: number) => void } = {},
) {
  return render(
    <CardList
      query={query}
      label="My bookings"
      page={1}
      onPageChange={extra.onPageChange ?? (() => {})}
      problem={extra.problem ?? null}
      empty={<a href="/properties">Find a short-let</a>}
      renderItem={(item) => <li key={item._id}>{item.name}</li>}
    />,
  );
}

const page = (names: string[], totalPages = 1) => ({
  data: names.map((name, index) => ({ _id: String(index), name })),
  totalPages,
});

describe('a card list', () => {
  test('while loading: three placeholder cards and no empty state', () => {
    const view = renderList({ isPending: true, error: null });
    expect(view.container.querySelectorAll('[data-slot="skeleton"], .animate-pulse').length).toBeGreaterThanOrEqual(3);
    expect(view.queryByText('No Record Found')).toBeNull();
    expect(view.queryByRole('list')).toBeNull();
  });

  test('its items in a list named for screen readers, in order', () => {
    const view = renderList({ isPending: false, error: null, data: page(['Lekki stay', 'Ikeja stay']) });
    const list = view.getByRole('list', { name: 'My bookings' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Lekki stay', 'Ikeja stay']);
  });

  test('nothing yet: the spec’s empty text with where to go next', () => {
    const view = renderList({ isPending: false, error: null, data: page([]) });
    expect(view.getByText('No Record Found')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Find a short-let' }).getAttribute('href')).toBe('/properties');
  });

  test('a failed load: the reason as an alert, and no empty state that would say there is nothing', () => {
    const view = renderList({
      isPending: false,
      error: new Error('Could not reach Naija Homes. Check your connection.'),
    });
    expect(view.getByRole('alert').textContent).toBe('Could not reach Naija Homes. Check your connection.');
    expect(view.queryByText('No Record Found')).toBeNull();
  });

  test('a refused move of the screen’s own shows where a failed load would, above the items', () => {
    const view = renderList(
      { isPending: false, error: null, data: page(['Lekki stay']) },
      { problem: 'This booking is cancelled: it can no longer be changed this way' },
    );
    expect(view.getByRole('alert').textContent).toContain('cancelled');
    expect(view.getByRole('list', { name: 'My bookings' })).toBeTruthy();
  });

  test('pages: hidden with one page; with more, choosing one asks for it', () => {
    const one = renderList({ isPending: false, error: null, data: page(['a']) });
    expect(one.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    one.unmount();
    const onPageChange = mock((_page: number) => {});
    const view = renderList({ isPending: false, error: null, data: page(['a'], 3) }, { onPageChange });
    fireEvent.click(view.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
