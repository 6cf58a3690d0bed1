// Component tests' shared setup for the admin area. Import it with `await import(...)` after `withDom()`
// (ui-kit/test/dom.ts): React, Testing Library and the router look for `document` when they load.

import { afterEach } from 'bun:test';
import { BrowserRouter, useLocation } from '@naija-homes/ui-kit/lib/router';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * Call once per test file, after importing this module: after each test (and its cleanup), lets the work React and
 * the query client have scheduled run while the DOM still exists, rather than after `withDom` takes it away.
 */
export function settleAfterEach(): void {
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
}

/**
 * Retries `assertion` until it passes (or `timeout` ms pass, then throws its last failure), letting React and the
 * fake API work in between inside `act`, so each retry sees what React rendered meanwhile.
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

/** A query client for one test: no retries (a failure shows at once), nothing refetched behind the test's back. */
export function testQueryClient(): QueryClient {
  // The query library is one module for every test file; the DOM of an earlier file, taken away, leaves it
  // believing the browser went offline, and it would hold every request back.
  onlineManager.setOnline(true);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
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

/** The fake API's answer to one request. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

/**
 * Replaces `globalThis.fetch` with a fake API: `answer` says what each request gets (status and JSON body, shaped
 * as the API's contracts say). Returns the requests sent and `restore`, to be called after the test.
 */
export function fakeApi(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const original = globalThis.fetch;
  const sent: SentRequest[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Not `instanceof Request`: the API client keeps the Request class of the DOM it was first loaded with, and
    // each test file gets a DOM of its own.
    const request = typeof input === 'object' && 'method' in input ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    // Read through a Response of this DOM: a Request made with an earlier file's DOM (now closed) never answers
    // its own text().
    const text = request.body ? await new Response(request.body).text() : '';
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const entry = { method: request.method, url: `${url.pathname}${url.search}`, body };
    sent.push(entry);
    const { status, body: answerBody } = await answer(entry);
    return new Response(answerBody === undefined ? null : JSON.stringify(answerBody), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = Object.assign(fake, { preconnect: original.preconnect }) as typeof globalThis.fetch;
  return {
    sent,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** An answer that never comes: the component stays pending (a disabled or busy state can then be read). */
export function never(): Promise<FakeAnswer> {
  return new Promise(() => {});
}
