import { visibilityName } from '@naija-homes/contracts/enums';
import { cn } from '@naija-homes/ui-kit/lib/cn';

// The badge buyers see on a listing card (the public remote's card uses the same colours).
const badgeStyles = {
  featured: 'bg-accent text-accent-foreground',
  priority: 'bg-primary text-primary-foreground',
  exclusive: 'bg-foreground text-white',
} as const;

/** The card badge of a tier, or 'No badge' for Standard. */
export function VisibilityBadge({
  label,
  level,
  className,
}: {
  label: 'featured' | 'priority' | 'exclusive' | null;
  level: number;
  className?: string;
}) {
  if (!label) return <span className={cn('text-sm text-muted-foreground', className)}>No badge</span>;
  return (
    <span
      data-testid="visibility-badge"
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', badgeStyles[label], className)}
    >
      {visibilityName(level)}
    </span>
  );
}
