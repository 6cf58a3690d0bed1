import { type AgentVisibility, visibilityTierEffects } from '@naija-homes/contracts/agent-insights';
import { visibilityName } from '@naija-homes/contracts/enums';
import { formatLagosDate, formatNumber } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { CheckIcon, EyeIcon } from 'lucide-react';
import { VisibilityBadge } from './visibility-badge';

const tiers = [4, 3, 2, 1] as const;
const tierLabels = { 1: null, 2: 'featured', 3: 'priority', 4: 'exclusive' } as const;

/** The live plan's tier, what it does in search and on cards, and where it sits among the four tiers. */
export function PlanTier({ visibility }: { visibility: AgentVisibility }) {
  const { plan } = visibility;
  const level = plan?.visibilityLevel ?? 1;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card className="grid content-start gap-3" data-testid="plan-tier">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <EyeIcon className="size-4" aria-hidden="true" /> Your visibility
        </p>
        {plan ? (
          <>
            <p className="flex flex-wrap items-center gap-3">
              <span className="text-2xl font-bold">{visibilityName(level)}</span>
              <VisibilityBadge label={plan.visibilityLabel} level={level} />
            </p>
            <p className="text-sm">
              From your <strong>{plan.name}</strong> plan
              {plan.status === 'cancel'
                ? `, ending ${formatLagosDate(plan.endDate)}.`
                : `, renewing ${formatLagosDate(plan.endDate)}.`}
            </p>
            <p className="text-sm text-muted-foreground">{visibilityTierEffects[level as 1 | 2 | 3 | 4]}</p>
            <p className="text-sm text-muted-foreground">
              360° virtual tours: {plan.allowsVirtualTour ? 'included' : 'not included in this plan'}.
            </p>
          </>
        ) : (
          <>
            <p className="text-2xl font-bold">No live plan</p>
            <p className="text-sm text-muted-foreground">
              Without a plan your listings do not show in search. Subscribe to list them, with the visibility of the
              plan you choose.
            </p>
            <div>
              <Button asChild>
                <Link to="/agent/settings?tab=pricing-plans">Subscribe</Link>
              </Button>
            </div>
          </>
        )}
        <p className="text-sm">
          <strong>{formatNumber(visibility.inSearch)}</strong> of {formatNumber(visibility.total)} of your listings are
          in search now.
        </p>
      </Card>
      <Card className="grid content-start gap-3">
        <h2 className="font-semibold">How search ranks listings</h2>
        <p className="text-sm text-muted-foreground">
          Search shows the highest tier first, then the newest listings within each tier. The badge is what buyers see
          on your listing cards.
        </p>
        <ol className="grid gap-2">
          {tiers.map((tier) => (
            <li
              key={tier}
              aria-current={plan && tier === level ? 'true' : undefined}
              className={cn(
                'flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 text-sm',
                plan && tier === level && 'border-primary bg-primary-soft',
              )}
            >
              <span className="flex items-center gap-2 font-medium">
                {plan && tier === level ? <CheckIcon aria-hidden="true" className="size-4 text-primary" /> : null}
                {visibilityName(tier)}
                {plan && tier === level ? <span className="sr-only">(your tier)</span> : null}
              </span>
              <VisibilityBadge label={tierLabels[tier]} level={tier} />
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
