import {
  invoiceQuerySchema,
  invoiceSchema,
  packageIdBody,
  packageSchema,
  packageUpdateSchema,
  planName,
  subscriptionSchema,
} from '@naija-homes/contracts/billing';
import { formatLagosDate, formatNaira, koboToNaira } from '@naija-homes/contracts/format';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireUser } from '../../auth/guard';
import { escapeHtml } from '../../lib/html';
import { requireUuid } from '../../lib/ids';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { billingNow } from '../../providers/payments/clock';
import { WebhookPayloadError, WebhookSignatureError } from '../../providers/payments/types';
import {
  applyBillingEvents,
  type BillingDeps,
  changePlan,
  findSubscription,
  invoiceForOwner,
  listInvoices,
  listPackages,
  manageLink,
  packageJson,
  startPayment,
  subscriptionJson,
  updatePackage,
} from './billing.service';
import { checkoutSummary, confirmCheckout, declineCheckout, setRenewal } from './local-billing.service';

export function packageRoutes(deps: BillingDeps) {
  return new Hono().get('/all', async (c) => c.json({ data: (await listPackages(deps.db)).map(packageJson) }));
}

export function subscriptionRoutes(auth: Auth, deps: BillingDeps) {
  const agent = requireUser(auth, deps.db, ['AGENT']);
  return new Hono()
    .post('/payment', agent, validate('json', packageIdBody), async (c) => {
      const user = c.get('user');
      return c.json({ data: await startPayment(deps, user, c.req.valid('json').packageId) });
    })
    .get('/manage', agent, async (c) => c.json({ data: await manageLink(deps, c.get('user').id) }))
    .patch('/upgrade', agent, validate('json', packageIdBody), async (c) => {
      const target = await changePlan(deps, c.get('user').id, c.req.valid('json').packageId);
      return c.json({ data: packageJson(target), message: `You are now on the ${planName(target.name)} plan` });
    })
    .get('/current', agent, async (c) => {
      const found = await findSubscription(deps.db, c.get('user').id);
      const now = await billingNow(deps.db);
      return c.json({ data: found ? subscriptionJson(found.subscription, found.pkg, now) : null });
    })
    .get('/invoices', agent, validate('query', invoiceQuerySchema), async (c) =>
      c.json(await listInvoices(deps, c.get('user').id, c.req.valid('query'))),
    )
    .get('/invoices/:invoiceId', agent, async (c) => {
      const { invoice, pkg, user } = await invoiceForOwner(deps.db, c.get('user').id, c.req.param('invoiceId'));
      c.header('cache-control', 'private, no-store');
      return c.html(invoiceHtml({ invoice, plan: planName(pkg?.name), user }));
    });
}

/** The local provider's checkout and manage calls (mounted only when it is the active provider). */
export function localBillingRoutes(auth: Auth, deps: BillingDeps) {
  const agent = requireUser(auth, deps.db, ['AGENT']);
  return new Hono()
    .get('/checkout/:sessionId', agent, async (c) =>
      c.json({ data: await checkoutSummary(deps.db, c.get('user').id, requireUuid(c.req.param('sessionId'))) }),
    )
    .post('/checkout/:sessionId/confirm', agent, async (c) => {
      const sessionId = requireUuid(c.req.param('sessionId'));
      const { plan } = await confirmCheckout(deps.db, deps.mailer, c.get('user').id, sessionId);
      return c.json({
        data: { redirectUrl: '/agent/settings?tab=pricing-plans&checkout=success' },
        message: `Payment received. Your ${plan} plan is active.`,
      });
    })
    .post('/checkout/:sessionId/decline', agent, async (c) => {
      await declineCheckout(deps.db, c.get('user').id, requireUuid(c.req.param('sessionId')));
      return c.json({ message: 'Payment declined. You have not been charged.' });
    })
    .post('/subscription/cancel', agent, async (c) => {
      await setRenewal(deps.db, deps.mailer, c.get('user').id, false);
      return c.json({ message: 'Your plan will end at the end of the current period' });
    })
    .post('/subscription/resume', agent, async (c) => {
      await setRenewal(deps.db, deps.mailer, c.get('user').id, true);
      return c.json({ message: 'Your plan will renew' });
    });
}

