import { createBrowserRouter } from '@naija-homes/ui-kit/lib/router';
import { RemoteRoutes } from './remote-routes';
import { RoleGuard } from './role-guard';
import { RootLayout } from './root-layout';

// The shell owns the one router: its own auth screens, then each remote's routes under its prefix.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        path: 'sign-in',
        lazy: async () => ({ Component: (await import('../pages/sign-in-page')).SignInPage }),
      },
      {
        path: 'sign-up',
        lazy: async () => ({ Component: (await import('../pages/sign-up-page')).SignUpPage }),
      },
      {
        path: 'verify-otp',
        lazy: async () => ({ Component: (await import('../pages/verify-otp-page')).VerifyOtpPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({ Component: (await import('../pages/forgot-password-page')).ForgotPasswordPage }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../pages/reset-password-page')).ResetPasswordPage }),
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
]);
