import { Button } from '@naija-homes/ui-kit/components/button';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { useQuery } from '@tanstack/react-query';
import { visibilityQueryOptions } from '../features/visibility/api/get-visibility';
import { ListingVisibilityTable } from '../features/visibility/components/listing-visibility-table';
import { PlanTier } from '../features/visibility/components/plan-tier';
import { UpgradeOptions } from '../features/visibility/components/upgrade-options';

export function VisibilityPage() {
  const { page, setPage } = useListParams();
  const visibility = useQuery(visibilityQueryOptions(page));
  return (
    <>
      <PageHeader title="Visibility" description="How your plan places your listings in search." />
      {visibility.isError ? (
        <div role="alert" className="mb-6 flex flex-wrap items-center gap-3 text-sm text-destructive">
          {visibility.error.message}
          <Button size="sm" variant="outline" onClick={() => void visibility.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className="grid gap-8">
        {visibility.data ? (
          <PlanTier visibility={visibility.data} />
        ) : visibility.isPending ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
          </div>
        ) : null}
        <section aria-labelledby="listing-visibility" className="grid gap-3">
          <h2 id="listing-visibility" className="text-lg font-semibold">
            Your listings
          </h2>
          <ListingVisibilityTable
            visibility={visibility.data}
            isPending={visibility.isPending}
            page={page}
            onPageChange={setPage}
          />
        </section>
        {visibility.data ? (
          <section aria-labelledby="upgrade-options" className="grid gap-3">
            <h2 id="upgrade-options" className="text-lg font-semibold">
              {visibility.data.plan ? 'What upgrading would change' : 'What each plan gives your listings'}
            </h2>
            <UpgradeOptions visibility={visibility.data} />
          </section>
        ) : null}
      </div>
    </>
  );
}
