import { describe, expect, test } from 'bun:test';
import { withDom } from '../test/dom';

withDom();
// Loaded once the DOM exists (see ../test/dom.ts).
const { fireEvent, render } = await import('@testing-library/react');
const { MemoryRouter, useLocation } = await import('react-router');
const { BookingsTabs } = await import('./bookings-tabs');

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function screenAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <BookingsTabs stays={<p>My stays</p>} inspections={<p>My inspections</p>} />
      <Where />
    </MemoryRouter>,
  );
}

describe('the bookings screen’s tabs', () => {
  test('open on stays', () => {
    const view = screenAt('/buyer/my-bookings');
    expect(view.getByText('My stays')).toBeTruthy();
    expect(view.getByRole('tab', { name: 'Stays' }).getAttribute('aria-selected')).toBe('true');
  });

  test('open on inspections when the address asks (a notice links there)', () => {
    const view = screenAt('/buyer/my-bookings?tab=inspections');
    expect(view.getByText('My inspections')).toBeTruthy();
    expect(view.getByRole('tab', { name: 'Inspections' }).getAttribute('aria-selected')).toBe('true');
  });

  test('choosing a tab keeps it in the address; stays is the plain address', () => {
    const view = screenAt('/agent/bookings');
    // Radix tabs answer the pointer going down, as a finger or mouse does.
    fireEvent.mouseDown(view.getByRole('tab', { name: 'Inspections' }), { button: 0 });
    expect(view.getByLabelText('Address').textContent).toBe('/agent/bookings?tab=inspections');
    expect(view.getByText('My inspections')).toBeTruthy();
    fireEvent.mouseDown(view.getByRole('tab', { name: 'Stays' }), { button: 0 });
    expect(view.getByLabelText('Address').textContent).toBe('/agent/bookings');
  });
});
