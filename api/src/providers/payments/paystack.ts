// Paystack over its REST API (there is no official Node SDK): checkout is Initialize Transaction with the plan's
// code (Paystack creates the subscription once the first charge succeeds), the agent manages it on Paystack's
// hosted page, and webhooks report what happened. Every call answers { status, message, data }.
//
// Paystack cannot move a subscription to another plan, so an upgrade is: charge the prorated difference on the
// card already on file, create a subscription on the new plan that first bills when the current period ends, and
// disable the old one. The charge goes first because a declined card is the likeliest failure and leaves nothing
// to undo; if a later step fails, the steps already done are undone (refund, disable) before the error surfaces.
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { addMonth, remainingShare } from './local';
import {
  type BillingEvent,
  type InvoicePaidEvent,
  type PaymentProvider,
  PaymentProviderError,
  type PlanForCheckout,
  type SubscriptionStateEvent,
  WebhookPayloadError,
  WebhookSignatureError,
} from './types';

export interface PaystackOptions {
  secretKey: string;
  /** Default https://api.paystack.co; a local fake in tests. */
  baseUrl?: string;
  /** Where Paystack sends the agent after paying (it adds trxref and reference to the query). */
  callbackUrl: string;
  fetch?: typeof fetch;
  /** Per request, default 15 s. */
  timeoutMs?: number;
  /** The clock that prorates upgrades; real time by default. */
  now?: () => Date;
}

/** Our record of a Paystack subscription, for events that carry neither our plan nor the paid-up period. */
export interface KnownPaystackSubscription {
  userId: string;
  packageId: string;
  periodStart: Date;
  periodEnd: Date;
  lastEventAt: Date;
}

/** What the webhook translation needs from our database. */
export interface PaystackLookups {
  /** The agent behind a customer: our checkout's metadata.userId when present, else by customer code or email. */
  userIdFor(
    customer: { email: string; customerCode?: string },
    metadata?: Record<string, unknown>,
  ): Promise<string | null>;
  /** The package whose paystack_plan_code this is. */
  packageIdForPlan(planCode: string): Promise<string | null>;
  /** The agent's current subscription with this code; null when it is unknown or was replaced by an upgrade. */
  subscription(subscriptionCode: string): Promise<KnownPaystackSubscription | null>;
}

/** A signed delivery whose body is not the Paystack event it claims to be (the webhook answers 400). */
export class PaystackPayloadError extends WebhookPayloadError {
  override name = 'PaystackPayloadError';
}

const DEFAULT_BASE_URL = 'https://api.paystack.co';
const timestamp = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const kobo = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);
const envelopeSchema = z.object({ status: z.boolean(), message: z.string().nullish(), data: z.unknown().optional() });

type Request = <S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  body?: Record<string, unknown>,
) => Promise<z.output<S>>;

function paystackClient(options: PaystackOptions): Request {
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return async (method, path, schema, body) => {
    const what = `${method} ${path}`;
    let status: number;
    let text: string;
    try {
      const response = await send(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : error;
      throw new PaymentProviderError(`Paystack ${what} failed: ${reason}`, { cause: error });
    }
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {}
    const envelope = envelopeSchema.safeParse(json);
    if (status < 200 || status > 299 || !envelope.success || !envelope.data.status) {
      const message = (envelope.success && envelope.data.message) || 'no readable message';
      throw new PaymentProviderError(`Paystack ${what} answered ${status}: ${message}`);
    }
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) throw new PaymentProviderError(`Paystack ${what} answered an unexpected body`);
    return data.data;
  };
}

const initializedSchema = z.object({ authorization_url: z.url() });
const manageLinkSchema = z.object({ link: z.url() });
const fetchedSubscriptionSchema = z.object({
  email_token: z.string().min(1),
  customer: z.object({ email: z.string().min(1), customer_code: z.string().min(1) }),
  authorization: z.object({ authorization_code: z.string().min(1) }),
});
const createdSubscriptionSchema = z.object({ subscription_code: z.string().min(1), email_token: z.string().min(1) });
const chargeSchema = z.object({
  status: z.string(),
  reference: z.string().min(1),
  amount: kobo,
  gateway_response: z.string().nullish(),
  transaction_date: timestamp.nullish(),
});

function planCodeFor(plan: PlanForCheckout): string {
  if (!plan.paystackPlanCode) {
    throw new PaymentProviderError(`The ${plan.name} plan has no Paystack plan code: set its PAYSTACK_PLAN_* variable`);
  }
  return plan.paystackPlanCode;
}

const subscriptionPath = (code: string) => `/subscription/${encodeURIComponent(code)}`;

/** One payment is one invoice, whichever event reports it first (charge.success, invoice.update, an upgrade). */
const invoiceEventId = (reference: string) => `invoice.paid:${reference}`;

