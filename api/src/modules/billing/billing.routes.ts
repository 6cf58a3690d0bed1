// Billing, mounted in five places: /api/v1/package (the plans), /api/v1/subscription (the agent's plan and
// invoices), /api/v1/admin (plan edits), /api/v1/billing/local (the local provider's checkout and manage pages,
// only while it is the active provider) and /api/v1/webhooks (the active provider's deliveries).
import {
  billingMessages,
  checkoutConfirmedResponseSchema,
  checkoutSummaryResponseSchema,
  currentSubscriptionResponseSchema,
  invoicePageSchema,
  invoiceQuerySchema,
  packageIdBody,
  packageListResponseSchema,
  packageSavedResponseSchema,
  packageUpdateSchema,
  planName,
  providerLinkResponseSchema,
  webhookReceiptSchema,
} from '@naija-homes/contracts/billing';
import { messages } from '@naija-homes/contracts/messages';
import * as z from 'zod';
import { HttpError } from '../../lib/errors';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  router,
  uuidParam,
} from '../../lib/route';
import { WebhookPayloadError, WebhookSignatureError } from '../../providers/payments/types';
import { applyBillingEvents } from './billing-events.service';
import { changePlan, manageLink, startPayment } from './checkout.service';
import { invoiceHtml } from './invoice-page';
import { invoiceForOwner, listInvoices } from './invoices.service';
import { checkoutSummary, confirmCheckout, declineCheckout, setRenewal } from './local-billing.service';
import { listPackages, packageJson, updatePackage } from './packages.service';
import { currentSubscription } from './subscriptions.service';

const tags = ['Billing'];
const agents = ['AGENT'] as const;
const notAnAgent = errorResponse('Not an agent');
const providerFailed = errorResponse('The payment provider could not be reached or refused the request');
const unknownPackage = errorResponse('Unknown package');
/** Where the local checkout sends the agent once paid. */
const afterCheckout = '/agent/settings?tab=pricing-plans&checkout=success';

const listPlans = defineRoute({
  method: 'get',
  operationId: 'billingListPlans',
  path: '/all',
  tags,
  access: 'public',
  summary: 'The plans, by priority',
  responses: { 200: jsonResponse(packageListResponseSchema, 'Plans') },
});

const editPlan = defineRoute({
  method: 'patch',
  operationId: 'billingEditPlan',
  path: '/packages/{packageId}',
  tags,
  access: ['ADMIN'],
  summary: "Edit a plan's wording, points or monthly price (naira)",
  request: {
    params: z.object({ packageId: uuidParam(billingMessages.packageNotFound) }),
    body: jsonBody(packageUpdateSchema),
  },
  responses: {
    200: jsonResponse(packageSavedResponseSchema, 'Saved'),
    403: errorResponse('Not an admin'),
    404: unknownPackage,
  },
});

const pay = defineRoute({
  method: 'post',
  operationId: 'billingPay',
  path: '/payment',
  tags,
  access: agents,
  summary: 'Start paying for a plan: the checkout URL of the active payment provider',
  request: { body: jsonBody(packageIdBody) },
  responses: {
    200: jsonResponse(providerLinkResponseSchema, 'Checkout'),
    403: notAnAgent,
    404: unknownPackage,
    409: errorResponse('Already subscribed'),
    502: providerFailed,
  },
});

const manage = defineRoute({
  method: 'get',
  operationId: 'billingManage',
  path: '/manage',
  tags,
  access: agents,
  summary: 'The billing portal URL (cancel, resume, card)',
  responses: {
    200: jsonResponse(providerLinkResponseSchema, 'Portal'),
    403: notAnAgent,
    404: errorResponse('No subscription'),
    502: providerFailed,
  },
});

const upgrade = defineRoute({
  method: 'patch',
  operationId: 'billingUpgrade',
  path: '/upgrade',
  tags,
  access: agents,
  summary: 'Move to a higher plan at once (prorated); approved agents cannot downgrade',
  request: { body: jsonBody(packageIdBody) },
  responses: {
    200: jsonResponse(packageSavedResponseSchema, 'The new plan'),
    403: errorResponse('Not an agent, or an approved agent choosing a lower plan'),
    404: unknownPackage,
    409: errorResponse('No plan, or the same plan'),
    502: providerFailed,
  },
});

const current = defineRoute({
  method: 'get',
  operationId: 'billingCurrent',
  path: '/current',
  tags,
  access: agents,
  summary: 'My subscription (null when I never subscribed)',
  responses: { 200: jsonResponse(currentSubscriptionResponseSchema, 'Subscription'), 403: notAnAgent },
});

