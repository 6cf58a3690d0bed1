// Lets a remote's team run it alone (`rsbuild dev` in its folder): a router, a query cache and a toaster around
// its exposed routes, mounted under the prefix the shell uses. Never part of the exposed modules.
import { Toaster } from '@naija-homes/ui-kit/components/toast';
import { BrowserRouter, Route, type RouteObject, Routes, useRoutes } from '@naija-homes/ui-kit/lib/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

function Mounted({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function renderStandalone({
  remote,
  prefix,
  routes,
  banner,
}: {
  remote: string;
  prefix: string;
  routes?: RouteObject[];
  banner?: ReactNode;
}) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  createRoot(container).render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <div data-remote={remote} className="contents">
          <p className="bg-accent-soft px-4 py-1 text-xs">
            Standalone remote preview. Sign in through the shell on :3000 to share its session.
          </p>
          {banner}
          {routes ? (
            <Routes>
              <Route path={`${prefix}/*`} element={<Mounted routes={routes} />} />
            </Routes>
          ) : null}
        </div>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
