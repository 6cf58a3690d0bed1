import { useSession } from '@naija-homes/client/queries/session';
import { Button } from '@naija-homes/ui-kit/components/button';
import { useScrolledPast } from '@naija-homes/ui-kit/hooks/use-scroll-offset';
import { AREA_MENU_ATTRIBUTE, AREA_MENU_OPEN_EVENT, AREA_MENU_PRESENT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link, useLocation } from '@naija-homes/ui-kit/lib/router';
import { uiLimits } from '@naija-homes/ui-kit/lib/ui-limits';
import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Logo } from './logo';
import { useAuthHref } from './return-to';
import { isCurrentLink, mainNav } from './role-menu';

// Only members see the account menu, and only a tap opens the phone drawer: both load when needed.
const MemberActions = lazy(async () => ({ default: (await import('./member-actions')).MemberActions }));
const NavigationDrawer = lazy(async () => ({ default: (await import('./navigation-drawer')).NavigationDrawer }));

/** Whether an area frame (agent, admin) with its own menu drawer is on the page. */
function useAreaMenuPresent(): boolean {
  // No document when the server paints the header (first-paint.tsx): no area frame there.
  const [present, setPresent] = useState(
    () => typeof document !== 'undefined' && document.body.hasAttribute(AREA_MENU_ATTRIBUTE),
  );
  useEffect(() => {
    const update = (event: Event) => setPresent(Boolean((event as CustomEvent<boolean>).detail));
    window.addEventListener(AREA_MENU_PRESENT_EVENT, update);
    setPresent(document.body.hasAttribute(AREA_MENU_ATTRIBUTE));
    return () => window.removeEventListener(AREA_MENU_PRESENT_EVENT, update);
  }, []);
  return present;
}

export function Header() {
  const { user } = useSession();
  const scrolled = useScrolledPast(uiLimits.headerShadowOffset);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code comes with the first tap on the menu button, not with the page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const areaMenu = useAreaMenuPresent();
  const location = useLocation();
  return (
    <header
      className={cn(
        'sticky top-0 z-40 h-16 border-b border-border bg-surface transition-shadow',
        scrolled && 'shadow-md',
      )}
      data-scrolled={scrolled}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4">
        <button
          type="button"
          className="rounded-md p-2 hover:bg-muted lg:hidden"
          aria-label={areaMenu ? 'Open menu' : 'Open navigation'}
          onClick={() => {
            if (areaMenu) window.dispatchEvent(new CustomEvent(AREA_MENU_OPEN_EVENT));
            else {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }
          }}
        >
          <MenuIcon className="size-5" />
        </button>
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              aria-current={isCurrentLink(item.to, location) ? 'page' : undefined}
              className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted aria-[current=page]:text-primary"
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            // The same width as the member's icons, so the header does not shift while they load.
            <Suspense fallback={<div className="h-9 w-32" />}>
              <MemberActions user={user} />
            </Suspense>
          ) : (
            <VisitorActions />
          )}
        </div>
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavigationDrawer open={drawerOpen} onOpenChange={setDrawerOpen} user={user} />
        </Suspense>
      ) : null}
    </header>
  );
}

function VisitorActions() {
  const signInHref = useAuthHref('/sign-in');
  return (
    <>
      <Button asChild variant="ghost" className="hidden sm:inline-flex">
        <Link to="/contact-us">Contact us</Link>
      </Button>
      <Button asChild>
        <Link to={signInHref}>Login</Link>
      </Button>
    </>
  );
}
