import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';

export function PageLoader() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-10" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
