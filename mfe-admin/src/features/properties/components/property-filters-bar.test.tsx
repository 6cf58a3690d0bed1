import { afterEach, describe, expect, test } from 'bun:test';
import type { AdminPropertyFacets } from '@naija-homes/contracts/admin-property';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, waitFor } = await import('@testing-library/react');
const { fakeApi, never, renderWithProviders, settleAfterEach, testQueryClient } = await import('../../../test/render');
settleAfterEach();
const { propertyKeys } = await import('../api/keys');
const { usePropertyFilters } = await import('../hooks/use-property-filters');
const { PropertyFiltersBar } = await import('./property-filters-bar');

const PLAN_ID = '0b9f7c1e-4a52-4c8e-9d7e-2f1a3b4c5d6e';
const facets: AdminPropertyFacets = {
  cities: [
    { city: 'Abuja', count: 12 },
    { city: 'Lagos', count: 40 },
  ],
  plans: [{ _id: PLAN_ID, name: 'Elite' }],
};

/** The bar as the listings page uses it: its state from the URL. */
function Bar() {
  return <PropertyFiltersBar state={usePropertyFilters()} />;
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function showBar(url = '/admin/properties') {
  const client = testQueryClient();
  client.setQueryData(propertyKeys.facets(), facets);
  const view = renderWithProviders(<Bar />, { client, url });
  const select = (label: string) => view.getByLabelText(label) as HTMLSelectElement;
  const choose = (label: string, value: string) => fireEvent.change(select(label), { target: { value } });
  const options = (label: string) => [...select(label).options].map((option) => option.textContent);
  const params = () => new URLSearchParams(view.currentUrl().split('?')[1] ?? '');
  return { view, select, choose, options, params };
}

describe('the listings’ filters bar', () => {
  test('offers the statuses in the admin’s words, and the cities and plans that exist', () => {
    const { options } = showBar();
    expect(options('Filter by status')).toEqual([
      'All statuses',
      'Pending',
      'Active',
      'Inactive (by agent)',
      'Expired (not confirmed)',
      'Closed (let or sold)',
      'Deactivated by admin',
    ]);
    expect(options('Filter by purpose')).toEqual(['All purposes', 'For sale', 'For rent', 'Short-let']);
    expect(options('Filter by city')).toEqual(['All cities', 'Abuja', 'Lagos']);
    expect(options("Filter by the agent's plan")).toEqual(['All plans', 'Elite']);
  });

  test('starts from the URL, and a city no listing has any more stays chosen', () => {
    const { select, options } = showBar(`/admin/properties?status=deactivated&city=Ibadan&plan=${PLAN_ID}&sort=title`);
    expect(select('Filter by status').value).toBe('deactivated');
    expect(select('Filter by city').value).toBe('Ibadan');
    expect(options('Filter by city')).toEqual(['All cities', 'Ibadan', 'Abuja', 'Lagos']);
    expect(select("Filter by the agent's plan").value).toBe(PLAN_ID);
    expect(select('Sort by').value).toBe('title');
  });

  test('values the URL should not carry are dropped', () => {
    const { select, view } = showBar('/admin/properties?status=sold&plan=elite&verified=maybe');
    expect(select('Filter by status').value).toBe('');
    expect(select("Filter by the agent's plan").value).toBe('');
    expect(select('Filter by verified').value).toBe('');
    expect(view.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  test('choosing a filter puts it in the URL and goes back to the first page', () => {
    const { choose, params } = showBar('/admin/properties?page=3');
    choose('Filter by status', 'pending');
    expect(params().get('status')).toBe('pending');
    expect(params().has('page')).toBe(false);
    choose('Filter by verified', 'yes');
    expect(params().get('verified')).toBe('yes');
    expect(params().get('status')).toBe('pending');
  });

  test('the default sort is left out of the URL', () => {
    const { choose, params } = showBar('/admin/properties?sort=oldest');
    choose('Sort by', 'newest');
    expect(params().has('sort')).toBe(false);
    choose('Sort by', 'price-desc');
    expect(params().get('sort')).toBe('price-desc');
  });

  test('the search box shows what is typed and, once typing pauses, keeps it trimmed in the URL', async () => {
    const { view, params } = showBar();
    const search = view.getByLabelText('Search listings by title, address or city') as HTMLInputElement;
    fireEvent.change(search, { target: { value: '  Lekki  ' } });
    expect(search.value).toBe('  Lekki  ');
    await waitFor(() => expect(params().get('search')).toBe('Lekki'), { timeout: 2000 });
    const agent = view.getByLabelText('Filter by agent name or email') as HTMLInputElement;
    fireEvent.change(agent, { target: { value: 'tunde@' } });
    await waitFor(() => expect(params().get('agent')).toBe('tunde@'), { timeout: 2000 });
  });

  test('Clear filters shows only when something narrows the list, and clears all but the sort', () => {
    const { view, params } = showBar(`/admin/properties?search=Lekki&status=active&purpose=rent&sort=oldest&page=2`);
    fireEvent.click(view.getByRole('button', { name: 'Clear filters' }));
    expect(params().toString()).toBe('sort=oldest');
    expect((view.getByLabelText('Search listings by title, address or city') as HTMLInputElement).value).toBe('');
    expect(view.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  test('before the facets arrive, the city and plan choices are only “all”', () => {
    api = fakeApi(never);
    const view = renderWithProviders(<Bar />, { url: '/admin/properties' });
    const cities = view.getByLabelText('Filter by city') as HTMLSelectElement;
    expect([...cities.options].map((option) => option.textContent)).toEqual(['All cities']);
    expect(api.sent[0]?.url).toBe('/api/v1/admin/properties/facets');
  });
});
