import { VERIFIED_LISTING_LABEL } from '@naija-homes/contracts/property-options';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { ShieldCheckIcon } from 'lucide-react';

/**
 * The 'Verified listing' badge: our team checked this listing's papers and the property itself. A labelled pill
 * with a shield, so it never reads as the agent's own verified tick (an icon beside the agent's name).
 */
export function VerifiedListingBadge({ className }: { className?: string }) {
  return (
    <span
      data-slot="verified-listing-badge"
      title="Our team checked the title documents and confirmed this listing"
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-primary/30 bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary shadow-sm',
        className,
      )}
    >
      <ShieldCheckIcon aria-hidden="true" className="size-3.5" />
      {VERIFIED_LISTING_LABEL}
    </span>
  );
}
