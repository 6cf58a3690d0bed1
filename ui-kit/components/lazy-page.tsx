import { ErrorBoundary } from '@naija-homes/ui-kit/components/error-boundary';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { revealApp } from '@naija-homes/ui-kit/lib/first-paint';
import { loadWithRetries } from '@naija-homes/ui-kit/lib/load-with-retries';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';

function PageSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-10" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/**
 * A route element whose page code loads on first visit. Remote routes render through `useRoutes` inside the
 * shell's router, where the route-object `lazy` and `errorElement` options are not available, so pages are split
 * with React.lazy and each gets its own error boundary.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  props?: Props,
  fallback: ReactNode = <PageSkeleton />,
) {
  const Page = lazy(async () => ({ default: await loadWithRetries(load) }));
  return (
    <ErrorBoundary>
      <Suspense fallback={fallback}>
        <Page {...(props ?? ({} as Props))} />
        <RevealOnMount />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Once the page has rendered, it takes the place of the server's first paint of it (lib/first-paint.ts). */
function RevealOnMount() {
  useEffect(revealApp, []);
  return null;
}
