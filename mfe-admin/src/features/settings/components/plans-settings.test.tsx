import { afterEach, describe, expect, test } from 'bun:test';
import type { Package } from '@naija-homes/contracts/billing';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, never, renderWithProviders, settleAfterEach, testQueryClient } = await import(
  '../../../test/render'
);
settleAfterEach();
const { settingsKeys } = await import('../api/keys');
const { PlansSettings } = await import('./plans-settings');

function plan(changes: Partial<Package> = {}): Package {
  return {
    _id: 'plan-elite',
    name: 'Elite',
    subTitle: 'For growing agencies',
    priceId: { amount: 25_000, currency: 'NGN', interval: 'month' },
    description1: null,
    description2: null,
    points: ['Up to 50 listings', 'Featured badge'],
    priority: 2,
    visibilityLevel: 2,
    visibilityLabel: 'featured',
    allowsVirtualTour: true,
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function showPlans(plans: Package[] | null) {
  const client = testQueryClient();
  if (plans) client.setQueryData(settingsKeys.plans(), plans);
  const view = renderWithProviders(<PlansSettings />, { client });
  return { view, client };
}

function eliteForm(view: ReturnType<typeof showPlans>['view']) {
  const form = view.getByRole('form', { name: 'Elite plan' });
  const scope = within(form);
  const price = scope.getByLabelText('Price per month') as HTMLInputElement;
  const point = (n: number) => scope.getByRole('textbox', { name: `Elite point ${n}` }) as HTMLInputElement;
  const points = () => scope.queryAllByRole('textbox', { name: /^Elite point \d+$/ }) as HTMLInputElement[];
  const save = () => fireEvent.click(scope.getByRole('button', { name: 'Save' }));
  return { form, scope, price, point, points, save };
}

describe('the plans settings', () => {
  test('one form per plan, each saying its price today in ₦', () => {
    const { view } = showPlans([
      plan({ _id: 'plan-starter', name: 'Starter', priceId: { amount: 0, currency: 'NGN', interval: 'month' } }),
      plan(),
    ]);
    expect(view.getByRole('form', { name: 'Starter plan' })).toBeTruthy();
    expect(view.getByText('₦25,000.00 a month on the pricing page now.')).toBeTruthy();
    expect(view.getByText('₦0.00 a month on the pricing page now.')).toBeTruthy();
  });

  test('a plan with no name is the Starter plan, named once', () => {
    const { view } = showPlans([plan({ _id: 'plan-starter', name: null })]);
    expect(view.getByRole('form', { name: 'Starter plan' })).toBeTruthy();
    expect(view.getByRole('textbox', { name: 'Starter point 1' })).toBeTruthy();
  });

  test('the price and points start as saved, the price grouped in thousands', () => {
    const { view } = showPlans([plan()]);
    const { price, points } = eliteForm(view);
    expect(price.value).toBe('25,000');
    expect(points().map((input) => input.value)).toEqual(['Up to 50 listings', 'Featured badge']);
  });

  test('saving sends the price in naira and the points', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: [plan()] } }
        : { status: 200, body: { data: plan(), message: 'Plan saved' } },
    );
    const { view } = showPlans([plan()]);
    const { price, point, save } = eliteForm(view);
    fireEvent.change(price, { target: { value: '30000.50' } });
    fireEvent.change(point(2), { target: { value: '  Priority support  ' } });
    save();
    // After the save, the plans are asked for again (GET): the PATCH is the one to read.
    await eventually(() => expect(api?.sent.some((request) => request.method === 'PATCH')).toBe(true));
    expect(api.sent.find((request) => request.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/v1/admin/packages/plan-elite',
      body: { amount: 30000.5, points: ['Up to 50 listings', 'Priority support'] },
    });
  });

  test('leaving the price field groups it', () => {
    const { view } = showPlans([plan()]);
    const { price } = eliteForm(view);
    fireEvent.change(price, { target: { value: '1250000' } });
    fireEvent.blur(price);
    expect(price.value).toBe('1,250,000');
  });

  test('an empty price, or one with letters, is refused in the money rule’s words; nothing is sent', async () => {
    api = fakeApi(() => ({ status: 500 }));
    const { view } = showPlans([plan()]);
    const { scope, price, save } = eliteForm(view);
    fireEvent.change(price, { target: { value: '' } });
    save();
    await eventually(() => expect(scope.getByText('Price is required')).toBeTruthy());
    expect(price.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(price, { target: { value: '25k' } });
    save();
    await eventually(() => expect(scope.getByText('Price must contain only digits and a decimal point')).toBeTruthy());
    expect(api.sent).toEqual([]);
  });

  test('a price above the plan limit is refused', async () => {
    const { view } = showPlans([plan()]);
    const { scope, price, save } = eliteForm(view);
    fireEvent.change(price, { target: { value: '20000000' } });
    save();
    await eventually(() => expect(scope.getByText('Price must be at most ₦10,000,000')).toBeTruthy());
  });

  test('an empty point is refused under it', async () => {
    const { view } = showPlans([plan()]);
    const { scope, point, save } = eliteForm(view);
    fireEvent.change(point(1), { target: { value: '   ' } });
    save();
    await eventually(() => expect(scope.getByText('A point cannot be empty')).toBeTruthy());
    expect(point(1).getAttribute('aria-invalid')).toBe('true');
  });

  test('points can be removed and added; a new point takes the focus', async () => {
    const { view } = showPlans([plan()]);
    const { scope, points } = eliteForm(view);
    fireEvent.click(scope.getByRole('button', { name: 'Remove Elite point 1' }));
    expect(points().map((input) => input.value)).toEqual(['Featured badge']);
    fireEvent.click(scope.getByRole('button', { name: 'Add a point' }));
    expect(points()).toHaveLength(2);
    await eventually(() => expect(document.activeElement === points()[1]).toBe(true));
  });

  test('no more than 10 points can be added', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `Point ${index + 1}`);
    const { view } = showPlans([plan({ points: ten })]);
    const add = eliteForm(view).scope.getByRole('button', { name: 'Add a point' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });

  test('while saving, Save is busy', async () => {
    api = fakeApi(never);
    const { view } = showPlans([plan()]);
    const { scope, save } = eliteForm(view);
    save();
    await eventually(() => expect(scope.getByText('Save').closest('button')?.getAttribute('aria-busy')).toBe('true'));
  });

  test('a failed load says why', async () => {
    api = fakeApi(() => ({ status: 500, body: { message: 'Could not load the plans' } }));
    const { view } = showPlans(null);
    await eventually(() => expect(view.getByRole('alert').textContent).toBe('Could not load the plans'));
    expect(api.sent[0]?.url).toBe('/api/v1/package/all');
  });
});