export function createPaystackPayments(options: PaystackOptions, lookups: PaystackLookups): PaymentProvider {
  const request = paystackClient(options);
  const now = options.now ?? (() => new Date());

  /** Runs the compensations of a failed upgrade step, then reports the step's failure (and any undo that failed). */
  async function undo(error: unknown, compensations: [string, () => Promise<unknown>][]): Promise<never> {
    const failed: string[] = [];
    for (const [what, run] of compensations) {
      await run().catch((undoError: unknown) => {
        failed.push(`${what}: ${undoError instanceof Error ? undoError.message : undoError}`);
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    const suffix = failed.length ? ` (undoing the upgrade also failed, fix by hand: ${failed.join('; ')})` : '';
    throw new PaymentProviderError(`${message}${suffix}`, { cause: error });
  }

  return {
    name: 'paystack',
    async createCheckout({ userId, email, plan }) {
      const data = await request('POST', '/transaction/initialize', initializedSchema, {
        email,
        amount: plan.monthlyPriceKobo,
        plan: planCodeFor(plan),
        callback_url: options.callbackUrl,
        // Renewals and upgrades charge the saved authorization, which only a card payment leaves behind.
        channels: ['card'],
        metadata: JSON.stringify({ userId, packageId: plan.id }),
      });
      return { url: data.authorization_url };
    },
    async createManageLink(subscription) {
      const path = `${subscriptionPath(subscription.providerSubscriptionId)}/manage/link`;
      const data = await request('GET', path, manageLinkSchema);
      return { url: data.link };
    },
    async changePlan(subscription, from, to) {
      const plan = planCodeFor(to);
      const oldCode = subscription.providerSubscriptionId;
      // The email token (to disable) and the card on file (to charge and to bill the new subscription) are read
      // from Paystack rather than kept in providerCustomerId, which stays the plain customer code (CUS_…).
      const current = await request('GET', subscriptionPath(oldCode), fetchedSubscriptionSchema);
      const customer = current.customer.customer_code;
      const authorization = current.authorization.authorization_code;
      const started = now();
      const share = remainingShare(subscription.currentPeriodStart, subscription.currentPeriodEnd, started);
      const differenceKobo = Math.max(0, Math.round((to.monthlyPriceKobo - from.monthlyPriceKobo) * share));

      let charge: z.output<typeof chargeSchema> | null = null;
      if (differenceKobo > 0) {
        charge = await request('POST', '/transaction/charge_authorization', chargeSchema, {
          email: current.customer.email,
          amount: differenceKobo,
          authorization_code: authorization,
          reference: `upgrade-${crypto.randomUUID()}`,
          metadata: JSON.stringify({ userId: subscription.userId, packageId: to.id, upgradeFrom: oldCode }),
        });
        if (charge.status !== 'success') {
          throw new PaymentProviderError(
            `Paystack did not take the upgrade charge: ${charge.gateway_response ?? charge.status}`,
          );
        }
      }
      const paid = charge;
      const refund: [string, () => Promise<unknown>][] = paid
        ? [[`refund ${paid.reference}`, () => request('POST', '/refund', z.unknown(), { transaction: paid.reference })]]
        : [];

      const created = await request('POST', '/subscription', createdSubscriptionSchema, {
        customer,
        plan,
        authorization,
        start_date: subscription.currentPeriodEnd.toISOString(),
      }).catch((error: unknown) => undo(error, refund));

      await request('POST', '/subscription/disable', z.unknown(), { code: oldCode, token: current.email_token }).catch(
        (error: unknown) =>
          undo(error, [
            [
              `disable ${created.subscription_code}`,
              () =>
                request('POST', '/subscription/disable', z.unknown(), {
                  code: created.subscription_code,
                  token: created.email_token,
                }),
            ],
            ...refund,
          ]),
      );

      // Stamped after the old subscription was disabled, so it is newer than the state that the webhooks about the
      // old subscription are stamped with (see paystackWebhookEvents): they can no longer undo the upgrade.
      const occurredAt = now();
      const events: BillingEvent[] = [
        {
          type: 'subscription.state',
          provider: 'paystack',
          id: `upgrade:${created.subscription_code}`,
          occurredAt,
          userId: subscription.userId,
          packageId: to.id,
          providerSubscriptionId: created.subscription_code,
          providerCustomerId: customer,
          status: 'active',
          periodStart: subscription.currentPeriodStart,
          periodEnd: subscription.currentPeriodEnd,
        },
      ];
      if (paid) {
        events.push({
          type: 'invoice.paid',
          provider: 'paystack',
          id: invoiceEventId(paid.reference),
          occurredAt: paid.transaction_date ?? occurredAt,
          userId: subscription.userId,
          packageId: to.id,
          providerInvoiceId: paid.reference,
          amountKobo: paid.amount,
          periodStart: started,
          periodEnd: subscription.currentPeriodEnd,
          invoiceUrl: null,
        });
      }
      return events;
    },
    async handleWebhook(rawBody, headers) {
      const signature = headers.get('x-paystack-signature') ?? undefined;
      if (!(await verifyPaystackSignature(rawBody, signature, options.secretKey))) throw new WebhookSignatureError();
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        throw new PaystackPayloadError('Paystack webhook body is not JSON');
      }
      return paystackWebhookEvents(payload, lookups);
    },
  };
}

/** x-paystack-signature is the HMAC-SHA512 (hex) of the raw body, keyed with the secret key. */
export async function verifyPaystackSignature(
  rawBody: string,
  signature: string | undefined,
  secretKey: string,
): Promise<boolean> {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

const customerSchema = z.object({ email: z.string().min(1), customer_code: z.string().min(1).optional() });
const subscriptionSchema = z.object({
  subscription_code: z.string().min(1),
  status: z.string(),
  next_payment_date: timestamp.nullish(),
  createdAt: timestamp.optional(),
  created_at: timestamp.optional(),
  customer: customerSchema,
});
const createdEventSchema = subscriptionSchema.extend({ plan: z.object({ plan_code: z.string().min(1) }) });
const invoiceSchema = z.object({
  invoice_code: z.string().min(1),
  amount: kobo,
  paid: z.boolean().nullish(),
  status: z.string().nullish(),
  paid_at: timestamp.nullish(),
  period_start: timestamp.nullish(),
  period_end: timestamp.nullish(),
  created_at: timestamp.optional(),
  subscription: z.object({ subscription_code: z.string().min(1), next_payment_date: timestamp.nullish() }),
  customer: customerSchema,
  transaction: z.object({ reference: z.string().min(1).optional() }).nullish(),
});
const chargeEventSchema = z.object({
  reference: z.string().min(1),
  status: z.string(),
  amount: kobo,
  paid_at: timestamp.nullish(),
  paidAt: timestamp.nullish(),
  created_at: timestamp.optional(),
  customer: customerSchema,
  // {} or null on a charge outside any plan; metadata is an object, a JSON string, "" or 0.
  plan: z.unknown().optional(),
  metadata: z.unknown().optional(),
});
const webhookSchema = z.object({ event: z.string().min(1), data: z.unknown() });

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new PaystackPayloadError(`Paystack ${what}${at}: ${issue?.message ?? 'invalid'}`);
}

function required(value: Date | null | undefined, what: string): Date {
  if (!value) throw new PaystackPayloadError(`Paystack ${what} has no timestamp`);
  return value;
}

function customerOf(customer: z.output<typeof customerSchema>): { email: string; customerCode?: string } {
  return { email: customer.email, customerCode: customer.customer_code };
}

function metadataOf(value: unknown): Record<string, unknown> | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : undefined;
}

function planCodeOf(plan: unknown): string | null {
  if (typeof plan === 'string') return plan || null;
  const code = plan && typeof plan === 'object' ? (plan as { plan_code?: unknown }).plan_code : null;
  return typeof code === 'string' && code ? code : null;
}

/** Our three states from Paystack's subscription statuses; null for one we do not know. */
function stateOf(status: string): SubscriptionStateEvent['status'] | null {
  if (status === 'active' || status === 'attention') return 'active';
  if (status === 'non-renewing') return 'cancel';
  if (status === 'complete' || status === 'completed' || status === 'cancelled') return 'expired';
  return null;
}

function invoicePaid(
  fields: Omit<InvoicePaidEvent, 'type' | 'provider' | 'id' | 'providerInvoiceId' | 'invoiceUrl'> & {
    reference: string;
  },
): InvoicePaidEvent {
  const { reference, ...rest } = fields;
  const base = { type: 'invoice.paid', provider: 'paystack', invoiceUrl: null } as const;
  return { ...base, ...rest, id: invoiceEventId(reference), providerInvoiceId: reference };
}

/**
 * Translates a (verified) Paystack webhook into BillingEvents. Paystack events have no id, so each id is made of
 * the event and what it is about (subscription code, invoice code, transaction reference) plus the object's
 * timestamp: a redelivery gets the same ids and is applied once.
 *
 * - subscription.create: the subscription's state (active until next_payment_date).
 * - subscription.not_renew / subscription.disable: cancel / expired. Their payloads carry only the subscription's
 *   created_at, older than every renewal, so they take effect "as of" our latest state (lastEventAt; ties apply):
 *   they change the state we hold without claiming to be newer than anything, and one about a subscription an
 *   upgrade replaced finds no current subscription and changes nothing.
 * - invoice.create / invoice.update, paid: the invoice, and the renewed period (else the sweep would expire a
 *   paying agent).
 * - charge.success: the invoice of a plan charge or of one of our own charges (metadata.userId); the
 *   subscription's state comes from subscription.create, since a charge names neither the subscription nor its
 *   period.
 * - invoice.payment_failed and anything else: nothing (the billing sweep's grace handles unpaid renewals).
 */
export async function paystackWebhookEvents(payload: unknown, lookup: PaystackLookups): Promise<BillingEvent[]> {
  const { event, data } = parse(webhookSchema, payload, 'webhook');
  switch (event) {
    case 'subscription.create': {
      const sub = parse(createdEventSchema, data, event);
      const createdAt = required(sub.createdAt ?? sub.created_at, event);
      const status = stateOf(sub.status);
      const [userId, packageId] = await Promise.all([
        lookup.userIdFor(customerOf(sub.customer)),
        lookup.packageIdForPlan(sub.plan.plan_code),
      ]);
      if (!status || !userId || !packageId) return [];
      return [
        {
          type: 'subscription.state',
          provider: 'paystack',
          id: `${event}:${sub.subscription_code}:${createdAt.toISOString()}`,
          occurredAt: createdAt,
          userId,
          packageId,
          providerSubscriptionId: sub.subscription_code,
          providerCustomerId: sub.customer.customer_code ?? null,
          status,
          periodStart: createdAt,
          periodEnd: sub.next_payment_date ?? addMonth(createdAt),
        },
      ];
    }
    case 'subscription.not_renew':
    case 'subscription.disable': {
      const sub = parse(subscriptionSchema, data, event);
      const known = await lookup.subscription(sub.subscription_code);
      if (!known) return [];
      const stamp = (sub.createdAt ?? sub.created_at)?.toISOString() ?? '';
      return [
        {
          type: 'subscription.state',
          provider: 'paystack',
          id: `${event}:${sub.subscription_code}:${sub.status}:${stamp}`,
          occurredAt: known.lastEventAt,
          userId: known.userId,
          packageId: known.packageId,
          providerSubscriptionId: sub.subscription_code,
          providerCustomerId: sub.customer.customer_code ?? null,
          status: event === 'subscription.disable' ? 'expired' : 'cancel',
          periodStart: known.periodStart,
          periodEnd: known.periodEnd,
        },
      ];
    }
    case 'invoice.create':
    case 'invoice.update': {
      const invoice = parse(invoiceSchema, data, event);
      if (invoice.paid !== true && invoice.status !== 'success') return [];
      const paidAt = required(invoice.paid_at ?? invoice.created_at, event);
      const code = invoice.subscription.subscription_code;
      const known = await lookup.subscription(code);
      const userId = known?.userId ?? (await lookup.userIdFor(customerOf(invoice.customer)));
      if (!userId) return [];
      const periodStart = invoice.period_start ?? paidAt;
      const periodEnd =
        invoice.subscription.next_payment_date ??
        (invoice.period_end && invoice.period_end > periodStart ? invoice.period_end : addMonth(periodStart));
      const events: BillingEvent[] = [
        invoicePaid({
          reference: invoice.transaction?.reference ?? invoice.invoice_code,
          occurredAt: paidAt,
          userId,
          packageId: known?.packageId ?? null,
          amountKobo: invoice.amount,
          periodStart,
          periodEnd,
        }),
      ];
      if (known) {
        events.push({
          type: 'subscription.state',
          provider: 'paystack',
          id: `subscription.renewed:${code}:${invoice.invoice_code}`,
          occurredAt: paidAt,
          userId,
          packageId: known.packageId,
          providerSubscriptionId: code,
          providerCustomerId: invoice.customer.customer_code ?? null,
          status: 'active',
          periodStart,
          periodEnd,
        });
      }
      return events;
    }
    case 'charge.success': {
      const charge = parse(chargeEventSchema, data, event);
      const metadata = metadataOf(charge.metadata);
      const planCode = planCodeOf(charge.plan);
      if (charge.status !== 'success' || (!planCode && typeof metadata?.userId !== 'string')) return [];
      const paidAt = required(charge.paid_at ?? charge.paidAt ?? charge.created_at, event);
      const userId = await lookup.userIdFor(customerOf(charge.customer), metadata);
      if (!userId) return [];
      const fromPlan = planCode ? await lookup.packageIdForPlan(planCode) : null;
      const fromMetadata = typeof metadata?.packageId === 'string' ? metadata.packageId : null;
      return [
        invoicePaid({
          reference: charge.reference,
          occurredAt: paidAt,
          userId,
          packageId: fromPlan ?? fromMetadata,
          amountKobo: charge.amount,
          periodStart: null,
          periodEnd: null,
        }),
      ];
    }
    default:
      return [];
  }
}
