import { afterEach, describe, expect, test } from 'bun:test';
import type { AgentCard, AgentsPage } from '@naija-homes/contracts/agent-profile';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders } = await import('../../../test/render');
const { AgentDirectory } = await import('./agent-directory');

let restore = () => {};
afterEach(() => restore());

function agentCard(index: number): AgentCard {
  return {
    _id: `agent-${index}`,
    slug: `agent-${index}`,
    fullName: `Agent ${index}`,
    photo: null,
    agencyName: index % 2 ? 'Lekki Homes Ltd' : null,
    isVerified: true,
    averageRating: 4.5,
    reviewCount: index,
    propertiesCount: 1,
  };
}

/** The API's directory: three pages of agents, whatever the search; every request is kept in `sent`. */
function directoryApi() {
  const api = fakeApi({
    'GET /api/v1/agent/all': (request) => {
      const page = Number(request.query.get('page') ?? '1');
      const body: AgentsPage = { data: [agentCard(page)], total: 25, totalPages: 3 };
      return { body };
    },
  });
  restore = api.restore;
  return api;
}

const searches = (api: ReturnType<typeof directoryApi>) =>
  api.sent.map((request) => `${request.query.get('search') ?? ''} p${request.query.get('page')}`);

describe('the agent directory', () => {
  test('a shared address opens on its search and page', async () => {
    const api = directoryApi();
    const { view } = renderWithProviders(<AgentDirectory />, { url: '/agents?search=lekki&page=2' });
    expect((view.getByLabelText('Search agents by name or agency') as HTMLInputElement).value).toBe('lekki');
    await eventually(() => expect(view.getByText('Agent 2')).toBeTruthy());
    expect(searches(api)).toEqual(['lekki p2']);
  });

  test('what is typed is asked for once the typing pauses, from page 1, and goes into the address then', async () => {
    const api = directoryApi();
    const { view, where } = renderWithProviders(<AgentDirectory />, { url: '/agents?page=3' });
    await eventually(() => expect(view.getByText('Agent 3')).toBeTruthy());
    const box = view.getByLabelText('Search agents by name or agency');
    fireEvent.change(box, { target: { value: 'Lek' } });
    fireEvent.change(box, { target: { value: 'Lekki ' } });
    expect(where()).toBe('/agents?page=3');
    await eventually(() => expect(searches(api).at(-1)).toBe('Lekki p1'));
    expect(where()).toBe('/agents?search=Lekki');
    // Not a request a keystroke, nor the old search's first page: only page 3 as opened, then the new search.
    expect(searches(api)).toEqual([' p3', 'Lekki p1']);
  });

  test('another page keeps the search', async () => {
    const api = directoryApi();
    const { view, where } = renderWithProviders(<AgentDirectory />, { url: '/agents?search=ikeja' });
    await eventually(() => expect(view.getByText('Agent 1')).toBeTruthy());
    fireEvent.click(view.getByRole('button', { name: 'Page 2' }));
    expect(where()).toBe('/agents?search=ikeja&page=2');
    await eventually(() => expect(searches(api)).toEqual(['ikeja p1', 'ikeja p2']));
  });
});
