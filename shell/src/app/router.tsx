import { lazyPage } from '@naija-homes/ui-kit/components/lazy-page';
import { type RouteObject, useRoutes } from '@naija-homes/ui-kit/lib/router';
import { PageLoader } from '../shared/page-loader';
import { accountPages } from './account-pages';
import { RemoteRoutes } from './remote-routes';
import { RoleGuard } from './role-guard';
import { RootLayout } from './root-layout';

// The shell owns the one router: its own auth screens, then each remote's routes under its prefix. Declarative
// (BrowserRouter + useRoutes, app.tsx) rather than a data router: nothing here loads data through the router, and
// the data router's code was a third of React Router's weight on every first visit.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Once a page has rendered, it takes the place of the server's paint of it (lazyPage).
      ...Object.entries(accountPages).map(([path, load]) => ({
        path,
        element: lazyPage(load, undefined, <PageLoader />),
      })),
      {
        path: 'buyer/*',
        element: (
          <RoleGuard allow="BUYER">
            <RemoteRoutes remote="mfe_buyer" />
          </RoleGuard>
        ),
      },
      {
        path: 'agent/*',
        element: (
          <RoleGuard allow="AGENT">
            <RemoteRoutes remote="mfe_agent" />
          </RoleGuard>
        ),
      },
      {
        path: 'admin/*',
        element: (
          <RoleGuard allow="ADMIN">
            <RemoteRoutes remote="mfe_admin" />
          </RoleGuard>
        ),
      },
      { path: '*', element: <RemoteRoutes remote="mfe_public" /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
