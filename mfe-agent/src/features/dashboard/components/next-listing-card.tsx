import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { HomeIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The nudge to list another property; the page passes the Add Property button (a My Properties piece). */
export function NextListingCard({ addProperty, className }: { addProperty: ReactNode; className?: string }) {
  return (
    <Card className={cn('mt-6 flex flex-wrap items-center justify-between gap-4', className)}>
      <div>
        <h2 className="font-semibold">List your next property</h2>
        <p className="text-sm text-muted-foreground">
          Listings with complete details and at least 3 photos get the most enquiries.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/agent/my-properties">
            <HomeIcon aria-hidden="true" /> My Properties
          </Link>
        </Button>
        {addProperty}
      </div>
    </Card>
  );
}
