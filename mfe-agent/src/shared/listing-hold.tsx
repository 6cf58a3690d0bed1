import { formatLagosDate } from '@naija-homes/contracts/format';
import { holdReviewSubject, type ListingHold } from '@naija-homes/contracts/property';
import { buttonVariants } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { ShieldAlertIcon } from 'lucide-react';

/** Help & Support with the review request's subject filled in for the held listing. */
export function holdReviewHref(title: string): string {
  return `/agent/help-support?subject=${encodeURIComponent(holdReviewSubject(title))}`;
}

/** What an admin's hold means for the agent, in one sentence (the editor and My Properties say the same). */
export const holdExplanation =
  'It is out of search until our team lifts the hold. You cannot activate or publish it yourself: fix what the reason names, then ask us to review it.';

/**
 * An admin took the agent's listing out of search (ADR 022): the reason and since when, and what the agent can do
 * about it (edit it, ask for a review). Never offers Activate or Publish, which the API refuses while it holds.
 */
export function ListingHoldNotice({
  hold,
  title,
  editHref,
  className,
}: {
  hold: NonNullable<ListingHold>;
  title: string;
  /** Where editing the listing starts; omitted inside the editor itself. */
  editHref?: string;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="listing-hold-heading"
      className={cn('grid gap-2 rounded-card border border-red-200 bg-red-50 p-4 text-sm text-red-950', className)}
    >
      <h2 id="listing-hold-heading" className="flex items-center gap-2 text-base font-semibold">
        <ShieldAlertIcon aria-hidden="true" className="size-5 shrink-0" />
        Deactivated by our team on {formatLagosDate(hold.since)}
      </h2>
      <p className="user-text">
        <span className="font-medium">Reason: </span>
        {hold.reason}
      </p>
      <p>{holdExplanation}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {editHref ? (
          <Link to={editHref} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Edit listing
          </Link>
        ) : null}
        <Link to={holdReviewHref(title)} className={buttonVariants({ size: 'sm' })}>
          Ask for a review
        </Link>
      </div>
    </section>
  );
}