/**
 * POST /api/v1/webhooks/{provider}: the active provider's deliveries, verified by its signature and applied once
 * each. Only the active provider (and only one that sends webhooks) has this route.
 */
export function webhookRoutes(deps: BillingDeps) {
  const { payments } = deps;
  const app = new Hono();
  const handle = payments.handleWebhook?.bind(payments);
  if (!handle) return app;
  return app.post(`/${payments.name}`, async (c) => {
    const raw = await c.req.text();
    try {
      const events = await handle(raw, c.req.raw.headers);
      const applied = await applyBillingEvents(deps.db, deps.mailer, events);
      return c.json({ received: true, applied });
    } catch (error) {
      if (error instanceof WebhookSignatureError || error instanceof WebhookPayloadError) {
        return c.json({ message: error.message }, 400);
      }
      throw error;
    }
  });
}

export function adminPackageRoutes(auth: Auth, deps: BillingDeps) {
  const admin = requireUser(auth, deps.db, ['ADMIN']);
  return new Hono().patch('/packages/:packageId', admin, validate('json', packageUpdateSchema), async (c) => {
    const saved = await updatePackage(deps.db, c.req.param('packageId'), c.req.valid('json'));
    return c.json({ data: packageJson(saved), message: 'Plan saved' });
  });
}

