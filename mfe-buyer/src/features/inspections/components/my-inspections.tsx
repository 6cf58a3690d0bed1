import { inspectionDeals } from '@naija-homes/client/queries/inspections';
import { Button } from '@naija-homes/ui-kit/components/button';
import { InspectionList } from '@naija-homes/ui-kit/components/inspection-list';
import { useDealListPage } from '@naija-homes/ui-kit/hooks/use-deal-list-page';
import { Link } from '@naija-homes/ui-kit/lib/router';

/** The buyer's inspections: when, where, with whom; chat with the agent or cancel with a reason. */
export function MyInspections() {
  const deals = useDealListPage(inspectionDeals, 'buyer');
  return (
    <InspectionList
      label="My inspections"
      {...deals}
      empty={
        <Button asChild variant="outline">
          <Link to="/properties?propertyFor=rent">Find a home to inspect</Link>
        </Button>
      }
    />
  );
}
