import {
  inspectionsQueryOptions,
  useInspectionMove,
  useInspectionsFollowNotifications,
} from '@naija-homes/client/queries/inspections';
import { InspectionList } from '@naija-homes/ui-kit/components/inspection-list';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { useQuery } from '@tanstack/react-query';
import { InspectionSlots } from './inspection-slots';

/** The agent's inspections: open times, then confirm or decline requests, cancel with a reason, chat. */
export function AgentInspections() {
  useInspectionsFollowNotifications();
  const { page, setPage } = useListParams();
  const list = useQuery(inspectionsQueryOptions('agent', page));
  return (
    <div className="grid gap-4">
      <InspectionSlots />
      <InspectionList
        side="agent"
        label="Inspections"
        list={list}
        page={page}
        onPageChange={setPage}
        useMove={useInspectionMove}
      />
    </div>
  );
}
