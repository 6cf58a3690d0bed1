import { Slot } from '@naija-homes/ui-kit/components/slot';
import { TitledSection } from '@naija-homes/ui-kit/components/titled-section';
import { useCheckoutSuccessToast } from '../hooks/use-checkout-success-toast';
import { BillingAndInvoices } from './billing-and-invoices';

/** Pricing plans (the public remote's cards, through the shell's slot) with billing and invoices below. */
export function PricingPlansTab() {
  useCheckoutSuccessToast();
  return (
    <div className="grid gap-10">
      <TitledSection title="Pricing Plans">
        <Slot name="pricing-plans" />
      </TitledSection>
      <BillingAndInvoices />
    </div>
  );
}
