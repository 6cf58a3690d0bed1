import './app.css';
import { lazyPage } from '@naija-homes/ui-kit/components/lazy-page';
import { Navigate, type RouteObject } from '@naija-homes/ui-kit/lib/router';
import { AdminLayout } from './shared/admin-layout';

// The shell checks this against its own before it runs this module (ui-kit/lib/federation-contract.ts).
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';

// The admin area, mounted by the shell at /admin/* (the shell already checked the role).
// Links and redirects use absolute paths: under the shell's `admin/*` splat route, relative paths would resolve
// against the whole current URL.
export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      { path: 'dashboard', element: lazyPage(async () => (await import('./pages/dashboard-page')).DashboardPage) },
      { path: 'users', element: lazyPage(async () => (await import('./pages/users-page')).UsersPage) },
      { path: 'properties', element: lazyPage(async () => (await import('./pages/properties-page')).PropertiesPage) },
      {
        path: 'contact-us',
        element: lazyPage(async () => (await import('./pages/contact-messages-page')).ContactMessagesPage),
      },
      { path: 'news-letter', element: lazyPage(async () => (await import('./pages/newsletter-page')).NewsletterPage) },
      { path: 'reports', element: lazyPage(async () => (await import('./pages/reports-page')).ReportsPage) },
      { path: 'news', element: lazyPage(async () => (await import('./pages/news-page')).NewsPage) },
      { path: 'audit-log', element: lazyPage(async () => (await import('./pages/audit-log-page')).AuditLogPage) },
      { path: 'settings', element: lazyPage(async () => (await import('./pages/settings-page')).SettingsPage) },
      {
        path: 'notifications',
        element: lazyPage(async () => (await import('./pages/notifications-page')).NotificationsPage),
      },
      { path: 'chats', element: lazyPage(async () => (await import('./pages/chats-page')).ChatsPage) },
      { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
];
