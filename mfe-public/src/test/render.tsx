// Shared setup for mfe-public's component tests. Import it with `await import(...)` after `withDom()` (it loads
// Testing Library and React, which look for `document` when they load).
import { useLocation } from '@naija-homes/ui-kit/lib/router';
import { byRoute, fakeFetch, testQueryClient } from '@naija-homes/ui-kit/test/fake-api';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// ui-kit/lib/router.ts re-exports no memory router (the apps only need BrowserRouter); react-router's own is the
// same module, so the components' `Link` and `useSearchParams` see it.
import { MemoryRouter } from 'react-router';

export { sessionUser, signInAs } from '@naija-homes/client/test/session';
export { eventually, type SentRequest, testQueryClient } from '@naija-homes/ui-kit/test/fake-api';
export { propertyCard, publicProperty } from './listings';

/**
 * Renders `ui` under a query client and a memory router opened at `url`. `where()` is the router's current path
 * and query, to assert where a link or a filter change took the person.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', client = testQueryClient() }: { url?: string; client?: QueryClient } = {},
) {
  const location = { current: url };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = `${pathname}${search}`;
    return null;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { view, client, where: () => location.current };
}

/**
 * Replaces `globalThis.fetch` with an API that answers `"METHOD /path"` as the given handlers do (status and JSON
 * body as the contracts shape them), 404 for anything else (ui-kit/test/fake-api.ts). Call `restore()` after the test.
 */
export function fakeApi(handlers: Parameters<typeof byRoute>[0]) {
  return fakeFetch(byRoute(handlers));
}
