// What the header and footer of every page need from the site's settings, with no schema library: the schemas
// that check an admin's changes stay in content.ts and load only where settings are edited.
import type { SiteSettings } from './content';

export const socialNetworks = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
export const socialNetworkLabels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

/** What the site showed before admins could edit it: used until an admin saves, and while the settings load. */
export const defaultSiteSettings: SiteSettings = {
  contact: {
    email: 'hello@naijahomes.ng',
    phone: '+2348000000000',
    address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    officeHours: 'Monday to Friday, 9am to 5pm (Lagos time)',
  },
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    x: 'https://x.com/',
    linkedin: 'https://www.linkedin.com/',
    youtube: '',
    tiktok: '',
  },
  footer: {
    // The sidebar areas and the auth screens (spec §2).
    hiddenPathPrefixes: [
      '/agent',
      '/admin',
      '/sign-in',
      '/sign-up',
      '/verify-otp',
      '/forgot-password',
      '/reset-password',
    ],
  },
};

/** Whether the footer is hidden at `pathname`: on a prefix itself or anywhere under it. */
export function footerHiddenAt(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`));
}
