import type { SidebarItem } from '@naija-homes/ui-kit/components/sidebar-layout';
import {
  BarChart3Icon,
  BellIcon,
  CalendarIcon,
  EyeIcon,
  HandCoinsIcon,
  HomeIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  MessageSquareIcon,
  SettingsIcon,
  UsersIcon,
} from 'lucide-react';

const icon = 'size-4';

export function agentMenu(chatsUnread: number): SidebarItem[] {
  return [
    { label: 'Dashboard', to: '/agent/dashboard', icon: <LayoutDashboardIcon className={icon} aria-hidden="true" /> },
    { label: 'My Properties', to: '/agent/my-properties', icon: <HomeIcon className={icon} aria-hidden="true" /> },
    { label: 'Leads', to: '/agent/leads', icon: <UsersIcon className={icon} aria-hidden="true" /> },
    {
      label: 'Offer Requests',
      to: '/agent/offer-requests',
      icon: <HandCoinsIcon className={icon} aria-hidden="true" />,
    },
    { label: 'Visibility', to: '/agent/visibility', icon: <EyeIcon className={icon} aria-hidden="true" /> },
    { label: 'Analytics', to: '/agent/analytics', icon: <BarChart3Icon className={icon} aria-hidden="true" /> },
    { label: 'Bookings', to: '/agent/bookings', icon: <CalendarIcon className={icon} aria-hidden="true" /> },
    {
      label: 'Chats',
      to: '/agent/chats',
      icon: <MessageSquareIcon className={icon} aria-hidden="true" />,
      badge: chatsUnread,
    },
    {
      label: 'Settings',
      to: '/agent/settings',
      icon: <SettingsIcon className={icon} aria-hidden="true" />,
      children: [
        { label: 'Basic Information', to: '/agent/settings?tab=prof-account' },
        { label: 'Verification', to: '/agent/settings?tab=verification' },
        { label: 'Pricing Plans', to: '/agent/settings?tab=pricing-plans' },
      ],
    },
  ];
}

export const agentBottomMenu: SidebarItem[] = [
  { label: 'Notifications', to: '/agent/notifications', icon: <BellIcon className={icon} aria-hidden="true" /> },
  { label: 'Help & Support', to: '/agent/help-support', icon: <LifeBuoyIcon className={icon} aria-hidden="true" /> },
];

/** Pages an agent can open before approval (spec §2 and §6). */
export const ungatedPaths = ['/agent/settings', '/agent/notifications', '/agent/help-support'];
