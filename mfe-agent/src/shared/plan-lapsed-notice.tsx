import { billingMessages } from '@naija-homes/contracts/billing';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { EyeOffIcon } from 'lucide-react';

/** Published listings that visitors cannot find because the plan lapsed, and the way to bring them back. */
export function PlanLapsedNotice({ hidden }: { hidden: number }) {
  if (hidden <= 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-3 rounded-card border border-orange-200 bg-orange-50 p-4 text-sm text-orange-950 sm:flex-row sm:items-center"
    >
      <EyeOffIcon aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{billingMessages.listingsHiddenByPlan(hidden)}</p>
      <Button asChild size="sm">
        <Link to="/agent/settings?tab=pricing-plans">Renew</Link>
      </Button>
    </div>
  );
}
