import { cn } from '@naija-homes/ui-kit/lib/cn';
import { formatBadgeCount } from '@naija-homes/ui-kit/lib/ui-limits';

/** An unread-count badge: hidden at 0, capped at 99+ (spec §2). */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-slot="count-badge"
      className={cn(
        'absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-5 text-white',
        className,
      )}
    >
      <span aria-hidden="true">{formatBadgeCount(count)}</span>
      <span className="sr-only">{`${count} ${label}`}</span>
    </span>
  );
}
