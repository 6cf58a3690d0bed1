import { useSession } from '@naija-homes/client/queries/session';
import { currentSubscriptionQueryOptions } from '@naija-homes/client/queries/subscription';
import type { AgentVisibility } from '@naija-homes/contracts/agent-insights';
import { type Package, planButton, planChangeConfirm, planName } from '@naija-homes/contracts/billing';
import { visibilityName } from '@naija-homes/contracts/enums';
import { formatNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { packagesQueryOptions } from '../api/get-packages';
import { useUpgradePlan } from '../api/upgrade-plan';
import { VisibilityBadge } from './visibility-badge';

/** What each higher plan would change for my listings, with the plans' Upgrade (or Subscribe without a plan). */
export function UpgradeOptions({ visibility }: { visibility: AgentVisibility }) {
  const { user } = useSession();
  const plans = useQuery(packagesQueryOptions());
  const subscription = useQuery(currentSubscriptionQueryOptions());
  const [confirming, setConfirming] = useState<Package | null>(null);
  const upgrade = useUpgradePlan(toastOutcome(() => setConfirming(null)));
  const current = visibility.plan;

  if (plans.isPending || subscription.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (plans.isError || subscription.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {(plans.error ?? subscription.error)?.message}
      </p>
    );
  }
  if (!plans.data.length) return <EmptyState text={messages.noData} />;
  const higher = plans.data.filter((plan) => !current || plan.priority > current.priority);
  if (higher.length === 0) {
    return (
      <Card>
        <p className="text-sm">
          You are on the highest plan: your listings already rank first in search with the {visibilityName(4)} badge.
        </p>
      </Card>
    );
  }
  const viewer = { signedIn: true, approvedAgent: user?.agent?.status === 'approved' };
  const published = visibility.total;
  const currentLevel = current?.visibilityLevel ?? 1;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {higher.map((plan) => {
          const button = planButton(plan, subscription.data ?? null, viewer);
          const changes: string[] = [];
          if (plan.visibilityLevel > currentLevel) {
            changes.push(
              `Your listings move up from ${visibilityName(currentLevel)} to ${visibilityName(plan.visibilityLevel)} in search.`,
            );
          } else if (!current) {
            changes.push(`Your listings show in search as ${visibilityName(plan.visibilityLevel)}.`);
          } else {
            changes.push('Your listings keep their place in search.');
          }
          if (plan.visibilityLabel && plan.visibilityLabel !== current?.visibilityLabel) {
            changes.push(`Buyers see the ${visibilityName(plan.visibilityLevel)} badge on your cards.`);
          }
          if (plan.allowsVirtualTour && !current?.allowsVirtualTour) changes.push('You can add 360° virtual tours.');
          return (
            <li key={plan._id}>
              <Card
                className="flex h-full flex-col gap-3"
                role="group"
                aria-label={`${planName(plan.name)} plan`}
                data-testid="upgrade-option"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="text-lg font-semibold">{planName(plan.name)}</h3>
                    <p>
                      <span className="text-xl font-bold">{formatNaira(plan.priceId.amount)}</span>
                      <span className="text-sm text-muted-foreground"> / month</span>
                    </p>
                  </div>
                  <VisibilityBadge label={plan.visibilityLabel} level={plan.visibilityLevel} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Tier</dt>
                  <dd>{visibilityName(plan.visibilityLevel)}</dd>
                  <dt className="text-muted-foreground">360° tour</dt>
                  <dd className="flex items-center gap-1">
                    {plan.allowsVirtualTour ? (
                      <>
                        <CheckIcon aria-hidden="true" className="size-4 text-primary" /> Allowed
                      </>
                    ) : (
                      <>
                        <XIcon aria-hidden="true" className="size-4 text-muted-foreground" /> Not included
                      </>
                    )}
                  </dd>
                </dl>
                <div className="grid gap-1">
                  <p className="text-sm font-medium">
                    What changes{published ? ` for your ${published === 1 ? 'listing' : `${published} listings`}` : ''}
                  </p>
                  <ul className="grid gap-1 text-sm">
                    {changes.map((change) => (
                      <li key={change} className="flex gap-2">
                        <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                        {change}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="mt-auto">
                  {button.action === 'upgrade' ? (
                    <Button className="w-full" disabled={upgrade.isPending} onClick={() => setConfirming(plan)}>
                      Upgrade
                    </Button>
                  ) : button.action === 'payment' ? (
                    <Button asChild className="w-full">
                      <Link to="/agent/settings?tab=pricing-plans">Subscribe</Link>
                    </Button>
                  ) : (
                    <Button className="w-full" disabled>
                      {button.label}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? `Upgrade to ${planName(confirming.name)}?` : ''}
        description={planChangeConfirm}
        confirmText="Upgrade"
        busy={upgrade.isPending}
        onConfirm={() => {
          if (confirming) upgrade.mutate(confirming._id);
        }}
      />
    </>
  );
}
