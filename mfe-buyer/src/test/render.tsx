// Component tests' shared setup for the buyer area (the admin area has its own: a remote imports no other's files).
// Import it with `await import(...)` after `withDom()` (ui-kit/test/dom.ts): React, Testing Library and the router
// look for `document` when they load.
import { afterEach } from 'bun:test';
import { BrowserRouter, useLocation } from '@naija-homes/ui-kit/lib/router';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Call once per test file: lets what React scheduled run after each test, while the DOM still exists. */
export function settleAfterEach(): void {
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
}

/**
 * Retries `assertion` until it passes or `timeout` ms pass, letting React work inside `act` in between.
 */
export async function eventually(assertion: () => void, timeout = 2000): Promise<void> {
  const started = Date.now();
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      assertion();
      return;
    } catch (failure) {
      if (Date.now() - started > timeout) throw failure;
    }
  }
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
  // An earlier file's DOM, taken away, leaves the query library believing the browser is offline.
  onlineManager.setOnline(true);
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
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

/** Replaces `globalThis.fetch` with a fake API answering each request with a status and a JSON body. */
type FakeAnswer = { status: number; body?: unknown };

/** An answer that never comes: the component stays pending. */
export const never = (): Promise<FakeAnswer> => new Promise(() => {});

export function fakeApi(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const original = globalThis.fetch;
  const sent: SentRequest[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Not `instanceof Request`, and read through a Response of this DOM: the API client keeps the Request class of
    // the DOM it was first loaded with, which never answers text() once that DOM is closed.
    const request = typeof input === 'object' && 'method' in input ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.body ? await new Response(request.body).text() : '';
    const entry = { method: request.method, url: `${url.pathname}${url.search}`, body: text ? JSON.parse(text) : null };
    sent.push(entry);
    const { status, body } = await answer(entry);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = Object.assign(fake, { preconnect: original.preconnect }) as typeof globalThis.fetch;
  return { sent, restore: () => (globalThis.fetch = original) };
}
