import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { AlertTriangleIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One column on a phone, up to four on a wide screen. */
export const listingGridClass = 'grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

/** Card-shaped placeholders, so the page keeps its layout while listings load. */
export function ListingGridSkeleton({
  count = 8,
  className = listingGridClass,
}: {
  count?: number;
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label="Loading properties">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="overflow-hidden rounded-card border border-border">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="mt-2 h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-destructive/30 bg-destructive-soft px-4 py-10 text-center text-destructive"
    >
      <AlertTriangleIcon aria-hidden="true" className="size-8" />
      {children}
    </div>
  );
}
