import './app.css';
import { lazyPage } from '@naija-homes/ui-kit/components/lazy-page';
import { Slot } from '@naija-homes/ui-kit/components/slot';
import { Navigate, type RouteObject, useLocation } from '@naija-homes/ui-kit/lib/router';
import { BuyerLayout } from './shared/buyer-layout';

// The shell checks this against its own before it runs this module (ui-kit/lib/federation-contract.ts).
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';

// The buyer area, mounted by the shell at /buyer/* (the shell already checked the role).
// Links and redirects use absolute paths: under the shell's `buyer/*` splat route, relative paths would resolve
// against the whole current URL.
export const routes: RouteObject[] = [
  {
    element: <BuyerLayout />,
    children: [
      { index: true, element: <Navigate to="/buyer/my-bookings" replace /> },
      { path: 'my-bookings', element: lazyPage(async () => (await import('./pages/bookings-page')).BookingsPage) },
      { path: 'my-offers', element: lazyPage(async () => (await import('./pages/offers-page')).OffersPage) },
      // Saved homes are listing cards, which the public remote owns; the shell places them here (docs/decisions/003).
      { path: 'saved-homes', element: <Slot name="saved-homes" /> },
      {
        path: 'saved-searches',
        element: lazyPage(async () => (await import('./pages/saved-searches-page')).SavedSearchesPage),
      },
      { path: 'settings', element: lazyPage(async () => (await import('./pages/settings-page')).SettingsPage) },
      {
        path: 'notifications',
        element: lazyPage(async () => (await import('./pages/notifications-page')).NotificationsPage),
      },
      { path: 'chats', element: lazyPage(async () => (await import('./pages/chats-page')).ChatsPage) },
      // Spec §1 lists /buyer/chat too: the same screen, keeping ?room= so a link to one conversation still opens it.
      { path: 'chat', element: <ChatRedirect /> },
      { path: '*', element: <Navigate to="/buyer/my-bookings" replace /> },
    ],
  },
];

function ChatRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/buyer/chats', search }} replace />;
}
