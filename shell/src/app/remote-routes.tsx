import type { RemoteName } from '@naija-homes/contracts/runtime-config';
import { ErrorBoundary } from '@naija-homes/ui-kit/components/error-boundary';
import { useRoutes } from '@naija-homes/ui-kit/lib/router';
import { Suspense, use } from 'react';
import { remoteScope } from '../shared/page-frame';
import { PageLoader } from '../shared/page-loader';
import { loadRemoteOnce, retryRemote } from './federation';

// The remote's code is fetched the first time one of its routes is visited; every later render reads the same
// promise.
function RemoteRouteTree({ remote }: { remote: Exclude<RemoteName, 'mfe_chat'> }) {
  return useRoutes(use(loadRemoteOnce(remote, 'routes')).routes);
}

const sectionNames: Record<RemoteName, string> = {
  mfe_public: 'page',
  mfe_buyer: 'buyer area',
  mfe_agent: 'agent area',
  mfe_admin: 'admin area',
  mfe_chat: 'chat',
};

/** Renders a remote's routes inside the shell's router, with its own error boundary and loading state. */
export function RemoteRoutes({ remote }: { remote: Exclude<RemoteName, 'mfe_chat'> }) {
  return (
    <ErrorBoundary section={sectionNames[remote]} onRetry={() => retryRemote(remote)} wholePage>
      <div {...remoteScope(remote)}>
        <Suspense fallback={<PageLoader />}>
          <RemoteRouteTree remote={remote} />
        </Suspense>
      </div>
    </ErrorBoundary>
  );
}
