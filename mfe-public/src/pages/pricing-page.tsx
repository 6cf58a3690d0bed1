import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import PricingPlans from '../billing/pricing-plans';
import { Container } from '../shared/container';

export function PricingPage() {
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
