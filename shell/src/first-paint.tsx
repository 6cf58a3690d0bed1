// Server only: imported by the API (api/src/web/first-paint.ts), never by the shell's build. The shell's frame
// (header, content area) around a remote's page HTML, or around one of the shell's own account pages, for the
// page's first paint: laid out exactly as the app lays it out (shared/page-frame.tsx), so the app takes its place
// without a shift (ui-kit/lib/first-paint.ts).
import { sessionQueryOptions } from '@naija-homes/client/queries/session';
import type { FirstPaintRequest, RenderFrameFirstPaint, RenderRouteFirstPaint } from '@naija-homes/contracts/web-apps';
import { ServerViewportWidth } from '@naija-homes/ui-kit/hooks/use-media-query';
import { FIRST_PAINT_ELEMENT_ID } from '@naija-homes/ui-kit/lib/first-paint';
import { renderToHtml } from '@naija-homes/ui-kit/lib/render-to-html';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { accountPages } from './app/account-pages';
import { Header } from './shared/header';
import { ContentArea, PageFrame, remoteScope } from './shared/page-frame';
import { type RuntimeConfig, RuntimeConfigContext } from './shared/runtime-config';
import { PaintedWelcome } from './shared/welcome-dialog';
import { cookieSaysWelcomeSeen } from './shared/welcome-seen';

/** The account pages painted by the server: forms that need nothing but the address (not a code or a token). */
const PAINTED_ACCOUNT_PAGES = ['sign-in', 'sign-up', 'forgot-password'] as const;

function renderFrame(
  { url, viewportWidth, cookie, answers }: FirstPaintRequest,
  content: ReactNode,
  { welcome }: { welcome: boolean },
  signal: AbortSignal,
): Promise<string> {
  const queryClient = new QueryClient();
  // Painted for visitors only (a signed-in member's header is theirs alone and comes with the app).
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  const runtimeConfig = (answers['/config.json'] as RuntimeConfig | undefined) ?? null;
  return renderToHtml(
    <ServerViewportWidth.Provider value={viewportWidth}>
      <RuntimeConfigContext.Provider value={runtimeConfig}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[url]}>
            <div id={FIRST_PAINT_ELEMENT_ID}>
              <PageFrame>
                <Header />
                <ContentArea>{content}</ContentArea>
              </PageFrame>
              {/* A first-time visitor's greeting shows with the page, not once the app has loaded (WelcomeDialog). */}
              {welcome && !cookieSaysWelcomeSeen(cookie) ? <PaintedWelcome /> : null}
            </div>
          </MemoryRouter>
        </QueryClientProvider>
      </RuntimeConfigContext.Provider>
    </ServerViewportWidth.Provider>,
    signal,
  );
}

export const renderFirstPaintFrame: RenderFrameFirstPaint = ({ remote, routeHtml, ...request }, signal) =>
  renderFrame(
    request,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the remote's page, rendered by React on the server
    <div {...remoteScope(remote)} dangerouslySetInnerHTML={{ __html: routeHtml }} />,
    { welcome: true },
    signal,
  );

/**
 * The shell's own account page at the request's address, in its frame; null for any other address. No greeting
 * there: the app does not greet on the account pages either (app/root-layout.tsx).
 */
export const renderAccountPageFirstPaint: RenderRouteFirstPaint = async (request, signal) => {
  const path = new URL(request.url, 'http://naija.invalid').pathname.replace(/^\/+|\/+$/g, '');
  const page = PAINTED_ACCOUNT_PAGES.find((name) => name === path);
  if (!page) return null;
  const Page = await accountPages[page]();
  return renderFrame(request, <Page />, { welcome: false }, signal);
};
