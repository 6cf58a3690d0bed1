import { describe, expect, test } from 'bun:test';
import type { AgentVisibility } from '@naija-homes/contracts/agent-insights';
import { type Package, planChangeConfirm, type Subscription } from '@naija-homes/contracts/billing';
import { messages } from '@naija-homes/contracts/messages';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts); the client's modules too (test/render.tsx: its Request class).
const { sessionKeys } = await import('@naija-homes/client/queries/session');
const { subscriptionKeys } = await import('@naija-homes/client/queries/subscription');
const { visibilityKeys } = await import('../api/keys');
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, renderWith } = await import('../../../test/render');
const { UpgradeOptions } = await import('./upgrade-options');

const api = fakeApi();

const plan = (
  _id: string,
  name: string | null,
  priority: number,
  amount: number,
  visibilityLevel: number,
  visibilityLabel: Package['visibilityLabel'],
  allowsVirtualTour: boolean,
): Package => ({
  _id,
  name,
  subTitle: null,
  priceId: { amount, currency: 'NGN', interval: 'month' },
  description1: null,
  description2: null,
  points: [],
  priority,
  visibilityLevel,
  visibilityLabel,
  allowsVirtualTour,
});
const starter = plan('starter', null, 1, 10_000, 1, null, false);
const elite = plan('elite', 'Elite', 2, 25_000, 3, 'priority', true);
const platinum = plan('platinum', 'Platinum', 3, 50_000.5, 4, 'exclusive', true);

const onStarter: Subscription = {
  _id: 'sub1',
  packageId: { _id: 'starter', name: 'Starter Plan', priority: 1 },
  status: 'active',
  provider: 'local',
  endDate: '2099-01-31T23:00:00.000Z',
  subscribedAt: '2026-01-01T09:00:00.000Z',
};

function visibilityOn(current: Package | null, total: number): AgentVisibility {
  return {
    plan: current && {
      _id: current._id,
      name: current.name ?? 'Starter Plan',
      status: 'active',
      endDate: onStarter.endDate,
      priority: current.priority,
      visibilityLevel: current.visibilityLevel,
      visibilityLabel: current.visibilityLabel,
      allowsVirtualTour: current.allowsVirtualTour,
      price: current.priceId.amount,
    },
    listings: [],
    total,
    totalPages: 1,
    inSearch: total,
  };
}

function options(visibility: AgentVisibility, plans: Package[], subscription: Subscription | null) {
  return renderWith(<UpgradeOptions visibility={visibility} />, {
    url: '/agent/visibility',
    data: [
      [sessionKeys.all, null],
      [visibilityKeys.packages(), plans],
      [subscriptionKeys.current(), subscription],
    ],
  });
}

const changesOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('what a higher plan would change', () => {
  test('on Starter, only the higher plans are offered, with their monthly price in naira', () => {
    const { view } = options(visibilityOn(starter, 4), [starter, elite, platinum], onStarter);
    expect(view.getAllByTestId('upgrade-option').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Elite plan',
      'Platinum plan',
    ]);
    const platinumCard = view.getByRole('group', { name: 'Platinum plan' });
    expect(platinumCard.textContent).toContain('₦50,000.50 / month');
  });

  test('each names the move up in search, the badge and the 360° tour, for "your 4 listings"', () => {
    const { view } = options(visibilityOn(starter, 4), [starter, elite, platinum], onStarter);
    const eliteCard = view.getByRole('group', { name: 'Elite plan' });
    expect(within(eliteCard).getByText('What changes for your 4 listings')).toBeTruthy();
    expect(changesOf(eliteCard)).toEqual([
      'Your listings move up from Standard to Priority in search.',
      'Buyers see the Priority badge on your cards.',
      'You can add 360° virtual tours.',
    ]);
    expect(within(eliteCard).getByText('Allowed')).toBeTruthy();
    expect(within(eliteCard).getByTestId('visibility-badge').textContent).toBe('Priority');
  });

  test('one listing is "your listing"; none leaves the count out', () => {
    const one = options(visibilityOn(starter, 1), [starter, elite], onStarter);
    expect(one.view.getByText('What changes for your listing')).toBeTruthy();
    one.view.unmount();
    const none = options(visibilityOn(starter, 0), [starter, elite], onStarter);
    expect(none.view.getByText('What changes')).toBeTruthy();
  });

  test('from Elite, Platinum keeps nothing already had: no second 360° line', () => {
    const onElite: Subscription = { ...onStarter, packageId: { _id: 'elite', name: 'Elite', priority: 2 } };
    const { view } = options(visibilityOn(elite, 2), [starter, elite, platinum], onElite);
    expect(changesOf(view.getByRole('group', { name: 'Platinum plan' }))).toEqual([
      'Your listings move up from Priority to Exclusive in search.',
      'Buyers see the Exclusive badge on your cards.',
    ]);
  });

  test('without a plan every plan is offered, and Subscribe leads to the pricing plans', () => {
    const { view } = options(visibilityOn(null, 0), [starter, elite], null);
    const starterCard = view.getByRole('group', { name: 'Starter Plan plan' });
    expect(changesOf(starterCard)).toEqual(['Your listings show in search as Standard.']);
    expect(within(starterCard).getByText('No badge')).toBeTruthy();
    expect(within(starterCard).getByText('Not included')).toBeTruthy();
    const subscribe = within(starterCard).getByRole('link', { name: 'Subscribe' });
    expect(subscribe.getAttribute('href')).toBe('/agent/settings?tab=pricing-plans');
  });

  test('on the highest plan there is nothing to offer, and it says so', () => {
    const onPlatinum: Subscription = { ...onStarter, packageId: { _id: 'platinum', name: 'Platinum', priority: 3 } };
    const { view } = options(visibilityOn(platinum, 3), [starter, elite, platinum], onPlatinum);
    expect(view.queryAllByTestId('upgrade-option')).toHaveLength(0);
    expect(view.getByText(/You are on the highest plan/).textContent).toContain('with the Exclusive badge');
  });

  test('no plans at all shows the empty state', () => {
    const { view } = options(visibilityOn(null, 0), [], null);
    expect(view.getByText(messages.noData)).toBeTruthy();
  });
});

describe('upgrading', () => {
  test('asks with the spec’s confirmation; Cancel sends nothing', async () => {
    const { view } = options(visibilityOn(starter, 4), [starter, elite, platinum], onStarter);
    fireEvent.click(
      within(view.getByRole('group', { name: 'Platinum plan' })).getByRole('button', { name: 'Upgrade' }),
    );
    const dialog = view.getByRole('alertdialog', { name: 'Upgrade to Platinum?' });
    expect(dialog.textContent).toContain(planChangeConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await eventually(() => expect(dialog.isConnected).toBe(false));
    expect(api.calls).toHaveLength(0);
  });

  test('confirming upgrades to that plan and closes the question', async () => {
    api.on('PATCH', '/api/v1/subscription/upgrade', { body: { data: platinum, message: 'Upgraded to Platinum' } });
    const { view } = options(visibilityOn(starter, 4), [starter, elite, platinum], onStarter);
    fireEvent.click(
      within(view.getByRole('group', { name: 'Platinum plan' })).getByRole('button', { name: 'Upgrade' }),
    );
    const dialog = view.getByRole('alertdialog', { name: 'Upgrade to Platinum?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await eventually(() => expect(dialog.isConnected).toBe(false));
    expect(api.to('PATCH', '/api/v1/subscription/upgrade').map((call) => call.body)).toEqual([
      { packageId: 'platinum' },
    ]);
  });
});
