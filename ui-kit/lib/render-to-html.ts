// Server only (the first paint, api/src/web/first-paint.ts): never imported by code that runs in the browser.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';

/**
 * A React tree's HTML once everything it loads (lazy pages) has arrived. Rejects on any render error, so a page
 * that could not render whole is never painted half.
 */
export async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(tree, {
    signal,
    onError: (error) => {
      failure ??= error ?? new Error('render failed');
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  // Aborted, the prelude holds loading states where content was still to come.
  signal.throwIfAborted();
  // React writes preloads for the images it renders first; the page's head has its own (seo/page-head.ts), and an
  // element the app does not render would make the two trees differ (ui-kit/lib/first-paint.ts maps one onto the
  // other by position).
  return html.replace(/^(?:<link [^>]*>)+/, '');
}
