// The payment provider's contract. Every adapter reports what happened as BillingEvents; the billing module
// applies them once each, in any order, so Stripe, Paystack and the local provider share one set of rules.

/** The whole state of a subscription as of `occurredAt`: applying the newest one wins, whatever the order. */
export interface SubscriptionStateEvent {
  type: 'subscription.state';
  provider: PaymentProviderName;
  id: string;
  occurredAt: Date;
  userId: string;
  packageId: string;
  providerSubscriptionId: string;
  providerCustomerId?: string | null;
  status: 'active' | 'cancel' | 'expired';
  periodStart: Date;
  periodEnd: Date;
}

export interface InvoicePaidEvent {
  type: 'invoice.paid';
  provider: PaymentProviderName;
  id: string;
  occurredAt: Date;
  userId: string;
  packageId: string | null;
  providerInvoiceId: string;
  amountKobo: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  invoiceUrl: string | null;
}

export type BillingEvent = SubscriptionStateEvent | InvoicePaidEvent;

export type PaymentProviderName = 'local' | 'stripe' | 'paystack';

export interface PlanForCheckout {
  id: string;
  name: string;
  monthlyPriceKobo: number;
  stripePriceId: string | null;
  paystackPlanCode: string | null;
}

export interface CurrentSubscriptionRef {
  userId: string;
  packageId: string;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  status: 'active' | 'cancel' | 'expired';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Where the agent pays for a first (or renewed after expiry) subscription. */
  createCheckout(input: { userId: string; email: string; plan: PlanForCheckout }): Promise<{ url: string }>;
  /** Where the agent cancels, resumes or updates their card. */
  createManageLink(subscription: CurrentSubscriptionRef): Promise<{ url: string }>;
  /** Moves the subscription to a higher plan at once, charging the prorated difference. */
  changePlan(subscription: CurrentSubscriptionRef, from: PlanForCheckout, to: PlanForCheckout): Promise<BillingEvent[]>;
}

/** The provider could not be reached or refused a request we made correctly. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
