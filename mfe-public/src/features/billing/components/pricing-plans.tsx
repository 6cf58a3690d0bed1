import { useSession } from '@naija-homes/client/queries/session';
import { type Package, type PlanButton, planButton, planChangeConfirm, planName } from '@naija-homes/contracts/billing';
import { formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useChangePlan } from '../api/change-plan';
import { useBillingPortal } from '../api/get-billing-portal';
import { useCurrentSubscription } from '../api/get-current-subscription';
import { usePackages } from '../api/get-packages';
import { useStartPayment } from '../api/start-payment';

// The shell checks this against its own before it runs this module (ui-kit/lib/federation-contract.ts).
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';

/**
 * The plan cards with the spec's button labels and clicks (§4), used on /pricing and, through the shell's
 * "pricing-plans" slot, in the agent's settings.
 */
export default function PricingPlans() {
  const { user } = useSession();
  const isAgent = user?.role === 'AGENT';
  const plans = usePackages();
  const current = useCurrentSubscription(isAgent);
  const [confirming, setConfirming] = useState<{ plan: Package; button: PlanButton } | null>(null);

  const go = (url: string) => window.location.assign(url);
  const showError = (error: Error) => toast.error(error.message);
  const payment = useStartPayment({ onSuccess: (response) => go(response.data.url), onError: showError });
  const manage = useBillingPortal({ onSuccess: (response) => go(response.data.url), onError: showError });
  const change = useChangePlan({
    onSuccess: (response) => {
      toast.success(response.message ?? `You are now on the ${planName(response.data.name)} plan`);
      setConfirming(null);
    },
    onError: showError,
  });
  const busy = payment.isPending || manage.isPending || change.isPending;

  function act(plan: Package, button: PlanButton) {
    if (button.action === 'login') {
      window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT));
      return;
    }
    if (user && !isAgent) {
      toast.info('Plans are for agents. Sign up as an agent to list properties.');
      return;
    }
    if (button.confirm) {
      setConfirming({ plan, button });
      return;
    }
    run(plan, button);
  }
  function run(plan: Package, button: PlanButton) {
    if (button.action === 'payment') payment.mutate(plan._id);
    else if (button.action === 'manage') manage.mutate();
    else if (button.action === 'upgrade' || button.action === 'downgrade') change.mutate(plan._id);
  }

  if (plans.isPending || (isAgent && current.isPending)) {
    return (
      <div className="grid gap-4 md:grid-cols-3">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-80" />
        ))}
      </div>
    );
  }
  if (plans.isError || !plans.data?.length) return <EmptyState text={messages.noData} />;
  const subscription = current.data ?? null;
  const viewer = { signedIn: Boolean(user), approvedAgent: user?.agent?.status === 'approved' };
  return (
    <>
      {subscription && subscription.status !== 'expired' ? (
        <p className="mb-4 text-sm text-muted-foreground" role="status">
          You are on the <strong>{subscription.packageId.name}</strong> plan
          {subscription.status === 'cancel'
            ? `, ending ${formatLagosDate(subscription.endDate)} (it will not renew).`
            : `, renewing ${formatLagosDate(subscription.endDate)}.`}
        </p>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-3">
        {plans.data.map((plan) => {
          const button = planButton(plan, subscription, viewer);
          const isCurrent = subscription?.packageId._id === plan._id && subscription.status !== 'expired';
          return (
            <li key={plan._id}>
              <Card
                className={`flex h-full flex-col gap-4 ${isCurrent ? 'border-primary ring-2 ring-primary/30' : ''}`}
                aria-label={`${planName(plan.name)} plan`}
                role="group"
              >
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h2 className="text-xl font-semibold">{planName(plan.name)}</h2>
                    {plan.subTitle ? <p className="text-sm text-muted-foreground">{plan.subTitle}</p> : null}
                  </div>
                  {isCurrent ? <Chip tone="green">Current plan</Chip> : null}
                </div>
                <p>
                  <span className="text-3xl font-bold">{formatNaira(plan.priceId.amount)}</span>
                  <span className="text-sm text-muted-foreground"> / month</span>
                </p>
                {plan.description1 ? <p className="text-sm">{plan.description1}</p> : null}
                <ul className="grid gap-2 text-sm">
                  {plan.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                      {point}
                    </li>
                  ))}
                </ul>
                {plan.description2 ? <p className="text-xs text-muted-foreground">{plan.description2}</p> : null}
                <div className="mt-auto">
                  <Button
                    className="w-full"
                    variant={button.action === 'manage' ? 'outline' : 'default'}
                    disabled={button.disabled || busy}
                    onClick={() => act(plan, button)}
                  >
                    {button.label}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? `${confirming.button.label} to ${planName(confirming.plan.name)}?` : ''}
        description={planChangeConfirm}
        confirmText={confirming?.button.label ?? 'Yes'}
        busy={busy}
        onConfirm={() => {
          if (!confirming) return;
          if (confirming.button.action === 'payment') setConfirming(null);
          run(confirming.plan, confirming.button);
        }}
      />
    </>
  );
}
