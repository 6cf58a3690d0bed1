import { afterEach, describe, expect, test } from 'bun:test';
import { type Booking, bookingMessages } from '@naija-homes/contracts/booking';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, settleAfterEach } = await import('../../../test/render');
settleAfterEach();
const { bookingKeys } = await import('@naija-homes/client/queries/bookings');
const { MyBookings } = await import('./my-bookings');

function booking(changes: Partial<Booking> = {}): Booking {
  return {
    roomId: 'room-1',
    _id: 'booking-1',
    bookingNo: 'BKG-1001',
    status: 'pending',
    checkIn: '2026-08-14',
    checkOut: '2026-08-17',
    nights: 3,
    guests: 1,
    nightlyPrice: 85_000,
    cautionFee: 50_000,
    totalPrice: 305_000,
    message: null,
    // 22:45 UTC is 23:45 in Lagos.
    respondBy: '2026-08-10T22:45:00.000Z',
    cancelledBy: null,
    reason: null,
    owner: { _id: 'buyer-1', fullName: 'Ngozi Eze', photo: null },
    agent: { _id: 'agent-1', fullName: 'Tunde Bakare', photo: null },
    propertyId: {
      _id: 'listing-1',
      slug: 'studio-in-vi',
      title: 'Studio in Victoria Island',
      address: null,
      city: 'Lagos',
      photo: null,
    },
    createdAt: '2026-08-09T10:00:00.000Z',
    ...changes,
  };
}

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => {
  api?.restore();
  api = null;
});

function showBookings(bookings: Booking[]) {
  const view = renderWithProviders(<MyBookings />, {
    url: '/buyer/my-bookings',
    data: [[bookingKeys.list('buyer', 1, null), { data: bookings, totalPages: 1 }]],
  });
  const cards = () => within(view.getByRole('list', { name: 'My bookings' })).getAllByRole('listitem');
  const card = (index: number) => within(cards()[index] as HTMLElement);
  return { view, cards, card };
}

describe('my bookings', () => {
  test('a stay shows its dates, nights and guests, the price per night and the total in ₦', () => {
    const { card } = showBookings([booking()]);
    const first = card(0);
    expect(first.getByText('14 Aug 2026 → 17 Aug 2026 · 3 nights · 1 guest')).toBeTruthy();
    expect(first.getByText('₦85,000.00 / night')).toBeTruthy();
    expect(first.getByText('pending').getAttribute('data-tone')).toBe('orange');
  });

  test('a pending stay says who must confirm and by when, in Lagos time, and counts the caution fee', () => {
    const { card } = showBookings([booking()]);
    expect(
      card(0).getByText(
        'Waiting for Tunde Bakare to confirm, by 10 Aug 2026, 23:45. The total includes a refundable caution fee of ₦50,000.00.',
      ),
    ).toBeTruthy();
  });

  test('a cancelled stay quotes who cancelled and why; no caution fee, no sentence about it', () => {
    const { card } = showBookings([
      booking({ status: 'cancelled', cancelledBy: 'buyer', reason: 'Flight moved', cautionFee: 0 }),
      booking({ _id: 'booking-2', status: 'cancelled', cancelledBy: 'agent', reason: 'Flat flooded', cautionFee: 0 }),
    ]);
    expect(card(0).getByText('You: “Flight moved”')).toBeTruthy();
    expect(card(1).getByText('Tunde Bakare: “Flat flooded”')).toBeTruthy();
    expect(card(0).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  test('chat opens the conversation with the agent in the buyer’s area', () => {
    const { card } = showBookings([booking()]);
    expect(card(0).getByRole('link', { name: 'Chat with Tunde Bakare' }).getAttribute('href')).toBe(
      '/buyer/chats?room=room-1',
    );
  });

  test('Cancel asks for a reason, naming the stay in Lagos dates', () => {
    const { view, card } = showBookings([booking({ status: 'confirmed' })]);
    fireEvent.click(card(0).getByRole('button', { name: 'Cancel booking BKG-1001' }));
    const dialog = view.getByRole('dialog', { name: 'Cancel booking BKG-1001?' });
    expect(dialog.textContent).toContain(
      'Studio in Victoria Island, 14 Aug 2026 to 17 Aug 2026. Tunde Bakare will be told why.',
    );
  });

  test('a reason too short is refused in the contract’s words; nothing is sent', () => {
    api = fakeApi(() => ({ status: 500 }));
    const { view, card } = showBookings([booking()]);
    fireEvent.click(card(0).getByRole('button', { name: 'Cancel booking BKG-1001' }));
    fireEvent.change(view.getByLabelText('Reason'), { target: { value: 'no' } });
    fireEvent.click(view.getByRole('button', { name: 'Cancel booking' }));
    expect(view.getByText(bookingMessages.reasonRequired)).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  test('a good reason cancels the booking, then the dialog closes', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: [], totalPages: 1 } }
        : { status: 200, body: { data: booking({ status: 'cancelled' }), message: 'Booking cancelled' } },
    );
    const { view, card } = showBookings([booking()]);
    fireEvent.click(card(0).getByRole('button', { name: 'Cancel booking BKG-1001' }));
    fireEvent.change(view.getByLabelText('Reason'), { target: { value: '  My trip was cancelled  ' } });
    fireEvent.click(view.getByRole('button', { name: 'Cancel booking' }));
    await eventually(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(api.sent[0]).toEqual({
      method: 'POST',
      url: '/api/v1/booking/booking-1/cancel',
      body: { reason: 'My trip was cancelled' },
    });
  });

  test('a refused cancel shows the server’s words in the dialog, which stays open', async () => {
    api = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { data: [booking()], totalPages: 1 } }
        : { status: 409, body: { code: 'conflict', message: bookingMessages.stayStarted } },
    );
    const { view, card } = showBookings([booking()]);
    fireEvent.click(card(0).getByRole('button', { name: 'Cancel booking BKG-1001' }));
    fireEvent.change(view.getByLabelText('Reason'), { target: { value: 'Change of plans' } });
    fireEvent.click(view.getByRole('button', { name: 'Cancel booking' }));
    const dialog = within(view.getByRole('dialog', { name: 'Cancel booking BKG-1001?' }));
    await eventually(() => expect(dialog.getByText(bookingMessages.stayStarted)).toBeTruthy());
  });

  test('no bookings yet: the empty text and a way to find a short-let', () => {
    const { view } = showBookings([]);
    expect(view.getByText('No Record Found')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Find a short-let' }).getAttribute('href')).toBe(
      '/properties?propertyFor=short-let',
    );
  });
});
