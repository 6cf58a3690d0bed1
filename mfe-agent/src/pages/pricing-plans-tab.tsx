import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Link } from 'react-router';

/** Plans and billing arrive with the plans issue; until then the tab says so and links to the public pricing. */
export function PricingPlansTab() {
  return (
    <div className="rounded-card border border-border bg-surface">
      <EmptyState text={messages.noData}>
        <p className="max-w-md text-sm">
          You have no active plan yet. Plans raise your listings' visibility in search.
        </p>
        <Button asChild variant="outline">
          <Link to="/pricing">See plans</Link>
        </Button>
      </EmptyState>
    </div>
  );
}
