import { describe, expect, test } from 'bun:test';
import type { Booking } from '@naija-homes/contracts/booking';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { render } = await import('@testing-library/react');
const { BookingCard, stayCardFacts } = await import('./booking-card');

const booking: Booking = {
  _id: 'b1',
  roomId: null,
  bookingNo: 'BKG-1004',
  status: 'confirmed',
  checkIn: '2026-12-03',
  checkOut: '2026-12-05',
  nights: 2,
  guests: 1,
  nightlyPrice: 35000,
  cautionFee: 0,
  totalPrice: 70000,
  message: null,
  respondBy: '2026-11-29T17:20:00.000Z',
  cancelledBy: null,
  reason: null,
  owner: { _id: 'u1', fullName: 'Amina Bello', photo: null },
  agent: { _id: 'u2', fullName: 'Chinedu Okafor', photo: null },
  propertyId: {
    _id: 'p1',
    slug: 'four-bedroom-flat-in-trans-amadi',
    title: 'Four Bedroom Flat in Trans Amadi',
    address: '11 Trans Amadi Industrial Layout',
    city: 'Port Harcourt',
    photo: null,
  },
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('a booking’s card', () => {
  test('shows the listing as a link with its place, the stay, the price a night, the total and the number', () => {
    const view = render(
      <ul>
        <BookingCard {...stayCardFacts(booking)} />
      </ul>,
    );
    const link = view.getByRole('link', { name: 'Four Bedroom Flat in Trans Amadi' });
    expect(link.getAttribute('href')).toBe('/properties/four-bedroom-flat-in-trans-amadi');
    const text = view.container.textContent ?? '';
    expect(text).toContain('11 Trans Amadi Industrial Layout, Port Harcourt');
    expect(text).toContain('3 Dec 2026 → 5 Dec 2026 · 2 nights · 1 guest');
    expect(text).toContain('₦35,000.00 / night');
    expect(text).toContain('Total ₦70,000.00 · BKG-1004');
    expect(view.getByText('confirmed')).toBeTruthy();
  });

  test('a listing without a photo says so to screen readers; without an address, just its city', () => {
    const view = render(
      <ul>
        <BookingCard
          {...stayCardFacts({ ...booking, propertyId: { ...booking.propertyId, address: null } })}
          reference="Inspection with Amina Bello"
          perNight={undefined}
        />
      </ul>,
    );
    expect(view.getByLabelText('No photo')).toBeTruthy();
    expect(view.container.textContent).toContain('Port Harcourt');
    expect(view.container.textContent).not.toContain(', Port Harcourt');
    expect(view.container.textContent).toContain('Inspection with Amina Bello');
  });
});
