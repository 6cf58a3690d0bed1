import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { useParams } from '@naija-homes/ui-kit/lib/router';
import { Checkout } from '../features/billing/components/checkout';

/** /billing/checkout/{sessionId}: the local payment provider's checkout. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { sessionId = '' } = useParams();
  return <Checkout sessionId={sessionId} />;
}
