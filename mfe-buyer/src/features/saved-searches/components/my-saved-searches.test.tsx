import { afterEach, describe, expect, test } from 'bun:test';
import { type SavedSearch, savedSearchMessages } from '@naija-homes/contracts/saved-search';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, settleAfterEach } = await import('../../../test/render');
settleAfterEach();
const { savedSearchKeys } = await import('@naija-homes/client/queries/saved-searches');
const { MySavedSearches } = await import('./my-saved-searches');

function search(changes: Partial<SavedSearch> = {}): SavedSearch {
  return {
    _id: 'search-1',
    name: '3-bed flats in Lekki',
    frequency: 'daily',
    query: 'propertyFor=rent&city=Lekki&bedrooms=3',
    newMatches: 0,
    lastSeenAt: '2026-06-01T10:00:00.000Z',
    // 23:15 UTC on 31 May is 1 June in Lagos.
    createdAt: '2026-05-31T23:15:00.000Z',
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

/** The API as the list needs it: a GET answers the list again, any change answers its message. */
const answers =
  (message: string) =>
  ({ method }: { method: string }) =>
    method === 'GET' ? { status: 200, body: { data: [], totalPages: 1 } } : { status: 200, body: { message } };

function showSearches(searches: SavedSearch[]) {
  const view = renderWithProviders(<MySavedSearches />, {
    url: '/buyer/saved-searches',
    data: [[savedSearchKeys.list(1), { data: searches, totalPages: 1 }]],
  });
  const item = (name: string) => within(view.getByRole('link', { name: `Open ${name}` }).closest('li') as HTMLElement);
  return { view, item };
}

describe('my saved searches', () => {
  test('each search says how often it emails and when it was saved, in Lagos time', () => {
    const { item } = showSearches([search()]);
    expect(item('3-bed flats in Lekki').getByText('Daily digest · saved 1 Jun 2026')).toBeTruthy();
  });

  test('new matches are counted in words, singular and plural', () => {
    const { item } = showSearches([
      search(),
      search({ _id: 'search-2', name: 'Shops in Wuse', newMatches: 1 }),
      search({ _id: 'search-3', name: 'Duplexes in Ikoyi', newMatches: 12 }),
    ]);
    expect(item('3-bed flats in Lekki').getByText('No new matches')).toBeTruthy();
    expect(item('Shops in Wuse').getByText('1 new match')).toBeTruthy();
    expect(item('Duplexes in Ikoyi').getByText('12 new matches')).toBeTruthy();
  });

  test('Open goes to the search and marks its matches seen', async () => {
    api = fakeApi(answers('Marked as seen'));
    const { view } = showSearches([search({ newMatches: 2 })]);
    const open = view.getByRole('link', { name: 'Open 3-bed flats in Lekki' });
    expect(open.getAttribute('href')).toBe('/properties?propertyFor=rent&city=Lekki&bedrooms=3');
    fireEvent.click(open);
    await eventually(() =>
      expect(api?.sent[0]).toEqual({ method: 'POST', url: '/api/v1/saved-search/search-1/seen', body: null }),
    );
    expect(view.currentUrl()).toBe('/properties?propertyFor=rent&city=Lekki&bedrooms=3');
  });

  test('Edit opens the dialog with the name and frequency as saved', () => {
    const { view, item } = showSearches([search()]);
    fireEvent.click(item('3-bed flats in Lekki').getByRole('button', { name: 'Edit' }));
    const dialog = within(view.getByRole('dialog', { name: 'Edit saved search' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('3-bed flats in Lekki');
    expect((dialog.getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByLabelText('Name') as HTMLInputElement).maxLength).toBe(60);
  });

  test('an empty name is refused in the contract’s words; nothing is sent', () => {
    api = fakeApi(answers('Saved search updated'));
    const { view, item } = showSearches([search()]);
    fireEvent.click(item('3-bed flats in Lekki').getByRole('button', { name: 'Edit' }));
    const dialog = within(view.getByRole('dialog', { name: 'Edit saved search' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(dialog.getByText(savedSearchMessages.nameRequired)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  test('saving sends the trimmed name and the new frequency, then closes', async () => {
    api = fakeApi(answers('Saved search updated'));
    const { view, item } = showSearches([search()]);
    fireEvent.click(item('3-bed flats in Lekki').getByRole('button', { name: 'Edit' }));
    const dialog = within(view.getByRole('dialog', { name: 'Edit saved search' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: '  Lekki 3-beds  ' } });
    fireEvent.click(dialog.getByRole('radio', { name: 'Weekly digest' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await eventually(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(api.sent[0]).toEqual({
      method: 'PATCH',
      url: '/api/v1/saved-search/search-1',
      body: { name: 'Lekki 3-beds', frequency: 'weekly' },
    });
  });

  test('a refused change shows the server’s words in the dialog, which stays open', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: [search()], totalPages: 1 } }
        : { status: 400, body: { code: 'invalid', message: savedSearchMessages.nothingToChange } },
    );
    const { view, item } = showSearches([search()]);
    fireEvent.click(item('3-bed flats in Lekki').getByRole('button', { name: 'Edit' }));
    fireEvent.click(view.getByRole('button', { name: 'Save changes' }));
    const dialog = within(view.getByRole('dialog', { name: 'Edit saved search' }));
    await eventually(() => expect(dialog.getByText(savedSearchMessages.nothingToChange)).toBeTruthy());
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(view.getByRole('dialog', { name: 'Edit saved search' })).toBeTruthy();
  });

  test('Delete asks first, quoting the name, and deletes on Yes', async () => {
    api = fakeApi(answers('Saved search deleted'));
    const { view, item } = showSearches([search()]);
    fireEvent.click(item('3-bed flats in Lekki').getByRole('button', { name: 'Delete' }));
    const dialog = view.getByRole('alertdialog', { name: 'Delete this saved search?' });
    expect(dialog.textContent).toContain('“3-bed flats in Lekki” and its alerts will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await eventually(() => expect(view.queryByRole('alertdialog')).toBeNull());
    expect(api.sent[0]).toEqual({ method: 'DELETE', url: '/api/v1/saved-search/search-1', body: null });
  });

  test('nothing saved yet: the empty text and where to start', () => {
    const { view } = showSearches([]);
    expect(view.getByText('No Record Found')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Search homes and save a search' }).getAttribute('href')).toBe('/properties');
  });
});
