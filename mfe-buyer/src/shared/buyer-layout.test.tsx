import { describe, expect, test } from 'bun:test';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { renderWithProviders, settleAfterEach } = await import('../test/render');
settleAfterEach();
const { Route, Routes } = await import('@naija-homes/ui-kit/lib/router');
const { BuyerLayout } = await import('./buyer-layout');

function showLayout(url: string) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/buyer" element={<BuyerLayout />}>
        <Route path="my-bookings" element={<h1>Bookings page</h1>} />
        <Route path="my-offers" element={<h1>Offers page</h1>} />
        <Route path="settings" element={<h1>Settings page</h1>} />
      </Route>
    </Routes>,
    { url },
  );
  const nav = within(view.getByRole('navigation', { name: 'Buyer' }));
  const current = () =>
    nav
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
  return { view, nav, current };
}

describe('the buyer area’s tab bar', () => {
  test('has every buyer page, in order, with its address', () => {
    const { nav } = showLayout('/buyer/my-bookings');
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Bookings', '/buyer/my-bookings'],
      ['My Offers', '/buyer/my-offers'],
      ['Saved Homes', '/buyer/saved-homes'],
      ['Saved Searches', '/buyer/saved-searches'],
      ['Chats', '/buyer/chats'],
      ['Notifications', '/buyer/notifications'],
      ['Settings', '/buyer/settings'],
    ]);
  });

  test('marks the current page, and the page shows in the main region', () => {
    const { view, current } = showLayout('/buyer/my-offers');
    expect(current()).toEqual(['My Offers']);
    expect(within(view.getByRole('main')).getByRole('heading', { name: 'Offers page' })).toBeTruthy();
  });

  test('following a tab moves the mark and the page', () => {
    const { view, nav, current } = showLayout('/buyer/my-bookings');
    fireEvent.click(nav.getByRole('link', { name: 'Settings' }));
    expect(view.currentUrl()).toBe('/buyer/settings');
    expect(current()).toEqual(['Settings']);
    expect(view.getByRole('heading', { name: 'Settings page' })).toBeTruthy();
    expect(view.queryByRole('heading', { name: 'Bookings page' })).toBeNull();
  });
});
