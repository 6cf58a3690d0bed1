// Component tests' shared setup for the admin area. Import it with `await import(...)` after `withDom()`
// (ui-kit/test/dom.ts): React, Testing Library and the router look for `document` when they load.

import { afterEach } from 'bun:test';
import { BrowserRouter, useLocation } from '@naija-homes/ui-kit/lib/router';
import { type FakeAnswer, fakeFetch, testQueryClient } from '@naija-homes/ui-kit/test/fake-api';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

export { eventually, type FakeAnswer, never, testQueryClient } from '@naija-homes/ui-kit/test/fake-api';

/**
 * Call once per test file, after importing this module: after each test (and its cleanup), lets the work React and
 * the query client have scheduled run while the DOM still exists, rather than after `withDom` takes it away.
 */
export function settleAfterEach(): void {
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
}

/** Where the router is now ("/admin/news?article=1"), shown in the page for the test to read. */
function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-url">{`${pathname}${search}`}</output>;
}

/**
 * Renders `ui` with a query client and a router at `url`. ui-kit/lib/router exports no memory router, so the
 * browser router is used over the test DOM's own history, moved to `url` first.
 */
export function renderWithProviders(
  ui: ReactElement,
  { client = testQueryClient(), url = '/' }: { client?: QueryClient; url?: string } = {},
) {
  window.history.replaceState(null, '', url);
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <BrowserRouter>
        {children}
        <CurrentUrl />
      </BrowserRouter>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  const currentUrl = () => view.getByTestId('current-url').textContent ?? '';
  return { ...view, client, currentUrl, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** One request the component made, as the fake API received it. */
export interface SentRequest {
  method: string;
  /** Path and query, e.g. "/api/v1/admin/agents/u1/status". */
  url: string;
  body: unknown;
}

/**
 * Replaces `globalThis.fetch` with a fake API (ui-kit/test/fake-api.ts): `answer` says what each request gets.
 * Returns the requests sent and `restore`, to be called after the test.
 */
export function fakeApi(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent: SentRequest[] = [];
  const { restore } = fakeFetch((request) => {
    const entry = { method: request.method, url: request.url, body: request.body };
    sent.push(entry);
    return answer(entry);
  });
  return { sent, restore };
}
