import { REMOTE_SCOPE_ATTRIBUTE, type RemoteName } from '@naija-homes/contracts/http';
import { Suspense, use } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { loadRemoteModule } from '../lib/federation';
import { SectionErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';

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
