import { Outlet } from '@naija-homes/ui-kit/lib/router';
import { lazy, Suspense } from 'react';

// The tray loads after the page: it only matters once something is being compared.
const CompareTray = lazy(async () => ({ default: (await import('./listings/compare-tray')).CompareTray }));

/** Every public page, with the compare tray that follows the visitor across them. */
export function PublicLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <CompareTray />
      </Suspense>
    </>
  );
}
