import { useDebounce } from '@naija-homes/ui-kit/hooks/use-debounce';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { withParams } from '@naija-homes/ui-kit/lib/search-params';
import { useState } from 'react';
import { auditFiltersFrom } from '../audit-filters';

/** The audit log's filters, kept in the URL, and the actor box's text (sent once typing pauses). */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = auditFiltersFrom(params);
  const [actor, setActor] = useState(filters.actor);
  // A link that changes ?actor (the sidebar's plain /admin/audit-log, back/forward) wins over what was typed.
  const [seenUrlActor, setSeenUrlActor] = useState(filters.actor);
  if (filters.actor !== seenUrlActor) {
    setSeenUrlActor(filters.actor);
    if (filters.actor !== actor.trim()) setActor(filters.actor);
  }
  const debouncedActor = useDebounce(actor.trim());
  const update = (changes: Record<string, string>) => setParams(withParams(params, changes), { replace: true });
  return { filters, actor, setActor, debouncedActor, update };
}
