import type { PropertyCard } from '@naija-homes/contracts/listing';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { CheckIcon, GitCompareArrowsIcon } from 'lucide-react';
import { useCompare } from '../hooks/use-compare';

/** Adds a listing to (or takes it out of) the compare tray; a fifth is refused with the spec'd toast. */
export function CompareButton({ property, className }: { property: PropertyCard; className?: string }) {
  const { has, toggle } = useCompare();
  const selected = has(property._id);
  return (
    <button
      type="button"
      data-slot="compare-button"
      aria-pressed={selected}
      title={selected ? 'Remove from compare' : 'Add to compare'}
      onClick={() => toggle(property)}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        selected
          ? 'border-primary bg-primary-soft text-primary'
          : 'border-border bg-surface text-foreground hover:bg-muted',
        className,
      )}
    >
      {selected ? (
        <CheckIcon aria-hidden="true" className="size-4" />
      ) : (
        <GitCompareArrowsIcon aria-hidden="true" className="size-4" />
      )}
      Compare
    </button>
  );
}
