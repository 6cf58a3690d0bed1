import { Toaster } from '@naija-homes/ui-kit/components/toast';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { SessionDialogs } from '../components/session-dialogs';
import { WelcomeDialog } from '../components/welcome-dialog';
import { CompleteProfileDialog } from '../features/auth/complete-profile-dialog';
import { useSession } from '../lib/session';

const authPaths = ['/sign-in', '/sign-up', '/verify-otp', '/forgot-password', '/reset-password'];
// The footer is hidden inside the sidebar areas and on the auth screens (spec §2: "hidden on configured prefixes").
const footerHiddenPrefixes = ['/agent', '/admin', ...authPaths];

export function RootLayout() {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  const onAuthPage = authPaths.some((path) => pathname.startsWith(path));
  const showFooter = !footerHiddenPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      {showFooter ? <Footer /> : null}
      <Toaster />
      <SessionDialogs />
      <WelcomeDialog enabled={!isLoading && !user && !onAuthPage} signedIn={Boolean(user)} />
      <CompleteProfileDialog open={Boolean(user && !user.isProfileComplete)} />
      <ScrollRestoration />
    </div>
  );
}
