import { afterEach, describe, expect, mock, test } from 'bun:test';
import { type Availability, type Booking, bookingMessages } from '@naija-homes/contracts/booking';
import { addDays } from '@naija-homes/contracts/date-range';
import { formatLagosDate, lagosIsoDate } from '@naija-homes/contracts/format';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent } = await import('@testing-library/react');
const { eventually, fakeApi, renderWithProviders, signInAs, testQueryClient } = await import('../../../test/render');
const { availabilityQueryOptions } = await import('../api/book-stay');
const { BookStay } = await import('./book-stay');

// A window that opens on the first of a month two months from now (the calendar shows that month), with nights
// 10 to 12 of it taken.
const start = new Date(`${lagosIsoDate().slice(0, 7)}-01T00:00:00Z`);
start.setUTCMonth(start.getUTCMonth() + 2);
const from = start.toISOString().slice(0, 10);
const day = (offset: number) => addDays(from, offset);
const availability: Availability = {
  availableFrom: from,
  availableUntil: day(27),
  nightlyPrice: 45_000,
  cautionFee: 20_000,
  maxNights: 90,
  taken: [{ checkIn: day(9), checkOut: day(12) }],
};

let restore = () => {};
afterEach(() => restore());

function bookStay(role: 'BUYER' | 'AGENT' | null = 'BUYER') {
  const client = testQueryClient();
  signInAs(client, role);
  client.setQueryData(availabilityQueryOptions('property-1').queryKey, { data: availability });
  const { view, where } = renderWithProviders(<BookStay propertyId="property-1" />, { client });
  const field = (label: string) => view.getByLabelText(label) as HTMLInputElement;
  const pick = (offset: number) => fireEvent.click(view.getByRole('button', { name: new RegExp(`^${day(offset)},`) }));
  const submit = () => fireEvent.click(view.getByRole('button', { name: 'Request to book' }));
  return { view, where, field, pick, submit, client };
}

const booking = (overrides: Partial<Booking>): Booking => ({
  roomId: null,
  _id: 'booking-1',
  bookingNo: 'BKG-1001',
  status: 'pending',
  checkIn: day(2),
  checkOut: day(5),
  nights: 3,
  guests: 3,
  nightlyPrice: 45_000,
  cautionFee: 20_000,
  totalPrice: 155_000,
  message: null,
  respondBy: '2026-11-03T10:00:00.000Z',
  cancelledBy: null,
  reason: null,
  owner: { _id: 'user-1', fullName: 'Ada Okafor', photo: null },
  agent: { _id: 'agent-1', fullName: 'Kemi Adeyemi', photo: null },
  propertyId: {
    _id: 'property-1',
    slug: 'lekki-studio',
    title: 'Lekki studio',
    address: null,
    city: 'Lekki',
    photo: null,
  },
  createdAt: '2026-11-02T10:00:00.000Z',
  ...overrides,
});