const invoices = defineRoute({
  method: 'get',
  operationId: 'billingInvoices',
  path: '/invoices',
  tags,
  access: agents,
  summary: 'My invoices, newest first, paged by cursor (startingAfter: older, startingBefore: newer)',
  request: { query: invoiceQuerySchema },
  responses: {
    200: jsonResponse(invoicePageSchema, 'A page'),
    400: errorResponse('Invalid input, or a cursor that is not one of my invoices'),
    403: notAnAgent,
    502: providerFailed,
  },
});

const invoicePage = defineRoute({
  method: 'get',
  operationId: 'billingInvoicePage',
  path: '/invoices/{invoiceId}',
  tags,
  access: agents,
  ownedBy: 'invoice',
  summary: 'One of my invoices as a printable page',
  request: { params: z.object({ invoiceId: uuidParam(messages.notFound) }) },
  responses: {
    200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } },
    403: notAnAgent,
    404: errorResponse('Not one of my invoices'),
  },
});

const sessionParams = z.object({ sessionId: uuidParam(messages.notFound) });
const notMyCheckout = errorResponse('No checkout of mine with this id');
const localOnly = (summary: string) => `${summary} (local payment provider only)`;

const checkout = defineRoute({
  method: 'get',
  operationId: 'billingCheckout',
  path: '/checkout/{sessionId}',
  tags,
  access: agents,
  ownedBy: 'checkout',
  summary: localOnly('The local checkout: plan and status'),
  request: { params: sessionParams },
  responses: {
    200: jsonResponse(checkoutSummaryResponseSchema, 'The checkout'),
    403: notAnAgent,
    404: notMyCheckout,
  },
});

const confirm = defineRoute({
  method: 'post',
  operationId: 'billingConfirm',
  path: '/checkout/{sessionId}/confirm',
  tags,
  access: agents,
  ownedBy: 'checkout',
  summary: localOnly('Confirm the simulated card payment: the plan starts and the first invoice is issued'),
  request: { params: sessionParams },
  responses: {
    200: jsonResponse(checkoutConfirmedResponseSchema, 'Paid'),
    403: notAnAgent,
    404: notMyCheckout,
    409: errorResponse('The checkout is no longer open, or another plan is already live'),
    410: errorResponse('The checkout has expired'),
  },
});

const decline = defineRoute({
  method: 'post',
  operationId: 'billingDecline',
  path: '/checkout/{sessionId}/decline',
  tags,
  access: agents,
  ownedBy: 'checkout',
  summary: localOnly('Decline the simulated card payment'),
  request: { params: sessionParams },
  responses: {
    200: messageResponse('Declined'),
    403: notAnAgent,
    404: notMyCheckout,
    409: errorResponse('The checkout is no longer open'),
  },
});

const renewal = (path: '/subscription/cancel' | '/subscription/resume', summary: string) =>
  defineRoute({
    method: 'post',
    operationId: path === '/subscription/cancel' ? 'billingLocalCancel' : 'billingLocalResume',
    path,
    tags,
    access: agents,
    summary: localOnly(summary),
    responses: {
      200: messageResponse('Done'),
      403: notAnAgent,
      404: errorResponse('No subscription'),
      409: errorResponse('No live plan on the local provider'),
    },
  });
const cancel = renewal('/subscription/cancel', 'Cancel the local plan at period end');
const resume = renewal('/subscription/resume', 'Resume a cancelled local plan');

/**
 * A webhook's body is the provider's own event JSON (Stripe: an Event; Paystack: `{ event, data }`), signed over
 * its exact bytes. It is documented with a plain JSON-schema object rather than a zod schema: @hono/zod-openapi
 * validates only zod bodies, so nothing parses or consumes the body before the handler reads the raw text with
 * `c.req.text()` and the provider checks the signature over it (a zod body would be parsed and re-read, and a
 * body that is not JSON would be refused before the signature could be checked).
 */
const webhookBody = {
  required: true as const,
  description: "The provider's event, exactly as it signed it",
  content: {
    'application/json': {
      schema: { type: 'object' as const, description: "The provider's event JSON (Stripe Event, Paystack event)" },
    },
  },
};

const webhookNames = { stripe: 'Stripe', paystack: 'Paystack' } as const;
type WebhookProvider = keyof typeof webhookNames;