function invoiceHtml({
  invoice,
  plan,
  user,
}: {
  invoice: {
    id: string;
    amountKobo: number;
    billingDate: Date;
    periodStart: Date | null;
    periodEnd: Date | null;
    status: string;
  };
  plan: string;
  user: { firstName: string; lastName: string; email: string };
}): string {
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `${formatLagosDate(invoice.periodStart)} – ${formatLagosDate(invoice.periodEnd)}`
      : 'N/A';
  const rows = [
    ['Invoice', invoice.id],
    ['Billed to', `${user.firstName} ${user.lastName} (${user.email})`],
    ['Billing date', formatLagosDate(invoice.billingDate)],
    ['Plan', `${plan} (monthly)`],
    ['Period', period],
    ['Amount', formatNaira(koboToNaira(invoice.amountKobo))],
    ['Status', invoice.status],
  ];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Invoice ${escapeHtml(invoice.id)} · Naija Homes</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#17201b}h1{color:#0b6b4f}table{width:100%;border-collapse:collapse}td{padding:.5rem;border-bottom:1px solid #dde5e0}td:first-child{color:#5b6b62;width:35%}</style></head>
<body><h1>Naija Homes</h1><h2>Invoice</h2><table>${rows
    .map(([label, value]) => `<tr><td>${escapeHtml(label ?? '')}</td><td>${escapeHtml(value ?? '')}</td></tr>`)
    .join('')}</table><p>Thank you for your business.</p></body></html>`;
}

const tag = 'Billing';
const agentOnly = { 401: errorResponses[401], 403: { description: 'Not an agent', schema: messageResponseSchema } };
const urlResponse = z.object({ data: z.object({ url: z.string() }) });

export const billingDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/package/all',
    tag,
    access: 'public',
    summary: 'The plans, by priority',
    responses: { 200: { description: 'Plans', schema: z.object({ data: z.array(packageSchema) }) } },
  },
  {
    method: 'post',
    path: '/api/v1/subscription/payment',
    tag,
    access: ['AGENT'],
    body: packageIdBody,
    summary: 'Start paying for a plan: the checkout URL of the active payment provider',
    responses: {
      200: { description: 'Checkout', schema: urlResponse },
      400: errorResponses[400],
      404: { description: 'Unknown package', schema: messageResponseSchema },
      409: { description: 'Already subscribed', schema: messageResponseSchema },
      ...agentOnly,
    },
  },
  {
    method: 'get',
    path: '/api/v1/subscription/manage',
    tag,
    access: ['AGENT'],
    summary: 'The billing portal URL (cancel, resume, card)',
    responses: {
      200: { description: 'Portal', schema: urlResponse },
      404: { description: 'No subscription', schema: messageResponseSchema },
      ...agentOnly,
    },
  },
  {
    method: 'patch',
    path: '/api/v1/subscription/upgrade',
    tag,
    access: ['AGENT'],
    body: packageIdBody,
    summary: 'Move to a higher plan at once (prorated); approved agents cannot downgrade',
    responses: {
      200: { description: 'The new plan', schema: z.object({ data: packageSchema, message: z.string() }) },
      400: errorResponses[400],
      404: { description: 'Unknown package', schema: messageResponseSchema },
      409: { description: 'No plan, or the same plan', schema: messageResponseSchema },
      ...agentOnly,
    },
  },
  {
    method: 'get',
    path: '/api/v1/subscription/current',
    tag,
    access: ['AGENT'],
    summary: 'My subscription (null when I never subscribed)',
    responses: {
      200: { description: 'Subscription', schema: z.object({ data: subscriptionSchema.nullable() }) },
      ...agentOnly,
    },
  },
  {
    method: 'get',
    path: '/api/v1/subscription/invoices',
    tag,
    access: ['AGENT'],
    query: invoiceQuerySchema,
    summary: 'My invoices, newest first, paged by cursor (startingAfter: older, startingBefore: newer)',
    responses: {
      200: { description: 'A page', schema: z.object({ data: z.array(invoiceSchema), hasMore: z.boolean() }) },
      400: errorResponses[400],
      ...agentOnly,
    },
  },
  {
    method: 'get',
    path: '/api/v1/subscription/invoices/:invoiceId',
    tag,
    access: ['AGENT'],
    summary: 'One of my invoices as a printable page',
    responses: {
      200: { description: 'HTML' },
      404: { description: 'Not mine', schema: messageResponseSchema },
      ...agentOnly,
    },
  },
  ...(
    [
      ['get', '/api/v1/billing/local/checkout/:sessionId', 'The local checkout: plan and status'],
      ['post', '/api/v1/billing/local/checkout/:sessionId/confirm', 'Confirm the simulated card payment'],
      ['post', '/api/v1/billing/local/checkout/:sessionId/decline', 'Decline the simulated card payment'],
      ['post', '/api/v1/billing/local/subscription/cancel', 'Cancel the local plan at period end'],
      ['post', '/api/v1/billing/local/subscription/resume', 'Resume a cancelled local plan'],
    ] as const
  ).map(
    ([method, path, summary]): RouteDoc => ({
      method,
      path,
      tag,
      access: ['AGENT'],
      summary: `${summary} (local payment provider only)`,
      responses: {
        200: { description: 'Done', schema: messageResponseSchema.partial() },
        404: { description: 'Not found', schema: messageResponseSchema },
        409: { description: 'Not open', schema: messageResponseSchema },
        ...agentOnly,
      },
    }),
  ),
  ...(['stripe', 'paystack'] as const).map(
    (provider): RouteDoc => ({
      method: 'post',
      path: `/api/v1/webhooks/${provider}`,
      tag,
      access: 'public',
      summary: `${provider === 'stripe' ? 'Stripe' : 'Paystack'} webhook (signed; only when ${provider} is the payment provider)`,
      responses: {
        200: { description: 'Received', schema: z.object({ received: z.boolean(), applied: z.number() }) },
        400: { description: 'Bad signature or body', schema: messageResponseSchema },
        404: { description: 'Not the active provider', schema: messageResponseSchema },
      },
    }),
  ),
  {
    method: 'patch',
    path: '/api/v1/admin/packages/:packageId',
    tag,
    access: ['ADMIN'],
    body: packageUpdateSchema,
    summary: "Edit a plan's wording, points or monthly price (naira)",
    responses: {
      200: { description: 'Saved', schema: z.object({ data: packageSchema, message: z.string() }) },
      400: errorResponses[400],
      401: errorResponses[401],
      403: { description: 'Not an admin', schema: messageResponseSchema },
      404: { description: 'Unknown package', schema: messageResponseSchema },
    },
  },
];