describe('booking a short-let stay', () => {
  test('shows the nightly price in naira and the window in Lagos dates', () => {
    const { view } = bookStay();
    expect(view.getByText('₦45,000.00')).toBeTruthy();
    expect(view.getByText(`Available ${formatLagosDate(from)} to ${formatLagosDate(day(27))}`)).toBeTruthy();
  });

  test('two picks on the calendar make the stay, and the price is broken down before anything is sent', () => {
    const { view, field, pick } = bookStay();
    pick(2);
    pick(5);
    expect(field('Check-in').value).toBe(day(2));
    expect(field('Check-out').value).toBe(day(5));
    const price = view.getByLabelText('Price');
    expect(price.textContent).toContain('₦45,000.00 × 3 nights');
    expect(price.textContent).toContain('₦135,000.00');
    expect(price.textContent).toContain('Caution fee (refundable)₦20,000.00');
    expect(price.textContent).toContain('Total₦155,000.00');
    expect(view.getByRole('button', { name: `${day(3)}, free` }).getAttribute('aria-pressed')).toBe('true');
  });

  test('one night is written in the singular', () => {
    const { view, pick } = bookStay();
    pick(0);
    pick(1);
    expect(view.getByLabelText('Price').textContent).toContain('× 1 night');
  });

  test('taken nights are struck out and cannot start a stay; the first taken night may still be a check-out', () => {
    const { view, pick } = bookStay();
    const taken = view.getByRole('button', { name: `${day(10)}, taken` }) as HTMLButtonElement;
    expect(taken.disabled).toBe(true);
    pick(7);
    expect((view.getByRole('button', { name: `${day(9)}, taken` }) as HTMLButtonElement).disabled).toBe(false);
    expect((view.getByRole('button', { name: `${day(10)}, taken` }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a free day past taken nights does not end the stay across them: it begins a new one', () => {
    const { field, pick } = bookStay();
    pick(7);
    pick(14);
    expect(field('Check-in').value).toBe(day(14));
    expect(field('Check-out').value).toBe('');
    pick(16);
    expect(field('Check-out').value).toBe(day(16));
  });

  test('the calendar cannot move outside the window', () => {
    const { view } = bookStay();
    expect((view.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    expect((view.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('a visitor is asked to sign in, and nothing is sent', () => {
    const api = fakeApi({});
    restore = api.restore;
    const prompted = mock(() => {});
    window.addEventListener(LOGIN_PROMPT_EVENT, prompted);
    const { pick, submit } = bookStay(null);
    pick(2);
    pick(5);
    submit();
    window.removeEventListener(LOGIN_PROMPT_EVENT, prompted);
    expect(prompted).toHaveBeenCalledTimes(1);
    expect(api.sent).toHaveLength(0);
  });

  test('other signed-in roles see the button disabled and why', () => {
    const { view } = bookStay('AGENT');
    expect((view.getByRole('button', { name: 'Request to book' }) as HTMLButtonElement).disabled).toBe(true);
    expect(view.getByText('Only buyers can book stays.')).toBeTruthy();
  });

  test('without dates the check-in is asked for under its field', () => {
    const { view, field, submit } = bookStay();
    submit();
    expect(field('Check-in').getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText(bookingMessages.checkInRequired)).toBeTruthy();
  });

  test('typed dates across taken nights are refused under the check-out', () => {
    const api = fakeApi({});
    restore = api.restore;
    const { view, field, submit } = bookStay();
    fireEvent.change(field('Check-in'), { target: { value: day(8) } });
    fireEvent.change(field('Check-out'), { target: { value: day(14) } });
    submit();
    expect(field('Check-out').getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText(bookingMessages.unavailable)).toBeTruthy();
    expect(api.sent).toHaveLength(0);
  });

  test('guests keep digits only, and more than the limit is refused', () => {
    const { view, field, pick, submit } = bookStay();
    fireEvent.change(field('Guests'), { target: { value: '2a5' } });
    expect(field('Guests').value).toBe('25');
    pick(2);
    pick(5);
    submit();
    expect(view.getByText(bookingMessages.guestsMax)).toBeTruthy();
  });

  test('a request sends the stay and shows its number with a link to my bookings', async () => {
    const api = fakeApi({
      'POST /api/v1/booking/create': () => ({
        status: 201,
        body: { message: bookingMessages.requested, data: booking({}) },
      }),
      'GET /api/v1/booking/availability/property-1': () => ({ body: { data: availability } }),
    });
    restore = api.restore;
    const { view, field, pick, submit, client } = bookStay();
    pick(2);
    pick(5);
    fireEvent.change(field('Guests'), { target: { value: '3' } });
    submit();
    await eventually(() => expect(view.getByRole('status').textContent).toContain('Requested BKG-1001.'));
    expect(api.sent[0]?.body).toEqual({ propertyId: 'property-1', checkIn: day(2), checkOut: day(5), guests: 3 });
    expect(view.getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe('/buyer/my-bookings');
    expect(field('Check-in').value).toBe('');
    // The calendar is read again after a request, whatever the answer.
    await eventually(() => expect(api.sent.map((request) => request.method)).toEqual(['POST', 'GET']));
    await eventually(() => expect(client.isFetching()).toBe(0));
  });

  test('the server’s refusal shows under the form', async () => {
    const api = fakeApi({
      'POST /api/v1/booking/create': () => ({ status: 409, body: { message: bookingMessages.unavailable } }),
      'GET /api/v1/booking/availability/property-1': () => ({ body: { data: availability } }),
    });
    restore = api.restore;
    const { view, pick, submit, client } = bookStay();
    pick(2);
    pick(5);
    submit();
    await eventually(() => expect(view.getByRole('alert').textContent).toBe(bookingMessages.unavailable));
    await eventually(() => expect(client.isFetching()).toBe(0));
  });
});
