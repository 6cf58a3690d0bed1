import type { Role } from '@naija-homes/contracts/enums';

export interface MenuLink {
  label: string;
  to: string;
}

/** The profile popover menu per role (spec §2); Logout is added by the header itself. */
export const roleMenus: Record<Role, MenuLink[]> = {
  BUYER: [
    { label: 'My Bookings', to: '/buyer/my-bookings' },
    { label: 'My Offers', to: '/buyer/my-offers' },
    { label: 'Saved Homes', to: '/buyer/saved-homes' },
    { label: 'Saved Searches', to: '/buyer/saved-searches' },
    { label: 'Settings', to: '/buyer/settings' },
  ],
  AGENT: [
    { label: 'Dashboard', to: '/agent/dashboard' },
    { label: 'Help & Support', to: '/agent/help-support' },
  ],
  ADMIN: [{ label: 'Dashboard', to: '/admin/dashboard' }],
};

export const mainNav: MenuLink[] = [
  { label: 'Buy', to: '/properties?propertyFor=sale' },
  { label: 'Rent', to: '/properties?propertyFor=rent' },
  { label: 'Short-let', to: '/properties?propertyFor=short-let' },
  { label: 'Agents', to: '/agents' },
  { label: 'Pricing', to: '/pricing' },
];

/**
 * Whether a menu link names the page shown: the same path, and every parameter the link sets set alike (Buy, Rent
 * and Short-let are one path apart only by `propertyFor`; extra filters on the page keep its section current).
 */
export function isCurrentLink(to: string, location: { pathname: string; search: string }): boolean {
  const link = new URL(to, 'http://naija.invalid');
  if (link.pathname !== location.pathname.replace(/(.)\/+$/, '$1')) return false;
  const shown = new URLSearchParams(location.search);
  return [...link.searchParams].every(([key, value]) => shown.get(key) === value);
}
