// What every front end's component tests share (each remote's src/test/render.tsx builds its own helpers on these):
// a fake of the API behind `globalThis.fetch`, a query client for one test, and a wait that lets React render.
// Import it with `await import(...)` after `withDom()` (ui-kit/test/dom.ts): it loads Testing Library.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';

/** A request the component sent, as the fake API received it. */
export interface SentRequest {
  method: string;
  /** Path and query: "/api/v1/offer/o1/withdraw?x=1". */
  url: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed (the text when it is not JSON), null without one. */
  body: unknown;
}

/** The fake API's answer to one request: a status (200 by default) and a JSON body, as the contracts shape it. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** An answer that never comes: the component stays pending (a busy or disabled state can then be read). */
export function never(): Promise<FakeAnswer> {
  return new Promise(() => {});
}

/** A body read from its stream: a request's own `text()` may belong to a DOM that is gone. */
async function bodyText(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Replaces `globalThis.fetch` with a fake API: `answer` says what each request gets. Returns the requests sent, in
 * order, and `restore`, to call after the test.
 */
export function fakeFetch(answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const original = globalThis.fetch;
  const sent: SentRequest[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Not `instanceof Request`: a Request made under an earlier test file's DOM has that DOM's class.
    const request = typeof input === 'object' && 'method' in input ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost/');
    const entry: SentRequest = {
      method: request.method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      // Read only when there is one: a request without a body is recorded at once, as it is sent.
      body: request.body ? parsed(await bodyText(request.body)) : null,
    };
    sent.push(entry);
    const { status = 200, body } = await answer(entry);
    return new Response(body === undefined ? null : JSON.stringify(body), {
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

/** A query client for one test: no retries (a failure shows at once), nothing refetched behind the test's back. */
export function testQueryClient(): QueryClient {
  // The query library is one module for every test file; a DOM taken away can leave it believing it is offline.
  onlineManager.setOnline(true);
  const forever = Number.POSITIVE_INFINITY;
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: forever, gcTime: forever }, mutations: { retry: false } },
  });
}

/**
 * Retries `check` until it passes and returns what it returned (or, after `timeoutMs`, throws its last failure), each wait inside `act`, so
 * React renders what arrived meanwhile (an answer of the fake API, a debounced value).
 */
export async function eventually<T>(check: () => T, timeoutMs = 2000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    try {
      return check();
    } catch (failure) {
      if (Date.now() > until) throw failure;
    }
  }
}

/** Answers by `"METHOD /path"` (the path without its query); a request no handler names gets a 404. */
export function byRoute(handlers: Record<string, (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>>) {
  return (request: SentRequest): FakeAnswer | Promise<FakeAnswer> =>
    handlers[`${request.method} ${request.path}`]?.(request) ?? { status: 404, body: { message: 'Not found' } };
}

/** A request as a screen's tests usually check it: its method, path with query, and body. */
export interface SentCall {
  method: string;
  /** Path and query: "/api/v1/offer/o1/withdraw". */
  url: string;
  body: unknown;
}

/** `fakeFetch`, recording (and answering) each request as a SentCall. */
export function fakeCalls(answer: (call: SentCall) => FakeAnswer | Promise<FakeAnswer>) {
  const sent: SentCall[] = [];
  const { restore } = fakeFetch((request) => {
    const call = { method: request.method, url: request.url, body: request.body };
    sent.push(call);
    return answer(call);
  });
  return { sent, restore };
}
