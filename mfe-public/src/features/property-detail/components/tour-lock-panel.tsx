import { Button } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { ExternalLinkIcon, LockIcon } from 'lucide-react';

/** Spec §2: a listing whose agent's plan is neither Elite nor Platinum shows the tour locked, with the upgrade. */
export function TourLockPanel({ className }: { className?: string }) {
  return (
    <div
      data-testid="tour-lock-panel"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-accent/40 bg-accent-soft p-5 sm:flex-row sm:items-center',
        className,
      )}
    >
      <span className="grid size-12 shrink-0 place-content-center rounded-full bg-accent/15 text-accent">
        <LockIcon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">360° Virtual Tour locked</p>
        <p className="text-sm text-muted-foreground">360° tours are available on the Elite and Platinum plans.</p>
      </div>
      <Button asChild className="self-start sm:self-center">
        <a href="/pricing" target="_blank" rel="noopener">
          Upgrade to Elite Plan
          <ExternalLinkIcon aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
    </div>
  );
}
