import type { RemoteName } from '@naija-homes/contracts/runtime-config';
import { REMOTE_SCOPE_ATTRIBUTE } from '@naija-homes/ui-kit/lib/app-events';
import { CONTENT_AREA_ATTRIBUTE } from '@naija-homes/ui-kit/lib/first-paint';
import type { ReactNode } from 'react';

// The page's outer layout, shared by the app (app/root-layout.tsx) and the server's first paint of a page
// (first-paint.tsx), which must lay out exactly alike for one to take the other's place without a shift.

/** Header, content and footer stacked, at least a screen tall. */
export function PageFrame({ children }: { children: ReactNode }) {
  return <div className="flex min-h-screen flex-col">{children}</div>;
}

/**
 * The content area: at least a screen tall (less the header), so the footer starts below the fold and content
 * arriving late (the remote, the API) never pushes it down in view.
 */
export function ContentArea({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      // A target for focus (the skip link, a closed dialog with no opener left) is focusable, but not by Tab; the
      // whole page area needs no ring around it.
      tabIndex={id ? -1 : undefined}
      className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none"
      {...{ [CONTENT_AREA_ATTRIBUTE]: '' }}
    >
      {children}
    </div>
  );
}

/** The app's content area: the skip link's target. */
export const MAIN_CONTENT_ID = 'main';

/** Where focus goes when a dialog closes and nothing on the page opened it (the welcome greeting on arrival). */
export const mainContent = () => document.getElementById(MAIN_CONTENT_ID);

/** The box-less element a remote's pages render in: its scoped styles apply inside it (remote.postcss.mjs). */
export function remoteScope(remote: RemoteName) {
  return { [REMOTE_SCOPE_ATTRIBUTE]: remote, className: 'contents' };
}
