import { REMOTE_SCOPE_ATTRIBUTE, type RemoteName } from '@naija-homes/contracts/http';
import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { loadRemoteModule } from '../lib/federation';
import { SectionErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';

// One lazy component per remote: the remote's code is fetched the first time one of its routes is visited.
const cache = new Map<RemoteName, ComponentType>();

function remoteRoutesComponent(remote: RemoteName): ComponentType {
  const cached = cache.get(remote);
  if (cached) return cached;
  const component = lazy(async () => {
    const module = await loadRemoteModule<{ routes: RouteObject[] }>(remote, 'routes');
    function RemoteRouteTree() {
      return useRoutes(module.routes);
    }
    return { default: RemoteRouteTree };
  });
  cache.set(remote, component);
  return component;
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
  const Routes = remoteRoutesComponent(remote);
  return (
    <SectionErrorBoundary section={sectionNames[remote]}>
      <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: remote }} className="contents">
        <Suspense fallback={<PageLoader />}>
          <Routes />
        </Suspense>
      </div>
    </SectionErrorBoundary>
  );
}
