import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { CompareView } from '../features/compare/components/compare-view';

/** /compare: the compared listings side by side. */
export function ComparePage() {
  useDocumentTitle('Compare properties');
  return <CompareView />;
}
