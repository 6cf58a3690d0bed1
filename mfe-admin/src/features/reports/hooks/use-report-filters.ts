import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { reportFiltersFrom, withReportFilterChanges } from '../report-filters';

/** The moderation queue's status tab, reason filter and page, kept in the URL. */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const filters = reportFiltersFrom(params);
  const update = (changes: Record<string, string>) =>
    setParams(withReportFilterChanges(params, changes), { replace: true });
  return { ...filters, update };
}
