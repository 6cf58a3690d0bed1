import { cn } from '@naija-homes/ui-kit/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-skeleton', className)} />
  );
}
