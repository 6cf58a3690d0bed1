// Stripe: Checkout Sessions in subscription mode, the Billing Portal, upgrades with proration and the invoice list,
// all through the official SDK. Webhooks are verified with the async helpers (the SDK's web build runs on Bun).
//
// Stripe does not promise the order of webhook deliveries, so a subscription event is never trusted for the
// subscription's state: the adapter fetches the subscription as it is now and reports that, stamped with the
// time it was read. Replays and late arrivals therefore converge on Stripe's current truth.
import Stripe from 'stripe';
import {
  type BillingEvent,
  type CurrentSubscriptionRef,
  type InvoicePage,
  type InvoicePageQuery,
  type PaymentProvider,
  PaymentProviderError,
  type PlanForCheckout,
  type SubscriptionStateEvent,
  WebhookSignatureError,
} from './types';

/**
 * The `t=` of a Stripe-Signature header, read the way the SDK reads it (split on commas, the key exactly `t`), so the
 * time checked here is the time the signature covers. Stripe sends one; a header with two is refused, since the SDK
 * would verify against the last while a looser parse checked the first.
 */
export function signedTimestamp(header: string): number | null {
  const stamps = header.split(',').filter((item) => item.split('=')[0] === 't');
  if (stamps.length !== 1) return null;
  const value = stamps[0]?.slice(2) ?? '';
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** How far a webhook's signed timestamp may be from now, either way (Stripe's own default is 300 s, past only). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** The site's public URL: where Checkout and the Portal send the agent back to. */
  siteUrl: string;
  /** Another API host (a local fake in tests, stripe-mock in development). */
  apiBase?: string;
  timeoutMs?: number;
}

/** What the adapter needs from our database to name the agent and plan behind a Stripe object. */
export interface StripeLookups {
  packageIdForPrice(priceId: string): Promise<string | null>;
  userIdForCustomer(customerId: string): Promise<string | null>;
}

const returnPath = '/agent/settings?tab=pricing-plans';

function apiHost(apiBase: string | undefined): Partial<Stripe.StripeConfig> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError(`Stripe could not ${what}: ${detail}`, { cause: error });
  }
}

/** Our three states from Stripe's eight; null while the first payment is still pending (nothing to apply yet). */
export function stateOfStripeSubscription(
  subscription: Pick<Stripe.Subscription, 'status' | 'cancel_at_period_end' | 'cancel_at'>,
): SubscriptionStateEvent['status'] | null {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
    case 'past_due':
      return subscription.cancel_at_period_end || subscription.cancel_at ? 'cancel' : 'active';
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
    case 'paused':
      return 'expired';
    default:
      return null;
  }
}

