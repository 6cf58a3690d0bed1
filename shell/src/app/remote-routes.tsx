import type { RemoteName } from '@naija-homes/contracts/runtime-config';
import { REMOTE_SCOPE_ATTRIBUTE } from '@naija-homes/ui-kit/lib/app-events';
import { Suspense, use } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { SectionErrorBoundary } from '../shared/error-boundary';
import { PageLoader } from '../shared/page-loader';
import { loadRemoteModule } from './federation';

// One request per remote for the page's lifetime: the remote's code is fetched the first time one of its routes
// is visited, and the same promise serves every later render.
const routesByRemote = new Map<RemoteName, Promise<RouteObject[]>>();

function remoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  let routes = routesByRemote.get(remote);
  if (!routes) {
    routes = loadRemoteModule<{ routes: RouteObject[] }>(remote, 'routes').then((module) => module.routes);
    routesByRemote.set(remote, routes);
  }
  return routes;
}

function RemoteRouteTree({ remote }: { remote: RemoteName }) {
  return useRoutes(use(remoteRoutes(remote)));
}

const sectionNames: Record<RemoteName, string> = {
  mfe_public: 'page',
  mfe_buyer: 'buyer area',
  mfe_agent: 'agent area',
  mfe_admin: 'admin area',
  mfe_chat: 'chat',
};

/** Renders a remote's routes inside the shell's router, with its own error boundary and loading state. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return (
    <SectionErrorBoundary section={sectionNames[remote]}>
      <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: remote }} className="contents">
        <Suspense fallback={<PageLoader />}>
          <RemoteRouteTree remote={remote} />
        </Suspense>
      </div>
    </SectionErrorBoundary>
  );
}
