import { cn } from '@naija-homes/ui-kit/lib/cn';
import { NavLink, Outlet, useLocation } from '@naija-homes/ui-kit/lib/router';
import { useEffect, useRef } from 'react';

const tabs = [
  { label: 'My Bookings', to: '/buyer/my-bookings' },
  { label: 'My Offers', to: '/buyer/my-offers' },
  { label: 'Saved Homes', to: '/buyer/saved-homes' },
  { label: 'Saved Searches', to: '/buyer/saved-searches' },
  { label: 'Chats', to: '/buyer/chats' },
  { label: 'Notifications', to: '/buyer/notifications' },
  { label: 'Settings', to: '/buyer/settings' },
];

/** Buyers have no sidebar (spec §6): a tab bar over the page. */
export function BuyerLayout() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the bar scrolls sideways: bring the current tab into sight, not leave it off screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each navigation, when the current tab changes
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current || !nav.current) return;
    const bar = nav.current;
    const left = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
    bar.scrollTo({ left: Math.max(0, left), behavior: 'auto' });
  }, [pathname]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <nav ref={nav} aria-label="Buyer" className="mb-6 flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                isActive
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