export function createStripePayments(options: StripeOptions, lookups: StripeLookups): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: 'Naija Homes' },
    ...apiHost(options.apiBase),
  });
  const site = options.siteUrl.replace(/\/$/, '');

  async function userIdOf(subscription: Stripe.Subscription): Promise<string | null> {
    const fromMetadata = subscription.metadata?.userId;
    if (fromMetadata) return fromMetadata;
    const customer = idOf(subscription.customer);
    return customer ? lookups.userIdForCustomer(customer) : null;
  }

  async function stateEvent(subscriptionId: string, eventId: string): Promise<SubscriptionStateEvent | null> {
    const subscription = await call('read the subscription', () =>
      stripe.subscriptions.retrieve(subscriptionId, { expand: ['items.data.price'] }),
    );
    const status = stateOfStripeSubscription(subscription);
    const item = subscription.items.data[0];
    const priceId = idOf(item?.price);
    const [userId, packageId] = await Promise.all([
      userIdOf(subscription),
      priceId ? lookups.packageIdForPrice(priceId) : null,
    ]);
    if (!status || !item || !userId || !packageId) return null;
    return {
      type: 'subscription.state',
      provider: 'stripe',
      id: eventId,
      // The state was read just now, so it is as new as anything we could have applied before.
      occurredAt: new Date(),
      userId,
      packageId,
      providerSubscriptionId: subscription.id,
      providerCustomerId: idOf(subscription.customer),
      status,
      periodStart: new Date(item.current_period_start * 1000),
      periodEnd: new Date(item.current_period_end * 1000),
    };
  }

  async function invoiceEvent(invoice: Stripe.Invoice, eventId: string): Promise<BillingEvent | null> {
    const details = invoice.parent?.subscription_details;
    const customer = idOf(invoice.customer);
    const userId = details?.metadata?.userId ?? (customer ? await lookups.userIdForCustomer(customer) : null);
    if (!userId || !invoice.id) return null;
    const line = invoice.lines?.data?.[0];
    const priceId = line?.pricing?.price_details?.price ?? null;
    const packageId =
      (priceId ? await lookups.packageIdForPrice(idOf(priceId) ?? '') : null) ?? details?.metadata?.packageId ?? null;
    const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
    return {
      type: 'invoice.paid',
      provider: 'stripe',
      id: eventId,
      occurredAt: new Date(paidAt * 1000),
      userId,
      packageId,
      providerInvoiceId: invoice.id,
      // NGN's minor unit is the kobo, as in our database.
      amountKobo: invoice.amount_paid,
      periodStart: line?.period ? new Date(line.period.start * 1000) : null,
      periodEnd: line?.period ? new Date(line.period.end * 1000) : null,
      invoiceUrl: invoice.hosted_invoice_url ?? null,
    };
  }

  function priceOf(plan: PlanForCheckout): string {
    if (!plan.stripePriceId) {
      throw new PaymentProviderError(`The ${plan.name} plan has no Stripe price: set its STRIPE_PRICE_* variable`);
    }
    return plan.stripePriceId;
  }

  return {
    name: 'stripe',
    async createCheckout({ userId, email, plan, customerId }) {
      const price = priceOf(plan);
      const session = await call('start a checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          client_reference_id: userId,
          ...(customerId ? { customer: customerId } : { customer_email: email }),
          metadata: { userId, packageId: plan.id },
          subscription_data: { metadata: { userId, packageId: plan.id } },
          success_url: `${site}${returnPath}&checkout=success`,
          cancel_url: `${site}${returnPath}&checkout=cancelled`,
        }),
      );
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout without a URL');
      return { url: session.url };
    },
    async createManageLink(subscription) {
      const customer = subscription.providerCustomerId;
      if (!customer) throw new PaymentProviderError('This subscription has no Stripe customer');
      const portal = await call('open the billing portal', () =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${site}${returnPath}` }),
      );
      return { url: portal.url };
    },
    async changePlan(subscription: CurrentSubscriptionRef, _from, to) {
      const price = priceOf(to);
      const current = await call('read the subscription', () =>
        stripe.subscriptions.retrieve(subscription.providerSubscriptionId),
      );
      const item = current.items.data[0];
      if (!item) throw new PaymentProviderError('The Stripe subscription has no item to change');
      // Charge the prorated difference now rather than on the next invoice: the agent gets the higher tier at once.
      const updated = await call('change the plan', () =>
        stripe.subscriptions.update(current.id, {
          items: [{ id: item.id, price }],
          proration_behavior: 'always_invoice',
          cancel_at_period_end: false,
          metadata: { userId: subscription.userId, packageId: to.id },
        }),
      );
      // Named after the state it changes, not the clock: the same upgrade asked twice is one event, applied once.
      const version = (subscription.lastEventAt ?? subscription.currentPeriodStart).getTime();
      const state = await stateEvent(updated.id, `upgrade-${updated.id}-${to.id}-${version}`);
      return state ? [state] : [];
    },
    async listInvoices(subscription: CurrentSubscriptionRef, query: InvoicePageQuery): Promise<InvoicePage> {
      const customer = subscription.providerCustomerId;
      if (!customer) return { data: [], hasMore: false };
      const page = await call('list invoices', () =>
        stripe.invoices.list({
          customer,
          limit: query.limit,
          ...(query.startingAfter ? { starting_after: query.startingAfter } : {}),
          ...(query.startingBefore ? { ending_before: query.startingBefore } : {}),
        }),
      );
      const data = await Promise.all(
        page.data.map(async (invoice) => {
          const priceId = idOf(invoice.lines?.data?.[0]?.pricing?.price_details?.price ?? null);
          return {
            id: invoice.id ?? '',
            billingDate: new Date(invoice.created * 1000),
            amountKobo: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
            packageId: priceId ? await lookups.packageIdForPrice(priceId) : null,
            status: invoice.status ?? 'draft',
            invoiceUrl: invoice.hosted_invoice_url ?? null,
          };
        }),
      );
      return { data, hasMore: page.has_more };
    },
    isInvoiceCursor(value: string) {
      return /^in_\w{1,250}$/.test(value);
    },
    async handleWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError();
      // Stripe's check refuses old timestamps only; one from the future is refused here, with the same tolerance.
      const signedAt = signedTimestamp(signature);
      if (signedAt === null || signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError();
      }
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw new WebhookSignatureError();
      }
      switch (event.type) {
        case 'checkout.session.completed': {
          const session = event.data.object;
          const subscriptionId = session.mode === 'subscription' ? idOf(session.subscription) : null;
          const state = subscriptionId ? await stateEvent(subscriptionId, event.id) : null;
          return state ? [state] : [];
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'customer.subscription.paused':
        case 'customer.subscription.resumed': {
          const state = await stateEvent(event.data.object.id, event.id);
          return state ? [state] : [];
        }
        case 'invoice.paid': {
          const paid = await invoiceEvent(event.data.object, event.id);
          return paid ? [paid] : [];
        }
        default:
          return [];
      }
    },
  };
}
