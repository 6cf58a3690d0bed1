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
  /** When the latest applied event happened: the state's version, from which repeatable event ids are made. */
  lastEventAt?: Date;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Where the agent pays for a first (or renewed after expiry) subscription. */
  createCheckout(input: {
    userId: string;
    email: string;
    plan: PlanForCheckout;
    /** The provider's customer from an earlier subscription, so a returning agent keeps one billing history. */
    customerId?: string | null;
  }): Promise<{ url: string }>;
  /** Where the agent cancels, resumes or updates their card. */
  createManageLink(subscription: CurrentSubscriptionRef): Promise<{ url: string }>;
  /** Moves the subscription to a higher plan at once, charging the prorated difference. */
  changePlan(
    subscription: CurrentSubscriptionRef,
    from: PlanForCheckout,
    to: PlanForCheckout,
    /** The billing time, read by the caller (which may hold a transaction the provider must not wait on). */
    at?: { now: Date },
  ): Promise<BillingEvent[]>;
  /**
   * The provider's own invoice list, paged by its cursors (Stripe). Without it, invoices come from the ones our
   * database recorded from invoice.paid events.
   */
  listInvoices?(subscription: CurrentSubscriptionRef, query: InvoicePageQuery): Promise<InvoicePage>;
  /** Whether a string can be one of the provider's invoice ids (a cursor from the client). */
  isInvoiceCursor?(value: string): boolean;
  /** Verifies a webhook delivery and translates it; throws WebhookSignatureError when it is not genuine. */
  handleWebhook?(rawBody: string, headers: Headers): Promise<BillingEvent[]>;
}

export interface InvoicePageQuery {
  startingAfter?: string;
  startingBefore?: string;
  limit: number;
}

export interface ProviderInvoice {
  id: string;
  billingDate: Date;
  amountKobo: number;
  packageId: string | null;
  status: string;
  invoiceUrl: string | null;
}

export interface InvoicePage {
  data: ProviderInvoice[];
  hasMore: boolean;
}

/** A webhook whose signature does not verify: answered with 400 and never applied. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
  constructor() {
    super('Invalid webhook signature');
  }
}

/** A genuine webhook whose body we cannot read: answered with 400 so the provider shows it as failed. */
export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

/** The provider could not be reached or refused a request we made correctly. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
