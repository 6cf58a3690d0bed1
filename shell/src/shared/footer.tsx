import { siteSettingsQueryOptions } from '@naija-homes/client/queries/site-settings';
import { defaultSiteSettings, socialNetworkLabels, socialNetworks } from '@naija-homes/contracts/site-frame';
import { requestShare } from '@naija-homes/ui-kit/lib/app-events';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { Share2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from './logo';

const productLinks = [
  { label: 'Homes for sale', to: '/properties?propertyFor=sale' },
  { label: 'Homes for rent', to: '/properties?propertyFor=rent' },
  { label: 'Short-lets', to: '/properties?propertyFor=short-let' },
  { label: 'Find an agent', to: '/agents' },
  { label: 'Compare', to: '/compare' },
  { label: 'Pricing for agents', to: '/pricing' },
];
const resourceLinks = [
  { label: 'Property news', to: '/property-news' },
  { label: 'Help center', to: '/help-center' },
  { label: 'About us', to: '/about-us' },
  { label: 'Careers', to: '/careers' },
  { label: 'Contact us', to: '/contact-us' },
];
const legalLinks = [
  { label: 'Terms & Conditions', to: '/terms-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
];
/** The social links admins set in Settings (an empty one is not shown), in the order of contracts. */
function useSocialLinks() {
  const { data } = useQuery(siteSettingsQueryOptions());
  const social = (data ?? defaultSiteSettings).social;
  return socialNetworks
    .filter((network) => social[network])
    .map((network) => ({ label: socialNetworkLabels[network], href: social[network] }));
}

/** The site footer; `children` is its last column (the shell places the newsletter form there). */
export function Footer({ children }: { children?: ReactNode }) {
  const socialLinks = useSocialLinks();
  return (
    <footer className="border-t border-border bg-foreground text-white/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <div className="w-fit rounded-lg bg-white px-2 py-1">
            <Logo />
          </div>
          <p className="text-sm">
            Naija Homes connects people looking for a home or an office with verified agents across Nigeria, from Lekki
            to Wuse 2 and GRA. Every agent is checked before they can list.
          </p>
        </div>
        <LinkList title="Product" links={productLinks} />
        <LinkList title="Resources" links={resourceLinks} />
        {children}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>© 2026 Naija Homes. All rights reserved.</p>
          <ul className="flex flex-wrap items-center gap-4">
            <li>
              <button
                type="button"
                className="inline-flex items-center gap-1.5 hover:text-white"
                onClick={() => requestShare()}
              >
                <Share2Icon aria-hidden="true" className="size-4" /> Share this page
              </button>
            </li>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="flex flex-wrap gap-4" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noreferrer" className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ title, links }: { title: string; links: Array<{ label: string; to: string }> }) {
  return (
    <nav aria-label={title} className="grid content-start gap-3">
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="grid gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
