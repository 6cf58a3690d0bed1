import type { Subscription } from '@naija-homes/contracts/billing';
import { statusTone } from '@naija-homes/contracts/enums';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { apiRequest, type MessageResponse } from '@naija-homes/contracts/http';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Container } from '../shared/container';
import { currentSubscriptionKey, useCurrentSubscription } from './use-billing';

/** The local payment provider's billing portal: cancel at period end, or resume. */
export function ManagePage() {
  const current = useCurrentSubscription(true);
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const renewal = useMutation({
    mutationFn: (renew: boolean) =>
      apiRequest<MessageResponse>(`/billing/local/subscription/${renew ? 'resume' : 'cancel'}`, { method: 'POST' }),
    onSuccess: (response) => {
      toast.success(response.message);
      setCancelling(false);
      void client.invalidateQueries({ queryKey: currentSubscriptionKey });
    },
    onError: (error) => toast.error(error.message),
  });
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
              <Button onClick={() => renewal.mutate(true)} loading={renewal.isPending}>
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
        busy={renewal.isPending}
        onConfirm={() => renewal.mutate(false)}
      />
    </Container>
  );
}
