import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import PricingPlans from '../features/billing/components/pricing-plans';
import { Container } from '../shared/container';

export function PricingPage() {
  useDocumentTitle('Pricing plans for agents');
  return (
    <Container>
      <PageHeader
        title="Plans for agents"
        description="Monthly plans that raise your listings' visibility in search. Cancel any time."
      />
      <PricingPlans />
    </Container>
  );
}
