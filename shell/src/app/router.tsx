import { type RouteObject, useRoutes } from '@naija-homes/ui-kit/lib/router';
import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoader } from '../shared/page-loader';
import { RemoteRoutes } from './remote-routes';
import { RoleGuard } from './role-guard';
import { RootLayout } from './root-layout';

/** An auth screen whose code loads on its first visit. */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

// The shell owns the one router: its own auth screens, then each remote's routes under its prefix. Declarative
// (BrowserRouter + useRoutes, app.tsx) rather than a data router: nothing here loads data through the router, and
// the data router's code was a third of React Router's weight on every first visit.
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: 'sign-in',
        element: page(async () => (await import('../pages/sign-in-page')).SignInPage),
      },
      {
        path: 'sign-up',
        element: page(async () => (await import('../pages/sign-up-page')).SignUpPage),
      },
      {
        path: 'verify-otp',
        element: page(async () => (await import('../pages/verify-otp-page')).VerifyOtpPage),
      },
      {
        path: 'forgot-password',
        element: page(async () => (await import('../pages/forgot-password-page')).ForgotPasswordPage),
      },
      {
        path: 'reset-password',
        element: page(async () => (await import('../pages/reset-password-page')).ResetPasswordPage),
      },
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
