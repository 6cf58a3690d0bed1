import { useSession } from '@naija-homes/client/queries/session';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { DashboardCards } from '../features/dashboard/components/dashboard-cards';
import { NextListingCard } from '../features/dashboard/components/next-listing-card';
import { AddPropertyButton } from '../features/my-properties/components/add-property-button';

export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${user.firstName}.`} />
      <DashboardCards user={user} />
      <NextListingCard addProperty={<AddPropertyButton />} />
    </>
  );
}
