import { describe, expect, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { act, fireEvent, render } = await import('@testing-library/react');
const { MemoryRouter, useLocation, useNavigate, useNavigationType } = await import('react-router');
const { useListParams, useUrlSearch } = await import('./use-list-params');

/** A list screen in miniature: a search box, a status filter and pages, all in the URL. */
function ListScreen() {
  const { params, page, update, setPage } = useListParams();
  const search = useUrlSearch(params.get('search') ?? '', 'search', update);
  const { debounced } = search;
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <label>
        Search
        <input value={search.box.value} onChange={(event) => search.box.onChange(event.target.value)} />
      </label>
      <button type="button" onClick={() => update({ status: 'closed', page: null })}>
        Closed only
      </button>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => setPage(1)}>
        First page
      </button>
      <button type="button" onClick={() => navigate('/admin/leads')}>
        Sidebar link
      </button>
      <output aria-label="url">{location.pathname + location.search}</output>
      <output aria-label="page">{page}</output>
      <output aria-label="asked">{debounced}</output>
      <output aria-label="navigation">{navigationType}</output>
    </>
  );
}

function screenAt(url: string) {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <ListScreen />
    </MemoryRouter>,
  );
  const out = (name: string) => view.getByRole('status', { name }).textContent;
  return { view, out };
}

describe('useListParams', () => {
  test('reads the page from the URL, 1 for none or nonsense', () => {
    const third = screenAt('/admin/leads?page=3');
    expect(third.out('page')).toBe('3');
    third.view.unmount();
    expect(screenAt('/admin/leads?page=-4').out('page')).toBe('1');
  });

  test('a new page is a history entry of its own; page 1 leaves the URL', () => {
    const { view, out } = screenAt('/admin/leads?status=open');
    fireEvent.click(view.getByRole('button', { name: 'Next page' }));
    expect(out('url')).toBe('/admin/leads?status=open&page=2');
    expect(out('navigation')).toBe('PUSH');
    fireEvent.click(view.getByRole('button', { name: 'First page' }));
    expect(out('url')).toBe('/admin/leads?status=open');
  });

  test('a filter replaces the entry and goes back to the first page', () => {
    const { view, out } = screenAt('/admin/leads?page=4');
    fireEvent.click(view.getByRole('button', { name: 'Closed only' }));
    expect(out('url')).toBe('/admin/leads?status=closed');
    expect(out('navigation')).toBe('REPLACE');
  });
});

describe('useUrlSearch (useUrlText kept in one URL parameter)', () => {
  const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

  test('shows what is typed at once; once typing pauses (500 ms) it asks, and the URL goes to page 1', async () => {
    const { view, out } = screenAt('/admin/leads?page=2');
    const box = view.getByLabelText('Search') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'Ada ' } });
    expect(box.value).toBe('Ada ');
    // Not before the pause: the list would ask for the old search's first page.
    expect(out('url')).toBe('/admin/leads?page=2');
    expect(out('page')).toBe('2');
    expect(out('asked')).toBe('');
    await pause(550);
    expect(out('asked')).toBe('Ada');
    expect(out('url')).toBe('/admin/leads?search=Ada');
    expect(out('page')).toBe('1');
    expect(out('navigation')).toBe('REPLACE');
  });

  test('typing on after the URL took the first pause keeps what was typed since', async () => {
    const { view, out } = screenAt('/admin/leads');
    const box = view.getByLabelText('Search') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'Ad' } });
    await pause(450);
    fireEvent.change(box, { target: { value: 'Ada' } });
    await pause(100);
    // 'Ad' never paused for 500 ms; 'Ada' has not yet.
    expect(out('url')).toBe('/admin/leads');
    await pause(450);
    expect(out('url')).toBe('/admin/leads?search=Ada');
    fireEvent.change(box, { target: { value: 'Ada O' } });
    await pause(50);
    expect(box.value).toBe('Ada O');
    await pause(500);
    expect(out('url')).toBe('/admin/leads?search=Ada+O');
    expect(box.value).toBe('Ada O');
  });

  test('emptying the box takes the search out of the URL', async () => {
    const { view, out } = screenAt('/admin/leads?search=Obi&page=3');
    fireEvent.change(view.getByLabelText('Search'), { target: { value: '' } });
    await pause(550);
    expect(out('url')).toBe('/admin/leads');
  });

  test('a link that changes the URL wins over what was typed', () => {
    const { view } = screenAt('/admin/leads?search=Obi');
    const box = view.getByLabelText('Search') as HTMLInputElement;
    expect(box.value).toBe('Obi');
    fireEvent.click(view.getByRole('button', { name: 'Sidebar link' }));
    expect(box.value).toBe('');
  });
});
