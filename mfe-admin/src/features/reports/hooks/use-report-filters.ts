import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { reportFilterChanges, reportFiltersFrom } from '../report-filters';

/** The moderation queue's status tab, reason filter and page, kept in the URL. */
export function useReportFilters() {
  const { params, update } = useListParams();
  return {
    ...reportFiltersFrom(params),
    update: (changes: Record<string, string>) => update(reportFilterChanges(changes)),
  };
}
