import { describe, expect, mock, test } from 'bun:test';
import { defaultSiteSettings } from '@naija-homes/contracts/site-frame';
import { SHARE_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { renderWithProviders, testQueryClient } = await import('../test/render');
// The API client too: made before the DOM, it would make its requests with Bun's own Request, which refuses the
// page-relative addresses the app calls (and other test files share the client).
const { siteSettingsQueryOptions } = await import('@naija-homes/client/queries/site-settings');
const { Footer } = await import('./footer');

function footer(social: Partial<typeof defaultSiteSettings.social> = {}) {
  const client = testQueryClient();
  client.setQueryData(siteSettingsQueryOptions().queryKey, {
    ...defaultSiteSettings,
    social: { facebook: '', instagram: '', x: '', linkedin: '', youtube: '', tiktok: '', ...social },
  });
  return renderWithProviders(
    <Footer>
      <p>Newsletter form</p>
    </Footer>,
    { client },
  ).view;
}

describe('the site footer', () => {
  test('lists the Product and Resources links where they lead', () => {
    const view = footer();
    const product = within(view.getByRole('navigation', { name: 'Product' }));
    expect(product.getByRole('link', { name: 'Homes for rent' }).getAttribute('href')).toBe(
      '/properties?propertyFor=rent',
    );
    expect(product.getByRole('link', { name: 'Pricing for agents' }).getAttribute('href')).toBe('/pricing');
    const resources = within(view.getByRole('navigation', { name: 'Resources' }));
    expect(resources.getByRole('link', { name: 'Property news' }).getAttribute('href')).toBe('/property-news');
    expect(view.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  test('places the shell’s last column (the newsletter form) and the copyright', () => {
    const view = footer();
    expect(view.getByText('Newsletter form')).toBeTruthy();
    expect(view.getByText('© 2026 Naija Homes. All rights reserved.')).toBeTruthy();
  });

  test('shows only the social links an admin has set, opening in a new tab', () => {
    const view = footer({ instagram: 'https://instagram.com/naijahomes', x: 'https://x.com/naijahomes' });
    const social = within(view.getByRole('list', { name: 'Social media' }));
    const links = social.getAllByRole('link') as HTMLAnchorElement[];
    expect(links.map((link) => link.textContent)).toEqual(['Instagram', 'X']);
    expect(links[0]?.href).toBe('https://instagram.com/naijahomes');
    expect(links[0]?.target).toBe('_blank');
  });

  test('“Share this page” asks for the Share dialog', () => {
    const shared = mock(() => {});
    window.addEventListener(SHARE_REQUEST_EVENT, shared);
    const view = footer();
    fireEvent.click(view.getByRole('button', { name: 'Share this page' }));
    window.removeEventListener(SHARE_REQUEST_EVENT, shared);
    expect(shared).toHaveBeenCalledTimes(1);
  });
});
