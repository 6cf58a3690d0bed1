import type { Subscription } from '@naija-homes/contracts/billing';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { useState } from 'react';
import { Container } from '../../../shared/container';
import { useCancelPlan } from '../api/cancel-plan';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { useResumePlan } from '../api/resume-plan';

/** The local payment provider's billing portal: cancel at period end, or resume. */
export function ManagePlan() {
  const current = useCurrentSubscription(true);
  const [cancelling, setCancelling] = useState(false);
  const callbacks = {
    onSuccess: (response: { message?: string }) => {
      toast.success(response.message);
      setCancelling(false);
    },
    onError: (error: Error) => toast.error(error.message),
  };
  const cancel = useCancelPlan(callbacks);
  const resume = useResumePlan(callbacks);
  const sub: Subscription | null | undefined = current.data;
  return (
    <Container>
      <div className="mx-auto grid max-w-md gap-4 py-8">
        <h1 className="text-2xl font-bold">Manage your plan</h1>
        {current.isPending ? (
          <Skeleton className="h-48" />
        ) : current.isError ? (
          <p role="alert" className="text-destructive">
            {current.error.message}
          </p>
        ) : !sub ? (
          <p>You have no plan yet.</p>
        ) : (
          <Card className="grid gap-3">
            <div className="flex items-center justify-between">
              <p className="text-lg font-semibold">{sub.packageId.name} plan</p>
              <Chip tone={statusTone(sub.status === 'cancel' ? 'cancelled' : sub.status)}>
                {sub.status === 'cancel' ? 'cancelled' : sub.status}
              </Chip>
            </div>
            <p className="text-sm text-muted-foreground">
              Subscribed {formatLagosDate(sub.subscribedAt)}.{' '}
              {sub.status === 'active'
                ? `Renews ${formatLagosDate(sub.endDate)}.`
                : sub.status === 'cancel'
                  ? `Ends ${formatLagosDate(sub.endDate)}; it will not renew.`
                  : `Ended ${formatLagosDate(sub.endDate)}.`}
            </p>
            {sub.status === 'active' ? (
              <Button variant="outline" onClick={() => setCancelling(true)}>
                Cancel plan
              </Button>
            ) : sub.status === 'cancel' ? (
              <Button onClick={() => resume.mutate()} loading={resume.isPending}>
                Resume plan
              </Button>
            ) : null}
            <Link className="text-sm text-primary underline" to="/agent/settings?tab=pricing-plans">
              Back to pricing plans
            </Link>
          </Card>
        )}
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel your plan?"
        description="Your plan stays active until the end of the period you paid for, then your listings stop showing in search."
        confirmText="Cancel plan"
        cancelText="Keep plan"
        destructive
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </Container>
  );
}
