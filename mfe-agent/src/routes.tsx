import './app.css';
import { lazyPage } from '@naija-homes/ui-kit/components/lazy-page';
import { Navigate, type RouteObject } from '@naija-homes/ui-kit/lib/router';
import { AgentLayout } from './shared/agent-layout';

// The shell checks this against its own before it runs this module (ui-kit/lib/federation-contract.ts).
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';

// The agent area, mounted by the shell at /agent/* (the shell already checked the role; the layout applies the
// approval gate).
// Links and redirects use absolute paths: under the shell's `agent/*` splat route, relative paths would resolve
// against the whole current URL.
export const routes: RouteObject[] = [
  {
    element: <AgentLayout />,
    children: [
      { index: true, element: <Navigate to="/agent/dashboard" replace /> },
      { path: 'dashboard', element: lazyPage(async () => (await import('./pages/dashboard-page')).DashboardPage) },
      {
        path: 'my-properties',
        element: lazyPage(async () => (await import('./pages/my-properties-page')).MyPropertiesPage),
      },
      {
        path: 'property/:id',
        element: lazyPage(async () => (await import('./pages/property-editor-page')).PropertyEditorPage),
      },
      { path: 'bookings', element: lazyPage(async () => (await import('./pages/bookings-page')).BookingsPage) },
      { path: 'leads', element: lazyPage(async () => (await import('./pages/leads-page')).LeadsPage) },
      {
        path: 'offer-requests',
        element: lazyPage(async () => (await import('./pages/offer-requests-page')).OfferRequestsPage),
      },
      {
        path: 'visibility',
        element: lazyPage(async () => (await import('./pages/visibility-page')).VisibilityPage),
      },
      { path: 'analytics', element: lazyPage(async () => (await import('./pages/analytics-page')).AnalyticsPage) },
      { path: 'settings', element: lazyPage(async () => (await import('./pages/settings-page')).SettingsPage) },
      {
        path: 'notifications',
        element: lazyPage(async () => (await import('./pages/notifications-page')).NotificationsPage),
      },
      {
        path: 'help-support',
        element: lazyPage(async () => (await import('./pages/help-support-page')).HelpSupportPage),
      },
      { path: 'chats', element: lazyPage(async () => (await import('./pages/chats-page')).ChatsPage) },
      { path: '*', element: <Navigate to="/agent/dashboard" replace /> },
    ],
  },
];
