import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { ManagePlan } from '../features/billing/components/manage-plan';

/** /billing/manage: the local payment provider's billing portal. */
export function ManagePage() {
  useDocumentTitle('Manage your plan');
  return <ManagePlan />;
}
