import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Sheet, SheetContent } from '@naija-homes/ui-kit/components/sheet';
import { AREA_MENU_ATTRIBUTE, AREA_MENU_OPEN_EVENT, AREA_MENU_PRESENT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { ChevronDownIcon, LogOutIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

export interface SidebarItem {
  label: string;
  to: string;
  icon?: ReactNode;
  badge?: number;
  children?: SidebarItem[];
}

/**
 * Whether a menu item is the page on screen, query string included (settings tabs are sub-menu items); a missing
 * query value counts as `defaultTab`.
 */
export function isCurrentItem(item: SidebarItem, pathname: string, search: string, defaultTab?: string): boolean {
  const [path, query] = item.to.split('?');
  if (path !== pathname) return false;
  if (!query) return true;
  const wanted = new URLSearchParams(query);
  const actual = new URLSearchParams(search);
  return [...wanted].every(([key, value]) => (actual.get(key) ?? defaultTab) === value);
}

interface SidebarLayoutProps {
  /** Accessible name of the navigation, e.g. 'Agent'. */
  areaLabel: string;
  items: SidebarItem[];
  bottomItems?: SidebarItem[];
  user: { name: string; email: string; photo?: string | null };
  /** Returns true when the item is the current page. */
  isCurrent: (item: SidebarItem) => boolean;
  /** Renders a router link; keeps ui-kit independent of the router. */
  renderLink: (
    item: SidebarItem,
    props: { className: string; 'aria-current'?: 'page'; onClick?: () => void; children: ReactNode },
  ) => ReactNode;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The 280 px agent/admin frame (spec §2): menu with sub-menus, bottom links, user card. Below `lg` the menu is a
 * drawer opened by the header's menu button (the only one on the page; see AREA_MENU_PRESENT_EVENT).
 */
export function SidebarLayout(props: SidebarLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  useEffect(() => {
    const open = () => setDrawerOpen(true);
    window.addEventListener(AREA_MENU_OPEN_EVENT, open);
    document.body.setAttribute(AREA_MENU_ATTRIBUTE, props.areaLabel);
    window.dispatchEvent(new CustomEvent(AREA_MENU_PRESENT_EVENT, { detail: true }));
    return () => {
      window.removeEventListener(AREA_MENU_OPEN_EVENT, open);
      document.body.removeAttribute(AREA_MENU_ATTRIBUTE);
      window.dispatchEvent(new CustomEvent(AREA_MENU_PRESENT_EVENT, { detail: false }));
    };
  }, [props.areaLabel]);
  return (
    <div data-slot="sidebar-layout" className="flex min-h-[calc(100vh-4rem)] bg-muted">
      <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-[280px] shrink-0 border-r border-border bg-surface lg:block">
        <SidebarMenu {...props} />
      </aside>
      <div className="min-w-0 flex-1">
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent title={`${props.areaLabel} menu`} className="w-[280px] p-0 pt-12">
            <SidebarMenu {...props} onNavigate={() => setDrawerOpen(false)} />
          </SheetContent>
        </Sheet>
        <main className="p-4 sm:p-6 lg:p-8">{props.children}</main>
      </div>
    </div>
  );
}

function SidebarMenu({
  areaLabel,
  items,
  bottomItems = [],
  user,
  isCurrent,
  renderLink,
  onLogout,
  onNavigate,
}: SidebarLayoutProps & { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <nav aria-label={areaLabel} className="flex-1 overflow-y-auto p-3">
        <ul className="grid gap-1">
          {items.map((item) => (
            <SidebarEntry
              key={item.to}
              item={item}
              isCurrent={isCurrent}
              renderLink={renderLink}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      </nav>
      <div className="border-t border-border p-3">
        <ul className="grid gap-1">
          {bottomItems.map((item) => (
            <SidebarEntry
              key={item.to}
              item={item}
              isCurrent={isCurrent}
              renderLink={renderLink}
              onNavigate={onNavigate}
            />
          ))}
          <li>
            <button
              type="button"
              onClick={onLogout}
              className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-destructive hover:bg-destructive-soft"
            >
              <LogOutIcon className="size-4" aria-hidden="true" />
              Logout
            </button>
          </li>
        </ul>
        <div className="mt-3 flex items-center gap-3 rounded-lg bg-muted p-3">
          <Avatar name={user.name} src={user.photo} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

const linkClass = 'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';

function SidebarEntry({
  item,
  isCurrent,
  renderLink,
  onNavigate,
}: Pick<SidebarLayoutProps, 'isCurrent' | 'renderLink'> & { item: SidebarItem; onNavigate?: () => void }) {
  const childCurrent = item.children?.some(isCurrent) ?? false;
  const [open, setOpen] = useState(childCurrent);
  const current = isCurrent(item);
  const content = (
    <>
      {item.icon}
      <span className="flex-1 text-left">{item.label}</span>
      {item.badge ? (
        <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
          <span aria-hidden="true">{item.badge > 99 ? '99+' : item.badge}</span>
          <span className="sr-only">{`${item.badge} unread`}</span>
        </span>
      ) : null}
    </>
  );
  if (item.children?.length) {
    return (
      <li>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className={cn(linkClass, childCurrent ? 'text-primary' : 'text-foreground hover:bg-muted')}
        >
          {content}
          <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
        {open ? (
          <ul className="mt-1 ml-7 grid gap-1">
            {item.children.map((child) => (
              <SidebarEntry
                key={child.to}
                item={child}
                isCurrent={isCurrent}
                renderLink={renderLink}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        ) : null}
      </li>
    );
  }
  return (
    <li>
      {renderLink(item, {
        className: cn(linkClass, current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted'),
        'aria-current': current ? 'page' : undefined,
        onClick: onNavigate,
        children: content,
      })}
    </li>
  );
}
