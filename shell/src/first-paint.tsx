// Server only: imported by the API (api/src/web/first-paint.ts), never by the shell's build. The shell's frame
// (header, content area) around a remote's page HTML, for the page's first paint: laid out exactly as the app
// lays it out (shared/page-frame.tsx), so the app takes its place without a shift (ui-kit/lib/first-paint.ts).
import { sessionQueryOptions } from '@naija-homes/client/queries/session';
import { ServerViewportWidth } from '@naija-homes/ui-kit/hooks/use-media-query';
import { FIRST_PAINT_ELEMENT_ID } from '@naija-homes/ui-kit/lib/first-paint';
import { renderToHtml } from '@naija-homes/ui-kit/lib/render-to-html';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { RenderFrameFirstPaint } from '../../federation.shared';
import { Header } from './shared/header';
import { ContentArea, PageFrame, remoteScope } from './shared/page-frame';
import { PaintedWelcome } from './shared/welcome-dialog';
import { cookieSaysWelcomeSeen } from './shared/welcome-seen';

export const renderFirstPaintFrame: RenderFrameFirstPaint = (
  { url, remote, routeHtml, viewportWidth, cookie },
  signal,
) => {
  const queryClient = new QueryClient();
  // Painted for visitors only (a signed-in member's header is theirs alone and comes with the app).
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  return renderToHtml(
    <ServerViewportWidth.Provider value={viewportWidth}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <div id={FIRST_PAINT_ELEMENT_ID}>
            <PageFrame>
              <Header />
              <ContentArea>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the remote's page, rendered by React on the server */}
                <div {...remoteScope(remote)} dangerouslySetInnerHTML={{ __html: routeHtml }} />
              </ContentArea>
            </PageFrame>
            {/* A first-time visitor's greeting shows with the page, not once the app has loaded (WelcomeDialog). */}
            {cookieSaysWelcomeSeen(cookie) ? null : <PaintedWelcome />}
          </div>
        </MemoryRouter>
      </QueryClientProvider>
    </ServerViewportWidth.Provider>,
    signal,
  );
};
