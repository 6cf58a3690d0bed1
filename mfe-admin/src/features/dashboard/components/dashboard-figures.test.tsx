import { afterEach, describe, expect, test } from 'bun:test';
import {
  type AdminDashboard,
  adminDashboardMessages,
  type ListingActivity,
} from '@naija-homes/contracts/admin-dashboard';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { within } = await import('@testing-library/react');
const { eventually, fakeApi, never, renderWithProviders, settleAfterEach, testQueryClient } = await import(
  '../../../test/render'
);
settleAfterEach();
const { dashboardKeys } = await import('../api/keys');
const { DashboardFigures } = await import('./dashboard-figures');

const TODAY = '2026-03-03';
const range = { from: '2026-03-01', to: TODAY };
const days = {
  from: range.from,
  to: range.to,
  days: 3,
  bucket: 'day' as const,
  buckets: ['2026-03-01', '2026-03-02', '2026-03-03'],
};

function figures(changes: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    range: { ...days, weeks: ['2026-03-01'] },
    users: { all: 12_345, buyers: 10_000, agents: 2_300, admins: 45 },
    signUps: { buyers: [3, 0, 1], agents: [1, 1, 0], totals: { buyers: 4, agents: 2 } },
    listings: {
      cities: ['Lagos', 'Abuja'],
      active: [40, 12],
      pending: [3, 1],
      inactive: [2, 0],
      totals: { active: 52, pending: 4, inactive: 2, all: 58 },
    },
    revenue: {
      total: 1_250_000,
      invoices: 25,
      byPlan: [{ plan: 'Elite', amount: 1_250_000, invoices: 25 }],
      overTime: [500_000, 0, 750_000],
    },
    deals: { leads: [7], offers: [2], bookings: [1], totals: { leads: 7, offers: 2, bookings: 1 } },
    subscriptions: { total: 31, byPlan: [{ plan: 'Elite', count: 31 }] },
    ...changes,
  };
}

function activity(changes: Partial<ListingActivity> = {}): ListingActivity {
  return {
    range: { ...days, weeks: ['2026-03-01'] },
    views: [0, 0, 0],
    impressions: [0, 0, 0],
    contactClicks: [0, 0, 0],
    totals: { views: 0, impressions: 0, contactClicks: 0 },
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function showFigures(data: AdminDashboard | null, listingActivity: ListingActivity | null = activity()) {
  const client = testQueryClient();
  if (data) client.setQueryData(dashboardKeys.figures(range), data);
  if (listingActivity) client.setQueryData(dashboardKeys.activity(range), listingActivity);
  return renderWithProviders(<DashboardFigures range={range} today={TODAY} />, { client });
}

/** A stat card's value, read beside its label. */
function statValue(view: ReturnType<typeof showFigures>, section: string, label: string) {
  const card = within(view.getByRole('region', { name: section })).getByText(label).parentElement;
  return card?.querySelector('p.text-2xl')?.textContent ?? null;
}

describe('the dashboard figures', () => {
  test('accounts are counted with thousands separators, each linked to its list', () => {
    const view = showFigures(figures());
    expect(statValue(view, 'Accounts now', 'All users')).toBe('12,345');
    expect(statValue(view, 'Accounts now', 'Admins')).toBe('45');
    const accounts = within(view.getByRole('region', { name: 'Accounts now' }));
    expect(accounts.getAllByRole('link', { name: 'View' }).map((link) => link.getAttribute('href'))).toEqual([
      '/admin/users',
      '/admin/users?role=BUYER',
      '/admin/users?role=AGENT',
      '/admin/users?role=ADMIN',
    ]);
  });

  test('revenue is short in ₦ on the card, exact in the hint', () => {
    const view = showFigures(figures());
    expect(statValue(view, 'In this range', 'Revenue')).toBe('₦1.3M');
    expect(view.getByText('₦1,250,000.00 from 25 paid invoices')).toBeTruthy();
    expect(statValue(view, 'In this range', 'Sign-ups')).toBe('6');
    expect(view.getByText('4 buyers, 2 agents')).toBeTruthy();
  });

  test('a range ending today says its last bar is today so far, and names that bar so', async () => {
    const view = showFigures(figures());
    expect(view.getByText('Buyers and agents who joined, per day. The last bar is today, so far.')).toBeTruthy();
    // The chart (loaded lazily) gives its figures as a table too.
    await eventually(() => expect(view.getByRole('table', { name: 'Sign-ups by role, per day' })).toBeTruthy());
    const table = view.getByRole('table', { name: 'Sign-ups by role, per day' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['1 Mar', '2 Mar', 'Today (so far)']);
  });

  test('charts with nothing to show say so in the spec’s words', () => {
    const view = showFigures(
      figures({
        signUps: { buyers: [0, 0, 0], agents: [0, 0, 0], totals: { buyers: 0, agents: 0 } },
        revenue: { total: 0, invoices: 0, byPlan: [], overTime: [0, 0, 0] },
        subscriptions: { total: 0, byPlan: [] },
      }),
    );
    expect(view.getByText(adminDashboardMessages.noSignUps)).toBeTruthy();
    expect(view.getAllByText(adminDashboardMessages.noRevenue)).toHaveLength(2);
    expect(view.getByText(adminDashboardMessages.noSubscriptions)).toBeTruthy();
    expect(view.getByText(adminDashboardMessages.noActivity)).toBeTruthy();
    expect(statValue(view, 'In this range', 'Revenue')).toBe('₦0');
  });

  test('listing activity totals are told in words', () => {
    const view = showFigures(
      figures(),
      activity({ views: [10, 0, 2], totals: { views: 1_204, impressions: 15_000, contactClicks: 3 } }),
    );
    expect(view.getByText('1,204 views, 15,000 search impressions and 3 contact clicks, per day.')).toBeTruthy();
  });

  test('a count of one is singular: "1 contact click", "from 1 paid invoice", "1 buyer, 1 agent"', () => {
    const view = showFigures(
      figures({
        signUps: { buyers: [1, 0, 0], agents: [0, 1, 0], totals: { buyers: 1, agents: 1 } },
        revenue: {
          total: 15_000,
          invoices: 1,
          byPlan: [{ plan: 'Elite', amount: 15_000, invoices: 1 }],
          overTime: [15_000, 0, 0],
        },
      }),
      activity({ views: [1, 0, 0], totals: { views: 1, impressions: 1, contactClicks: 1 } }),
    );
    expect(view.getByText('1 view, 1 search impression and 1 contact click, per day.')).toBeTruthy();
    expect(view.getByText('₦15,000.00 from 1 paid invoice')).toBeTruthy();
    expect(view.getByText('1 buyer, 1 agent')).toBeTruthy();
  });

  test('while loading, no figure is shown yet', () => {
    api = fakeApi(never);
    const view = showFigures(null, null);
    expect(statValue(view, 'Accounts now', 'All users')).toBeNull();
    expect(view.getByText('Views, search impressions and contact clicks.')).toBeTruthy();
  });

  test('a failed load says why, as an alert', async () => {
    api = fakeApi(() => ({ status: 503, body: { message: 'The service is busy. Try again in a moment.' } }));
    const view = showFigures(null, activity());
    await eventually(() =>
      expect(view.getByRole('alert').textContent).toBe('The service is busy. Try again in a moment.'),
    );
    expect(api.sent[0]?.url).toBe('/api/v1/admin/dashboard?from=2026-03-01&to=2026-03-03');
  });
});
