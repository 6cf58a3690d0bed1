import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { NotFound } from '../shared/not-found';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return <NotFound />;
}
