import { describe, expect, test } from 'bun:test';
import type { AnalyticsDay } from '@naija-homes/contracts/agent-insights';
import { messages } from '@naija-homes/contracts/messages';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { render } = await import('@testing-library/react');
const { AnalyticsCharts } = await import('./analytics-charts');

const quietDay = (day: string): AnalyticsDay => ({
  day,
  views: 0,
  impressions: 0,
  contactClicks: 0,
  favourites: 0,
  leads: 0,
  offers: 0,
  bookings: 0,
  chats: 0,
});
const daysFrom = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    quietDay(new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10)),
  );
const headings = (view: ReturnType<typeof render>) =>
  view.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the analytics charts', () => {
  test('a range with nothing in it says so in each chart', () => {
    const view = render(<AnalyticsCharts days={daysFrom(7)} isPending={false} />);
    expect(view.getAllByText(messages.noData)).toHaveLength(2);
  });

  test('while loading there is no empty state, only placeholders', () => {
    const view = render(<AnalyticsCharts days={undefined} isPending />);
    expect(view.queryByText(messages.noData)).toBeNull();
    expect(headings(view)).toEqual([
      'Views, impressions and contact clicks per day',
      'Favourites, leads and offers per day',
    ]);
  });

  test('up to 31 days the bars are per day; a longer range groups them per week', () => {
    const month = render(<AnalyticsCharts days={daysFrom(31)} isPending={false} />);
    expect(headings(month)[1]).toBe('Favourites, leads and offers per day');
    month.unmount();
    const quarter = render(<AnalyticsCharts days={daysFrom(90)} isPending={false} />);
    expect(headings(quarter)[1]).toBe('Favourites, leads and offers per week');
  });
});
