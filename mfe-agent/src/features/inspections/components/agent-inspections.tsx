import { inspectionDeals } from '@naija-homes/client/queries/inspections';
import { InspectionList } from '@naija-homes/ui-kit/components/inspection-list';
import { useDealListPage } from '@naija-homes/ui-kit/hooks/use-deal-list-page';
import { InspectionSlots } from './inspection-slots';

/** The agent's inspections: open times, then confirm or decline requests, cancel with a reason, chat. */
export function AgentInspections() {
  const deals = useDealListPage(inspectionDeals, 'agent');
  return (
    <div className="grid gap-4">
      <InspectionSlots />
      <InspectionList label="Inspections" {...deals} />
    </div>
  );
}
