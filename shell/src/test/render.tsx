// Shared setup for the shell's component tests (as mfe-public/src/test/render.tsx). Import it with `await import(...)` after `withDom()` (it loads
// Testing Library and React, which look for `document` when they load).
import { type SessionUser, sessionKeys } from '@naija-homes/client/queries/session';
import { useLocation } from '@naija-homes/ui-kit/lib/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
// ui-kit/lib/router.ts re-exports no memory router (the apps only need BrowserRouter); react-router's own is the
// same module, so the components' `Link` and `useSearchParams` see it.
import { MemoryRouter } from 'react-router';
import { type RuntimeConfig, RuntimeConfigContext } from '../shared/runtime-config';

/**
 * A query client that never retries and keeps what a test stored, fresh, for as long as the test runs: a query
 * given its data with `setQueryData` is not fetched again on mount (nothing but the test's fake API answers).
 */
export function testQueryClient(): QueryClient {
  const forever = Number.POSITIVE_INFINITY;
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: forever, staleTime: forever }, mutations: { retry: false } },
  });
}

/** Who is looking: `null` a visitor, or a signed-in user of this role (stored where `useSession` reads it). */
export function signInAs(client: QueryClient, role: SessionUser['role'] | null): void {
  client.setQueryData(sessionKeys.all, role === null ? null : sessionUser({ role }));
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'user-1',
    slug: 'ada-okafor',
    photo: null,
    coverPhoto: null,
    phoneNumber: '+2348031234567',
    fullName: 'Ada Okafor',
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'ada@example.com',
    username: null,
    agreeToTerms: true,
    role: 'BUYER',
    provider: 'email',
    platform: 'web',
    isEmailVerified: true,
    isPhoneVerified: false,
    isBlocked: false,
    bio: null,
    isOnline: false,
    lastSeen: null,
    chatsUnreadCount: 0,
    notificationsUnreadCount: 0,
    isProfileComplete: true,
    agent: null,
    createdAt: '2026-01-15T09:00:00.000Z',
    ...overrides,
  };
}

/** The configuration the server hands the shell (Google sign-in off unless a test turns it on). */
export function runtimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    remotes: {
      mfe_public: '/remotes/public/mf-manifest.json',
      mfe_buyer: '/remotes/buyer/mf-manifest.json',
      mfe_agent: '/remotes/agent/mf-manifest.json',
      mfe_admin: '/remotes/admin/mf-manifest.json',
      mfe_chat: '/remotes/chat/mf-manifest.json',
    },
    googleSignIn: false,
    devOutbox: false,
    idVerification: 'sandbox',
    ...overrides,
  };
}

/**
 * Renders `ui` under a query client, the runtime configuration and a memory router opened at `url`. `where()` is the router's current path
 * and query, to assert where a link or a filter change took the person.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    url = '/',
    client = testQueryClient(),
    config = runtimeConfig(),
  }: { url?: string; client?: QueryClient; config?: RuntimeConfig } = {},
) {
  const location = { current: url };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = `${pathname}${search}`;
    return null;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <RuntimeConfigContext.Provider value={config}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </RuntimeConfigContext.Provider>
    </QueryClientProvider>,
  );
  return { view, client, where: () => location.current };
}

/** A request's body read from its stream (its own `text()` needs the DOM it was made in, maybe gone). */
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

/**
 * Waits until `check` stops throwing, letting React render what arrived meanwhile (an answer of the fake API, an
 * image loaded). Each wait is inside `act`, so React applies the updates itself.
 */
export async function eventually(check: () => void, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** A request the component sent, as the fake API received it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status?: number; body: unknown };
type Handler = (request: SentRequest) => Answer;

/**
 * Replaces `globalThis.fetch` with an API that answers `"METHOD /path"` as the given handlers do (status and JSON
 * body as the contracts shape them), 404 for anything else. Call `restore()` after the test.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const original = globalThis.fetch;
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Not `instanceof Request`: a module that made its Request while an earlier test file's DOM was in place
    // holds that DOM's class.
    const request = typeof input === 'object' && 'method' in input ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost/');
    const text = await bodyText(request.body);
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(entry);
    const handler = handlers[`${entry.method} ${entry.path}`];
    const { status = 200, body } = handler ? handler(entry) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = answer as unknown as typeof globalThis.fetch;
  return {
    sent,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
