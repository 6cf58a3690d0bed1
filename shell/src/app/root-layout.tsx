import { useRealtimeConnection } from '@naija-homes/client/queries/realtime';
import { useSession } from '@naija-homes/client/queries/session';
import { siteSettingsQueryOptions } from '@naija-homes/client/queries/site-settings';
import { defaultSiteSettings, footerHiddenAt } from '@naija-homes/contracts/site-frame';
import { Toaster } from '@naija-homes/ui-kit/components/toast';
import { LOGIN_PROMPT_EVENT, LOGOUT_REQUEST_EVENT, SHARE_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { Outlet, useLocation } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { OfflineNotice } from '../features/offline/components/offline-notice';
import { OnFirstEvent } from '../shared/deferred';
import { Footer } from '../shared/footer';
import { Header } from '../shared/header';
import { ContentArea, MAIN_CONTENT_ID, PageFrame } from '../shared/page-frame';
import { isAuthPath } from '../shared/return-to';
import { ScrollRestoration } from '../shared/scroll-restoration';
import { hasSeenWelcome, markWelcomeSeen } from '../shared/welcome-seen';

// Loaded when first needed: most visits never open them (shared/deferred.tsx).
const SessionDialogs = lazy(async () => ({
  default: (await import('../features/auth/components/session-dialogs')).SessionDialogs,
}));
const ShareDialog = lazy(async () => ({
  default: (await import('../features/share/components/share-dialog')).ShareDialog,
}));
const WelcomeDialog = lazy(async () => ({ default: (await import('../shared/welcome-dialog')).WelcomeDialog }));
const CompleteProfileDialog = lazy(async () => ({
  default: (await import('../features/auth/components/complete-profile-dialog')).CompleteProfileDialog,
}));
const sessionEvents = [LOGOUT_REQUEST_EVENT, LOGIN_PROMPT_EVENT] as const;
const shareEvents = [SHARE_REQUEST_EVENT] as const;

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
  // Someone who has signed in on this device is not a first-time visitor, so it never greets them after they log out.
  useEffect(() => {
    if (user) markWelcomeSeen();
  }, [user]);
  const onAuthPage = isAuthPath(pathname);
  const showFooter = !useFooterHidden(pathname);
  return (
    <PageFrame>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <ContentArea id={MAIN_CONTENT_ID}>
        <Outlet />
      </ContentArea>
      {showFooter ? (
        <Footer>
          <NewsletterForm />
        </Footer>
      ) : null}
      <Toaster />
      <OfflineNotice />
      <OnFirstEvent events={sessionEvents}>
        <SessionDialogs />
      </OnFirstEvent>
      <OnFirstEvent events={shareEvents}>
        <ShareDialog />
      </OnFirstEvent>
      <Suspense fallback={null}>
        {!user && !hasSeenWelcome() ? <WelcomeDialog enabled={!isLoading && !onAuthPage} /> : null}
        {user && !user.isProfileComplete ? <CompleteProfileDialog open /> : null}
      </Suspense>
      <ScrollRestoration />
    </PageFrame>
  );
}