const webhook = <P extends WebhookProvider>(provider: P) =>
  defineRoute({
    method: 'post',
    operationId: provider === 'stripe' ? 'webhooksStripe' : 'webhooksPaystack',
    path: `/${provider}` as `/${P}`,
    tags,
    access: 'public',
    summary: `${webhookNames[provider]} webhook (signed; only while ${provider} is the payment provider)`,
    request: { body: webhookBody },
    responses: {
      200: jsonResponse(webhookReceiptSchema, 'Received: how many of its events were new'),
      400: errorResponse('Bad signature, or a body that is not one of its events'),
      404: errorResponse('Not the active payment provider'),
      502: providerFailed,
    },
  });

export const packageRoutes = router().openapi(listPlans, async (c) =>
  c.json({ data: (await listPackages(c.var.services.db)).map(packageJson) }, 200),
);

export const adminPackageRoutes = router().openapi(editPlan, async (c) => {
  const saved = await updatePackage(
    c.var.services.db,
    c.req.valid('param').packageId,
    c.req.valid('json'),
    c.var.user.id,
  );
  return c.json({ data: packageJson(saved), message: billingMessages.planSaved }, 200);
});

export const subscriptionRoutes = router()
  .openapi(pay, async (c) =>
    c.json({ data: await startPayment(c.var.services, c.var.user, c.req.valid('json').packageId) }, 200),
  )
  .openapi(manage, async (c) => c.json({ data: await manageLink(c.var.services, c.var.user.id) }, 200))
  .openapi(upgrade, async (c) => {
    const target = await changePlan(c.var.services, c.var.user.id, c.req.valid('json').packageId);
    return c.json({ data: packageJson(target), message: billingMessages.nowOnPlan(planName(target.name)) }, 200);
  })
  .openapi(current, async (c) => c.json({ data: await currentSubscription(c.var.services.db, c.var.user.id) }, 200))
  .openapi(invoices, async (c) => c.json(await listInvoices(c.var.services, c.var.user.id, c.req.valid('query')), 200))
  .openapi(invoicePage, async (c) => {
    const { invoiceId } = c.req.valid('param');
    const { invoice, pkg, user } = await invoiceForOwner(c.var.services.db, c.var.user.id, invoiceId);
    c.header('cache-control', 'private, no-store');
    return c.html(invoiceHtml({ invoice, plan: planName(pkg?.name), user }), 200);
  });

/** The local provider's checkout and manage calls (mounted only while it is the active provider). */
export const localBillingRoutes = router()
  .openapi(checkout, async (c) => {
    const { sessionId } = c.req.valid('param');
    return c.json({ data: await checkoutSummary(c.var.services.db, c.var.user.id, sessionId) }, 200);
  })
  .openapi(confirm, async (c) => {
    const { db, mailer } = c.var.services;
    const { plan } = await confirmCheckout(db, mailer, c.var.user.id, c.req.valid('param').sessionId);
    return c.json({ data: { redirectUrl: afterCheckout }, message: billingMessages.paymentReceived(plan) }, 200);
  })
  .openapi(decline, async (c) => {
    await declineCheckout(c.var.services.db, c.var.user.id, c.req.valid('param').sessionId);
    return c.json({ message: billingMessages.paymentDeclined }, 200);
  })
  .openapi(cancel, async (c) => {
    await setRenewal(c.var.services.db, c.var.services.mailer, c.var.user.id, false);
    return c.json({ message: billingMessages.planWillEnd }, 200);
  })
  .openapi(resume, async (c) => {
    await setRenewal(c.var.services.db, c.var.services.mailer, c.var.user.id, true);
    return c.json({ message: billingMessages.planWillRenew }, 200);
  });

/**
 * POST /api/v1/webhooks/{provider}: the provider's deliveries, verified by its signature and applied once each.
 * app.ts mounts only the active provider's router, and only when it sends webhooks.
 */
const webhookRoutesOf = <P extends WebhookProvider>(provider: P) =>
  router().openapi(webhook(provider), async (c) => {
    const { db, mailer, payments } = c.var.services;
    if (payments.name !== provider || !payments.handleWebhook) throw new HttpError(404, messages.notFound);
    const raw = await c.req.text();
    try {
      const events = await payments.handleWebhook(raw, c.req.raw.headers);
      const applied = await applyBillingEvents(db, mailer, events);
      return c.json({ received: true, applied }, 200);
    } catch (error) {
      if (error instanceof WebhookSignatureError || error instanceof WebhookPayloadError) {
        throw new HttpError(400, error.message);
      }
      throw error;
    }
  });

export const webhookRoutes = { stripe: webhookRoutesOf('stripe'), paystack: webhookRoutesOf('paystack') };
