import type { Subscription } from '@naija-homes/contracts/billing';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { CreditCardIcon } from 'lucide-react';

const statusText = { active: 'active', cancel: 'ending', expired: 'expired' } as const;

/** The plan and when it renews (or ends); with none, the way to subscribe. */
export function PlanCard({
  subscription,
  isPending,
  error,
}: {
  subscription: Subscription | null | undefined;
  isPending: boolean;
  error: Error | null;
}) {
  const live = subscription && subscription.status !== 'expired';
  return (
    <Card className="grid content-start gap-3" data-testid="plan-card">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CreditCardIcon className="size-4" aria-hidden="true" /> Your plan
      </p>
      {isPending ? (
        <>
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-4 w-48" />
        </>
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      ) : live ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold">{subscription.packageId.name}</span>
            <Chip tone={subscription.status === 'active' ? 'green' : statusTone('pending')}>
              {statusText[subscription.status]}
            </Chip>
          </p>
          <p className="text-sm text-muted-foreground">
            {subscription.status === 'active'
              ? `Renews on ${formatLagosDate(subscription.endDate)}`
              : `Ends on ${formatLagosDate(subscription.endDate)} (it will not renew)`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/agent/visibility">What your plan does</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/agent/settings?tab=pricing-plans">Manage plan</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-2xl font-bold">No plan</p>
          <p className="text-sm text-muted-foreground">
            {subscription
              ? `Your ${subscription.packageId.name} plan ended on ${formatLagosDate(subscription.endDate)}. Your listings are out of search until you subscribe again.`
              : 'Subscribe to a plan to list properties and show them in search.'}
          </p>
          <div>
            <Button asChild size="sm">
              <Link to="/agent/settings?tab=pricing-plans">Subscribe</Link>
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
