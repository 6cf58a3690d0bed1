import { useRealtimeConnection } from '@naija-homes/client/queries/realtime';
import { useSession } from '@naija-homes/client/queries/session';
import { siteSettingsQueryOptions } from '@naija-homes/client/queries/site-settings';
import { defaultSiteSettings, footerHiddenAt } from '@naija-homes/contracts/content';
import { Toaster } from '@naija-homes/ui-kit/components/toast';
import { useQuery } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CompleteProfileDialog } from '../features/auth/components/complete-profile-dialog';
import { SessionDialogs } from '../features/auth/components/session-dialogs';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { ShareDialog } from '../features/share/components/share-dialog';
import { Footer } from '../shared/footer';
import { Header } from '../shared/header';
import { isAuthPath } from '../shared/return-to';
import { WelcomeDialog } from '../shared/welcome-dialog';

// The footer is hidden on the path prefixes admins configure in Settings (spec §2: "hidden on configured
// prefixes"); by default the sidebar areas and the auth screens.
function useFooterHidden(pathname: string): boolean {
  const { data } = useQuery(siteSettingsQueryOptions());
  return footerHiddenAt(pathname, (data ?? defaultSiteSettings).footer.hiddenPathPrefixes);
}

export function RootLayout() {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  // One live stream per tab while signed in; signing out (user gone) closes it.
  useRealtimeConnection(user?._id ?? null);
  const onAuthPage = isAuthPath(pathname);
  const showFooter = !useFooterHidden(pathname);
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
      {showFooter ? (
        <Footer>
          <NewsletterForm />
        </Footer>
      ) : null}
      <Toaster />
      <SessionDialogs />
      <ShareDialog />
      <WelcomeDialog enabled={!isLoading && !user && !onAuthPage} signedIn={Boolean(user)} />
      <CompleteProfileDialog open={Boolean(user && !user.isProfileComplete)} />
      <ScrollRestoration />
    </div>
  );
}
