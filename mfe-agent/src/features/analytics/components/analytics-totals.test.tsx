import { describe, expect, test } from 'bun:test';
import type { InsightFigures } from '@naija-homes/contracts/agent-insights';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { render, within } = await import('@testing-library/react');
const { AnalyticsTotals } = await import('./analytics-totals');

const totals: InsightFigures = {
  views: 12_345,
  impressions: 1_204_330,
  contactClicks: 87,
  favourites: 0,
  leads: 14,
  offers: 3,
  bookings: 2,
  chats: 1_000,
};

describe('the range’s totals', () => {
  test('one tile per figure, named and written with thousands separators', () => {
    const view = render(<AnalyticsTotals totals={totals} />);
    const tiles = within(view.getByRole('list', { name: 'Totals for the range' })).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Views12,345',
      'Impressions1,204,330',
      'Contact clicks87',
      'Favourites0',
      'Leads14',
      'Offers3',
      'Bookings2',
      'Chats1,000',
    ]);
  });

  test('while the range loads, the tiles keep their names and hold a placeholder, not a zero', () => {
    const view = render(<AnalyticsTotals totals={undefined} />);
    const views = view.getByTestId('total-views');
    expect(views.textContent).toBe('Views');
    expect(views.querySelector('[data-slot="skeleton"]')).toBeTruthy();
  });
});
