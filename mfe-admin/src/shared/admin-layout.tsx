import { useSession } from '@naija-homes/client/queries/session';
import { isCurrentItem, type SidebarItem, SidebarLayout } from '@naija-homes/ui-kit/components/sidebar-layout';
import { LOGOUT_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { Link, Outlet, useLocation } from '@naija-homes/ui-kit/lib/router';
import {
  BellIcon,
  FileTextIcon,
  FlagIcon,
  HomeIcon,
  LayoutDashboardIcon,
  MailIcon,
  MessageSquareIcon,
  NewspaperIcon,
  ScrollTextIcon,
  SettingsIcon,
  UsersIcon,
} from 'lucide-react';

const icon = 'size-4';
const menu: SidebarItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: <LayoutDashboardIcon className={icon} aria-hidden="true" /> },
  { label: 'Properties', to: '/admin/properties', icon: <HomeIcon className={icon} aria-hidden="true" /> },
  { label: 'Reports', to: '/admin/reports', icon: <FlagIcon className={icon} aria-hidden="true" /> },
  { label: 'Users', to: '/admin/users', icon: <UsersIcon className={icon} aria-hidden="true" /> },
  { label: 'Contact Us', to: '/admin/contact-us', icon: <MailIcon className={icon} aria-hidden="true" /> },
  { label: 'Newsletter', to: '/admin/news-letter', icon: <NewspaperIcon className={icon} aria-hidden="true" /> },
  { label: 'Property News', to: '/admin/news', icon: <FileTextIcon className={icon} aria-hidden="true" /> },
  { label: 'Chats', to: '/admin/chats', icon: <MessageSquareIcon className={icon} aria-hidden="true" /> },
  { label: 'Audit log', to: '/admin/audit-log', icon: <ScrollTextIcon className={icon} aria-hidden="true" /> },
];
const bottomMenu: SidebarItem[] = [
  { label: 'Notifications', to: '/admin/notifications', icon: <BellIcon className={icon} aria-hidden="true" /> },
  { label: 'Settings', to: '/admin/settings', icon: <SettingsIcon className={icon} aria-hidden="true" /> },
];

export function AdminLayout() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user) return null;
  return (
    <SidebarLayout
      areaLabel="Admin"
      items={menu}
      bottomItems={bottomMenu}
      user={{ name: user.fullName, email: user.email, photo: user.photo }}
      isCurrent={(item) => isCurrentItem(item, pathname, search)}
      renderLink={(item, { children, ...props }) => (
        <Link to={item.to} {...props}>
          {children}
        </Link>
      )}
      onLogout={() => window.dispatchEvent(new CustomEvent(LOGOUT_REQUEST_EVENT))}
    >
      <Outlet />
    </SidebarLayout>
  );
}
