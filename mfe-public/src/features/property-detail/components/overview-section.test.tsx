import { afterEach, describe, expect, mock, test } from 'bun:test';
import type { PublicProperty } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { LOGIN_PROMPT_EVENT, SHARE_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { Provider } = await import('jotai');
const { publicProperty, renderWithProviders, signInAs, testQueryClient } = await import('../../../test/render');
const { OverviewSection } = await import('./overview-section');

afterEach(() => localStorage.clear());

function overview(overrides: Partial<PublicProperty> = {}) {
  const client = testQueryClient();
  signInAs(client, null);
  const { view } = renderWithProviders(
    <Provider>
      <OverviewSection property={publicProperty(overrides)} />
    </Provider>,
    { client },
  );
  const fact = (label: string) => view.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  return { view, fact };
}

describe('the listing’s overview', () => {
  test('the title is the page’s heading; the price is in naira with its period', () => {
    const { view } = overview();
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Flat in Yaba');
    expect(view.getByText('/ year').parentElement?.textContent).toBe('₦1,500,000.00/ year');
  });

  test('a sale has no period and a listing without a price says so', () => {
    const sale = overview({ propertyFor: 'sale', rentPaymentFrequency: null, price: 85_000_000 });
    expect(sale.view.getByText('₦85,000,000.00').textContent).toBe('₦85,000,000.00');
    expect(sale.view.getByText('For sale')).toBeTruthy();
    sale.view.unmount();
    const onRequest = overview({ price: null });
    expect(onRequest.view.getByText('Price on request')).toBeTruthy();
  });

  test('the address adds the city and state unless already written, or reads “Address: N/A”', () => {
    const { view } = overview({ address: '3 Herbert Macaulay Way, Yaba' });
    expect(view.getByText('Address: 3 Herbert Macaulay Way, Yaba, Lagos')).toBeTruthy();
    view.unmount();
    const missing = overview({ address: null });
    expect(missing.view.getByText(messages.addressNA)).toBeTruthy();
  });

  test('homes show bedrooms and bathrooms; offices show restrooms, N/A when not given', () => {
    const home = overview({ bedrooms: 3, bathrooms: 2 });
    expect(home.fact('Bedrooms')).toBe('3');
    expect(home.fact('Bathrooms')).toBe('2');
    expect(home.view.queryByText('Restrooms')).toBeNull();
    home.view.unmount();
    const office = overview({ propertyCategory: 'commercial', propertyType: 'office-space', restrooms: null });
    expect(office.fact('Restrooms')).toBe('N/A');
    expect(office.view.queryByText('Bedrooms')).toBeNull();
  });

  test('area in square feet and the listing date on Lagos’s calendar', () => {
    // 23:30 UTC on 2 November is already 3 November in Lagos (UTC+1).
    const { fact } = overview({ area: 1250.5, publishedAt: '2026-11-02T23:30:00.000Z' });
    expect(fact('Area')).toBe('1,250.5 sq ft');
    expect(fact('Listed')).toBe('3 Nov 2026');
  });

  test('badges: purpose, visibility tier and readable type', () => {
    const { view } = overview({ visibilityLabel: 'featured', propertyType: 'semi-detached-duplex' });
    expect(view.getByText('For rent')).toBeTruthy();
    expect(view.getByText('Featured')).toBeTruthy();
    expect(view.getByText('Semi Detached Duplex')).toBeTruthy();
  });

  test('a let listing says so in a status note', () => {
    const { view } = overview({ availability: 'let', unavailableSince: '2026-11-05T10:00:00.000Z' });
    expect(view.getByText('Let')).toBeTruthy();
    expect(view.getByRole('status').textContent).toContain('This property has been let.');
  });

  test('a rental lists its move-in cost with every fee, “None listed” for those not given', () => {
    const { view } = overview({ deposit: 500_000, agencyFee: 150_000 });
    const details = view.getByText('Total move-in cost').closest('details') as HTMLElement;
    expect(within(details).getByText('₦2,150,000.00')).toBeTruthy();
    const row = (label: string) => within(details).getByText(label).nextElementSibling?.textContent;
    expect(row('Rent (annually)')).toBe('₦1,500,000.00');
    expect(row('Caution deposit')).toBe('₦500,000.00');
    expect(row('Legal fee')).toBe('None listed');
  });

  test('a sale has no move-in cost', () => {
    const { view } = overview({ propertyFor: 'sale', rentPaymentFrequency: null });
    expect(view.queryByText('Total move-in cost')).toBeNull();
  });

  test('Share asks the shell’s dialog for this listing; the heart asks a visitor to sign in', () => {
    const shared = mock((_event: Event) => {});
    const prompted = mock(() => {});
    window.addEventListener(SHARE_REQUEST_EVENT, shared);
    window.addEventListener(LOGIN_PROMPT_EVENT, prompted);
    const { view } = overview();
    fireEvent.click(view.getByRole('button', { name: 'Share' }));
    fireEvent.click(view.getByRole('button', { name: 'Save to saved homes' }));
    window.removeEventListener(SHARE_REQUEST_EVENT, shared);
    window.removeEventListener(LOGIN_PROMPT_EVENT, prompted);
    const request = shared.mock.calls[0]?.[0] as CustomEvent<{ title: string }> | undefined;
    expect(request?.detail.title).toBe('Flat in Yaba');
    expect(prompted).toHaveBeenCalledTimes(1);
  });

  test('Compare puts the listing in the compare tray and takes it out again', () => {
    const { view } = overview();
    const compare = view.getByRole('button', { name: 'Compare' });
    expect(compare.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(compare);
    expect(compare.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('naija-homes:compare')).toContain('flat-in-yaba');
    fireEvent.click(compare);
    expect(compare.getAttribute('aria-pressed')).toBe('false');
  });

  test('the 360° tour is shown locked when the agent’s plan has none', () => {
    const { view } = overview({ virtualTourLocked: true });
    expect(view.getByRole('heading', { name: '360° Virtual Tour' })).toBeTruthy();
    expect(view.getByText('Upgrade to Elite Plan', { exact: false })).toBeTruthy();
  });
});
