import { ErrorBoundary } from '@naija-homes/ui-kit/components/error-boundary';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

function PageSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-10" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

const LOAD_TRIES = 3;
const RETRY_AFTER_MS = 100;

/**
 * The page's code, asked for again when a try fails. The server preloads a first visit's page chunks
 * (api/src/web/route-preloads.ts), and a preload that failed on a dropped connection answers the page's first
 * request for that file with the same failure, without going to the network; a later request does. A page of
 * several chunks fails at its first failed chunk while the others are still failing, so the next try waits a moment
 * for them. On a flaky connection the tries also save a reload.
 */
async function loadWithRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= LOAD_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    }
  }
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
      </Suspense>
    </ErrorBoundary>
  );
}
