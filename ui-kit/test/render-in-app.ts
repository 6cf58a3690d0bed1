// A screen rendered as the app shows it, for component tests: a query client for the test (given data up front if
// need be) and the browser router at a URL, with the router's address on the page for the test to read. Import it
// with `await import(...)` after `withDom()` (ui-kit/test/dom.ts). (A .ts file: the package exports test/*.ts.)
import { afterEach } from 'bun:test';
import { BrowserRouter, useLocation } from '@naija-homes/ui-kit/lib/router';
import { testQueryClient } from '@naija-homes/ui-kit/test/fake-api';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';

/** Call once per test file: lets what React and the query client scheduled run after each test, while the DOM exists. */
export function settleAfterEach(): void {
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
}

/** Where the router is now ("/admin/news?article=1"). */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return createElement('output', { 'data-testid': 'current-url' }, `${pathname}${search}`);
}

/**
 * Renders `ui` with a query client and the router at `url` (ui-kit/lib/router has no memory router: the browser
 * router runs over the test DOM's own history, moved to `url` first). `data` is stored in the client first.
 */
export function renderInApp(
  ui: ReactElement,
  {
    client = testQueryClient(),
    url = '/',
    data = [],
  }: { client?: QueryClient; url?: string; data?: Array<[readonly unknown[], unknown]> } = {},
) {
  for (const [key, value] of data) client.setQueryData(key, value);
  window.history.replaceState(null, '', url);
  const wrap = (children: ReactNode) =>
    createElement(
      QueryClientProvider,
      { client },
      createElement(BrowserRouter, null, children, createElement(CurrentUrl)),
    );
  const view = render(wrap(ui));
  const currentUrl = () => view.getByTestId('current-url').textContent ?? '';
  return { ...view, client, currentUrl, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}
