import { useSession } from '@naija-homes/client/queries/session';
import { currentSubscriptionQueryOptions } from '@naija-homes/client/queries/subscription';
import { Button } from '@naija-homes/ui-kit/components/button';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useQuery } from '@tanstack/react-query';
import { dashboardSummaryQueryOptions } from '../features/dashboard/api/get-summary';
import { DashboardCards } from '../features/dashboard/components/dashboard-cards';
import { MonthFigures } from '../features/dashboard/components/month-figures';
import { NextListingCard } from '../features/dashboard/components/next-listing-card';
import { PlanCard } from '../features/dashboard/components/plan-card';
import { RecentActivity } from '../features/dashboard/components/recent-activity';
import { AddPropertyButton } from '../features/my-properties/components/add-property-button';

export function DashboardPage() {
  const { user } = useSession();
  const summary = useQuery(dashboardSummaryQueryOptions());
  const subscription = useQuery(currentSubscriptionQueryOptions());
  if (!user) return null;
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${user.firstName}.`} />
      <DashboardCards user={user} />
      {summary.isError ? (
        <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-sm text-destructive">
          {summary.error.message}
          <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <MonthFigures summary={summary.data} />
      )}
      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <PlanCard
          subscription={subscription.data}
          isPending={subscription.isPending}
          error={subscription.isError ? subscription.error : null}
        />
        <NextListingCard addProperty={<AddPropertyButton />} className="mt-0" />
      </div>
      {summary.isError ? null : <RecentActivity summary={summary.data} isPending={summary.isPending} />}
    </>
  );
}
