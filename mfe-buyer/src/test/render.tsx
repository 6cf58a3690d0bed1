// Component tests' shared setup for the buyer area (the admin area has its own: a remote imports no other's files).
// Import it with `await import(...)` after `withDom()` (ui-kit/test/dom.ts): React, Testing Library and the router
// look for `document` when they load.
import { afterEach } from 'bun:test';
import { BrowserRouter, useLocation } from '@naija-homes/ui-kit/lib/router';
import { type FakeAnswer, fakeFetch, testQueryClient } from '@naija-homes/ui-kit/test/fake-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';

export { eventually, never } from '@naija-homes/ui-kit/test/fake-api';

/** Call once per test file: lets what React scheduled run after each test, while the DOM still exists. */
export function settleAfterEach(): void {
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
}

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-url">{`${pathname}${search}`}</output>;
}

/** Renders `ui` with a fresh query client (no retries, nothing refetched) and the browser router at `url`. */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', data = [] as [readonly unknown[], unknown][] } = {},
) {
  const client = testQueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  window.history.replaceState(null, '', url);
  const view = render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        {ui}
        <CurrentUrl />
      </BrowserRouter>
    </QueryClientProvider>,
  );
  return { ...view, client, currentUrl: () => view.getByTestId('current-url').textContent ?? '' };
}

export interface SentRequest {
  method: string;
  /** Path and query: "/api/v1/offer/o1/withdraw". */
  url: string;
  body: unknown;
}

/** Replaces `globalThis.fetch` with a fake API (ui-kit/test/fake-api.ts) answering with a status and a JSON body. */
export function fakeApi(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const sent: SentRequest[] = [];
  const { restore } = fakeFetch((request) => {
    const entry = { method: request.method, url: request.url, body: request.body };
    sent.push(entry);
    return answer(entry);
  });
  return { sent, restore };
}
