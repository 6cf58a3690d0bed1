import { billingMessages, type CheckoutSummary, planName } from '@naija-homes/contracts/billing';
import { formatLagosDateTime, formatNaira } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { Link, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { CreditCardIcon } from 'lucide-react';
import { Container } from '../../../shared/container';
import { useConfirmCheckout } from '../api/confirm-checkout';
import { useDeclineCheckout } from '../api/decline-checkout';
import { checkoutQueryOptions } from '../api/get-checkout';

const closedText: Record<Exclude<CheckoutSummary['status'], 'open'>, string> = {
  completed: 'This payment is complete.',
  declined: 'This payment was declined. You have not been charged.',
  expired: billingMessages.checkoutExpired,
};

/** The local payment provider's checkout: a simulated card payment the agent confirms or declines. */
export function Checkout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const summary = useQuery(checkoutQueryOptions(sessionId));
  const showError = (error: Error) => toast.error(error.message);
  const confirm = useConfirmCheckout(sessionId, {
    // The page it returns to says "Payment received" (as after a real provider's hosted checkout): one toast.
    onSuccess: (response) => {
      navigate(response.data.redirectUrl);
    },
    onError: showError,
  });
  const decline = useDeclineCheckout(sessionId, {
    onSuccess: (response) => {
      toast.info(response.message);
      navigate('/agent/settings?tab=pricing-plans');
    },
    onError: showError,
  });
  return (
    <Container>
      <div className="mx-auto grid max-w-md gap-4 py-8">
        <h1 className="text-2xl font-bold">Checkout</h1>
        {summary.isPending ? (
          <Skeleton className="h-64" />
        ) : summary.isError ? (
          <p role="alert" className="text-destructive">
            {summary.error.message}
          </p>
        ) : (
          <Card className="grid gap-4">
            <div className="flex items-center justify-between gap-2">
              <div>
                <p className="font-semibold">{planName(summary.data.plan.name)} plan</p>
                <p className="text-sm text-muted-foreground">Monthly, renews until you cancel</p>
              </div>
              <p className="text-xl font-bold">{formatNaira(summary.data.plan.priceId.amount)}</p>
            </div>
            <p className="flex gap-2 rounded-md bg-blue-50 p-3 text-sm text-blue-900">
              <CreditCardIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Test payments: no card is charged. Confirm to simulate a successful card payment, or decline to simulate a
              refused one.
            </p>
            {summary.data.status === 'open' ? (
              <>
                <p className="text-xs text-muted-foreground">
                  This checkout is open until {formatLagosDateTime(summary.data.expiresAt)}.
                </p>
                <div className="grid gap-2 sm:grid-cols-2">
                  <Button variant="outline" onClick={() => decline.mutate()} loading={decline.isPending}>
                    Decline payment
                  </Button>
                  <Button onClick={() => confirm.mutate()} loading={confirm.isPending} disabled={decline.isPending}>
                    Pay {formatNaira(summary.data.plan.priceId.amount)}
                  </Button>
                </div>
              </>
            ) : (
              <p role="status">{closedText[summary.data.status]}</p>
            )}
            <Link className="text-sm text-primary underline" to="/agent/settings?tab=pricing-plans">
              Back to pricing plans
            </Link>
          </Card>
        )}
      </div>
    </Container>
  );
}
