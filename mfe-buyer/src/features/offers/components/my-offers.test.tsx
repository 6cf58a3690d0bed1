import { afterEach, describe, expect, test } from 'bun:test';
import type { Offer } from '@naija-homes/contracts/offer';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, never, renderWithProviders, settleAfterEach } = await import('../../../test/render');
settleAfterEach();
const { offerKeys } = await import('@naija-homes/client/queries/offers');
const { MyOffers } = await import('./my-offers');

function offer(changes: Partial<Offer> = {}): Offer {
  return {
    _id: 'offer-1',
    requestNo: 'OFR-1001',
    status: 'pending',
    offerPrice: 42_500_000,
    description: 'Can we close this month?',
    counterPrice: null,
    counterMessage: null,
    owner: { _id: 'buyer-1', fullName: 'Ngozi Eze', photo: null },
    agent: { _id: 'agent-1', fullName: 'Tunde Bakare', photo: null },
    propertyId: {
      _id: 'listing-1',
      slug: 'terrace-in-yaba',
      title: 'Terrace in Yaba',
      address: '4 Herbert Macaulay Way',
      city: 'Lagos',
      photo: null,
      price: 45_000_000,
      propertyFor: 'sale',
      rentPaymentFrequency: null,
    },
    // 23:30 UTC on 31 March is 1 April in Lagos.
    createdAt: '2026-03-31T23:30:00.000Z',
    updatedAt: '2026-03-31T23:30:00.000Z',
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function showOffers(
  offers: Offer[],
  { url = '/buyer/my-offers', status = null as Offer['status'] | null, page = 1 } = {},
) {
  const view = renderWithProviders(<MyOffers />, {
    url,
    data: [[offerKeys.list('buyer', page, status), { data: offers, totalPages: 1 }]],
  });
  const card = (title: string) => view.getByRole('link', { name: title }).closest('li') as HTMLElement;
  return { view, card };
}

const moved = (status: Offer['status']) => () => ({ status: 200, body: { data: offer({ status }), message: 'Done' } });

describe('my offers', () => {
  test('each offer shows my price and the asking price in ₦, the date sent in Lagos time, and its status', () => {
    const { card } = showOffers([offer()]);
    const item = within(card('Terrace in Yaba'));
    expect(item.getByText('₦42,500,000.00')).toBeTruthy();
    expect(item.getByText('₦45,000,000.00')).toBeTruthy();
    expect(item.getByText('1 Apr 2026')).toBeTruthy();
    expect(item.getByText('4 Herbert Macaulay Way, Lagos')).toBeTruthy();
    expect(item.getByText('pending').getAttribute('data-tone')).toBe('orange');
    expect(item.getByText('To Tunde Bakare: “Can we close this month?”')).toBeTruthy();
  });

  test('a listing without a price reads N/A, and without a photo says so', () => {
    const { card } = showOffers([offer({ propertyId: { ...offer().propertyId, price: null } })]);
    const item = within(card('Terrace in Yaba'));
    expect(item.getByText('N/A')).toBeTruthy();
    expect(item.getByLabelText('No photo')).toBeTruthy();
  });

  test('a pending offer can only be withdrawn; a countered one can be accepted at the counter price or declined', () => {
    const { card } = showOffers([
      offer(),
      offer({
        _id: 'offer-2',
        requestNo: 'OFR-1002',
        status: 'countered',
        counterPrice: 44_000_000,
        counterMessage: 'Meet me at 44M',
        propertyId: { ...offer().propertyId, _id: 'listing-2', slug: 'flat-in-ikeja', title: 'Flat in Ikeja' },
      }),
      offer({
        _id: 'offer-3',
        status: 'declined',
        propertyId: { ...offer().propertyId, slug: 'x', title: 'Shop in Wuse' },
      }),
    ]);
    const buttons = (title: string) =>
      within(card(title))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('Terrace in Yaba')).toEqual(['Withdraw']);
    expect(buttons('Flat in Ikeja')).toEqual(['Accept ₦44,000,000.00', 'Decline', 'Withdraw']);
    expect(buttons('Shop in Wuse')).toEqual([]);
    expect(within(card('Flat in Ikeja')).getByText('Counter-offer: ₦44,000,000.00')).toBeTruthy();
  });

  test('withdrawing asks first, naming the offer and price; No sends nothing', () => {
    api = fakeApi(moved('withdrawn'));
    const { view, card } = showOffers([offer()]);
    fireEvent.click(within(card('Terrace in Yaba')).getByRole('button', { name: 'Withdraw' }));
    const dialog = view.getByRole('alertdialog', { name: 'Withdraw this offer?' });
    expect(dialog.textContent).toContain('Your offer OFR-1001 of ₦42,500,000.00 will be withdrawn and the agent told.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(api.sent).toEqual([]);
  });

  test('Yes, withdraw sends it and closes the question', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET' ? { status: 200, body: { data: [], totalPages: 1 } } : moved('withdrawn')(),
    );
    const { view, card } = showOffers([offer()]);
    fireEvent.click(within(card('Terrace in Yaba')).getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(view.getByRole('button', { name: 'Yes, withdraw' }));
    await eventually(() => expect(view.queryByRole('alertdialog')).toBeNull());
    expect(api.sent[0]).toEqual({ method: 'POST', url: '/api/v1/offer/offer-1/withdraw', body: null });
  });

  test('accepting a counter asks first, with the price agreed', async () => {
    api = fakeApi(never);
    const countered = offer({ status: 'countered', counterPrice: 44_000_000 });
    const { view, card } = showOffers([countered]);
    fireEvent.click(within(card('Terrace in Yaba')).getByRole('button', { name: 'Accept ₦44,000,000.00' }));
    const dialog = view.getByRole('alertdialog', { name: 'Accept the counter-offer on OFR-1001?' });
    expect(dialog.textContent).toContain('You agree to pay ₦44,000,000.00 for Terrace in Yaba.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, accept' }));
    await eventually(() => expect(api?.sent[0]?.url).toBe('/api/v1/offer/offer-1/accept'));
    await eventually(() =>
      expect((within(dialog).getByRole('button', { name: 'Yes, accept' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  test('a refused accept closes the question', async () => {
    api = fakeApi(() => ({ status: 409, body: { code: 'conflict', message: 'The agent accepted another offer' } }));
    const { view, card } = showOffers([offer({ status: 'countered', counterPrice: 44_000_000 })]);
    fireEvent.click(within(card('Terrace in Yaba')).getByRole('button', { name: 'Accept ₦44,000,000.00' }));
    fireEvent.click(view.getByRole('button', { name: 'Yes, accept' }));
    await eventually(() => expect(view.queryByRole('alertdialog')).toBeNull());
  });

  test('the status filter lives in the URL and starts again from the first page', async () => {
    api = fakeApi(() => ({ status: 200, body: { data: [], totalPages: 1 } }));
    const { view } = showOffers([offer()], { url: '/buyer/my-offers?page=2', page: 2 });
    const status = view.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'All offers',
      'Pending',
      'Accepted',
      'Declined',
      'Countered',
      'Withdrawn',
    ]);
    fireEvent.change(status, { target: { value: 'countered' } });
    expect(view.currentUrl()).toBe('/buyer/my-offers?status=countered');
    await eventually(() => expect(api?.sent[0]?.url).toBe('/api/v1/offer/mine?page=1&limit=10&status=countered'));
  });

  test('nothing yet: the empty text and a way to browse homes for sale', () => {
    const { view } = showOffers([]);
    expect(view.getByText('No Record Found')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Browse homes for sale' }).getAttribute('href')).toBe(
      '/properties?propertyFor=sale',
    );
  });
});
