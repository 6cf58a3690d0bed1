import { LeadsList } from '../features/leads/components/leads-list';

export function LeadsPage() {
  return <LeadsList />;
}
