import { type SessionUser, useSession } from '@naija-homes/client/queries/session';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { CountBadge } from '@naija-homes/ui-kit/components/badge';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Popover, PopoverContent, PopoverTrigger } from '@naija-homes/ui-kit/components/popover';
import { Sheet, SheetContent } from '@naija-homes/ui-kit/components/sheet';
import { useScrolledPast } from '@naija-homes/ui-kit/hooks/use-scroll-offset';
import {
  AREA_MENU_ATTRIBUTE,
  AREA_MENU_OPEN_EVENT,
  AREA_MENU_PRESENT_EVENT,
  LOGOUT_REQUEST_EVENT,
} from '@naija-homes/ui-kit/lib/app-events';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { uiLimits } from '@naija-homes/ui-kit/lib/ui-limits';
import { BellIcon, MenuIcon, MessageSquareIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from './logo';
import { useAuthHref } from './return-to';
import { mainNav, roleMenus } from './role-menu';

function requestLogout() {
  window.dispatchEvent(new CustomEvent(LOGOUT_REQUEST_EVENT));
}

/** Whether an area frame (agent, admin) with its own menu drawer is on the page. */
function useAreaMenuPresent(): boolean {
  const [present, setPresent] = useState(() => document.body.hasAttribute(AREA_MENU_ATTRIBUTE));
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
  const areaMenu = useAreaMenuPresent();
  const signInHref = useAuthHref('/sign-in');
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
          onClick={() => (areaMenu ? window.dispatchEvent(new CustomEvent(AREA_MENU_OPEN_EVENT)) : setDrawerOpen(true))}
        >
          <MenuIcon className="size-5" />
        </button>
        <Logo />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <NavLink key={item.to} to={item.to} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted">
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user ? <MemberActions user={user} /> : <VisitorActions />}
        </div>
      </div>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent title="Navigation">
          <Logo onClick={() => setDrawerOpen(false)} />
          <nav aria-label="Mobile" className="grid gap-1">
            {mainNav.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                onClick={() => setDrawerOpen(false)}
                className="rounded-md px-3 py-2 hover:bg-muted"
              >
                {item.label}
              </Link>
            ))}
            {user?.role
              ? roleMenus[user.role].map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    onClick={() => setDrawerOpen(false)}
                    className="rounded-md px-3 py-2 hover:bg-muted"
                  >
                    {item.label}
                  </Link>
                ))
              : null}
          </nav>
          <div className="mt-auto grid gap-2">
            {user ? (
              <Button
                variant="outline"
                onClick={() => {
                  setDrawerOpen(false);
                  requestLogout();
                }}
              >
                Logout
              </Button>
            ) : (
              <>
                <Button asChild onClick={() => setDrawerOpen(false)}>
                  <Link to={signInHref}>Login</Link>
                </Button>
                <Button asChild variant="outline" onClick={() => setDrawerOpen(false)}>
                  <Link to="/contact-us">Contact us</Link>
                </Button>
              </>
            )}
          </div>
        </SheetContent>
      </Sheet>
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

function MemberActions({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const area = (user.role ?? 'BUYER').toLowerCase();
  return (
    <>
      <Link to={`/${area}/chats`} className="relative rounded-full p-2 hover:bg-muted" aria-label="Messages">
        <MessageSquareIcon className="size-5" />
        <CountBadge count={user.chatsUnreadCount} label="unread messages" />
      </Link>
      <Link
        to={`/${area}/notifications`}
        className="relative rounded-full p-2 hover:bg-muted"
        aria-label="Notifications"
      >
        <BellIcon className="size-5" />
        <CountBadge count={user.notificationsUnreadCount} label="unread notifications" />
      </Link>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button type="button" aria-label="Account menu" className="rounded-full">
            <Avatar name={user.fullName} src={user.photo} className="size-9" />
          </button>
        </PopoverTrigger>
        <PopoverContent className="w-64 p-0">
          <div className="flex items-center gap-3 border-b border-border p-4">
            <Avatar name={user.fullName} src={user.photo} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.fullName}</p>
              <p className="truncate text-xs text-muted-foreground">{user.email}</p>
              <p className="text-xs font-medium text-primary capitalize">{user.role?.toLowerCase()}</p>
            </div>
          </div>
          <nav aria-label="Account" className="grid p-2">
            {user.role
              ? roleMenus[user.role].map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    onClick={() => setOpen(false)}
                    className="rounded-md px-3 py-2 text-sm hover:bg-muted"
                  >
                    {item.label}
                  </Link>
                ))
              : null}
            <button
              type="button"
              className="rounded-md px-3 py-2 text-left text-sm text-destructive hover:bg-destructive-soft"
              onClick={() => {
                setOpen(false);
                requestLogout();
              }}
            >
              Logout
            </button>
          </nav>
        </PopoverContent>
      </Popover>
    </>
  );
}
