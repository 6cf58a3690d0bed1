import { useListParams, useUrlSearch } from '@naija-homes/ui-kit/hooks/use-list-params';
import { auditFiltersFrom } from '../audit-filters';

/** The audit log's filters, kept in the URL, and the actor box's text (sent once typing pauses). */
export function useAuditFilters() {
  const { params, update } = useListParams();
  const filters = auditFiltersFrom(params);
  const actor = useUrlSearch(filters.actor, 'actor', update);
  return { filters, actor, update };
}
