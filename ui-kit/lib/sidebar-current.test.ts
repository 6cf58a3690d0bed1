import { describe, expect, test } from 'bun:test';
import { withDom } from '../test/dom';

// sidebar-layout loads Radix, which decides once, when it first loads, whether there is a document: loaded here
// without one, every later test file's dialogs in the same process would never open.
withDom();
const { isCurrentItem } = await import('../components/sidebar-layout');

describe('isCurrentItem', () => {
  test('matches the path, and the tab when the item names one', () => {
    expect(isCurrentItem({ label: 'Dashboard', to: '/agent/dashboard' }, '/agent/dashboard', '')).toBe(true);
    expect(isCurrentItem({ label: 'Leads', to: '/agent/leads' }, '/agent/dashboard', '')).toBe(false);
    const plans = { label: 'Pricing Plans', to: '/agent/settings?tab=pricing-plans' };
    const account = { label: 'Profile & Account', to: '/agent/settings?tab=prof-account' };
    expect(isCurrentItem(plans, '/agent/settings', '?tab=pricing-plans')).toBe(true);
    expect(isCurrentItem(account, '/agent/settings', '?tab=pricing-plans')).toBe(false);
  });
  test('settings without a tab is the profile tab', () => {
    expect(
      isCurrentItem(
        { label: 'Profile & Account', to: '/agent/settings?tab=prof-account' },
        '/agent/settings',
        '',
        'prof-account',
      ),
    ).toBe(true);
  });
});
