// /api/v1/dev: the dev outbox, mounted only while mail goes to the outbox (no SMTP_URL): otherwise these paths are
// 404 and absent from the document. Beside it, for demos and end-to-end tests, a listing can be made older (its
// freshness dates moved back) without moving the billing clock that every other listing and plan share.

import { messages } from '@naija-homes/contracts/messages';
import { outboxListSchema, outboxQuerySchema } from '@naija-homes/contracts/outbox';
import { propertyMessages } from '@naija-homes/contracts/property';
import * as z from 'zod';
import { HttpError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { isFromThisMachine } from '../../lib/http';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { listOutbox, type OutboxEntry } from '../../providers/mail/outbox';
import { ageListing } from '../properties/freshness';

const tags = ['Dev'];
const notHere = errorResponse('Asked from another machine (only loopback clients unless DEV_OUTBOX_PUBLIC)');

const list = defineRoute({
  method: 'get',
  operationId: 'devList',
  path: '/outbox',
  tags,
  access: 'public',
  summary: 'Mail in the dev outbox, newest first (only while no SMTP server is configured)',
  request: { query: outboxQuerySchema },
  responses: { 200: jsonResponse(outboxListSchema, 'Mail'), 404: notHere },
});

const page = defineRoute({
  method: 'get',
  operationId: 'devPage',
  path: '/outbox/page',
  tags,
  access: 'public',
  summary: 'The dev outbox as an HTML page',
  request: { query: outboxQuerySchema },
  responses: { 200: { description: 'HTML page', content: { 'text/html': { schema: z.string() } } }, 404: notHere },
});

function outboxPage(mails: OutboxEntry[], email: string | undefined): string {
  const items = mails
    .map(
      (
        m,
      ) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p>
<pre>${escapeHtml(m.text)}</pre><details><summary>HTML version</summary><iframe sandbox="" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe></details></article>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev outbox</title><style>body{font-family:system-ui,sans-serif;max-width:820px;margin:0 auto;padding:16px;color:#1f2933}
h1{color:#0b6e4f}article{border:1px solid #e5e7eb;border-radius:10px;padding:12px 16px;margin:12px 0}h2{font-size:17px;margin:0}
.meta{color:#6b7280;font-size:13px}pre{white-space:pre-wrap;background:#f3f4f6;padding:10px;border-radius:8px}
iframe{width:100%;height:420px;border:1px solid #e5e7eb;border-radius:8px}form{display:flex;gap:8px}input{flex:1;padding:6px}</style></head>
<body><h1>Dev outbox</h1><p>Mail is stored here because SMTP_URL is not set. Newest first.</p>
<form method="get"><label for="email">Recipient</label><input id="email" name="email" type="email" value="${escapeHtml(email ?? '')}"><button>Filter</button></form>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

const ageParams = z.object({ id: uuidParam(propertyMessages.notFound) });
const ageBody = z.object({
  days: z
    .number({ error: 'Please give a whole number of days from 1 to 400' })
    .int('Please give a whole number of days from 1 to 400')
    .min(1, 'Please give a whole number of days from 1 to 400')
    .max(400, 'Please give a whole number of days from 1 to 400'),
});

const age = defineRoute({
  method: 'post',
  operationId: 'devAge',
  path: '/listing/{id}/age',
  tags,
  access: 'public',
  summary:
    "Dev only: moves a listing's publication and freshness dates back by `days` and runs the freshness sweep (ADR 033)",
  request: { params: ageParams, body: jsonBody(ageBody) },
  responses: {
    200: jsonResponse(
      z.object({
        listingStatus: z.string(),
        renewedAt: z.string().nullable(),
        freshnessAskedAt: z.string().nullable(),
      }),
      'The listing now',
    ),
    404: errorResponse('No such listing, or asked from another machine'),
  },
});

const loopbackOnly = router();
// The outbox holds everyone's sign-in and reset codes: only this machine may read it, unless a setting opens it.
loopbackOnly.use(async (c, next) => {
  const { config } = c.var.services;
  if (!config.devOutboxPublic && !isFromThisMachine(c, config.trustProxyHops)) {
    throw new HttpError(404, messages.notFound);
  }
  await next();
});

export const outboxRoutes = loopbackOnly
  .openapi(list, async (c) => {
    const { email } = c.req.valid('query');
    return c.json({ data: await listOutbox(c.var.services.database, email || undefined) }, 200);
  })
  .openapi(page, async (c) => {
    const { email } = c.req.valid('query');
    return c.html(outboxPage(await listOutbox(c.var.services.database, email || undefined), email), 200);
  })
  .openapi(age, async (c) => {
    const { db, mailer, config } = c.var.services;
    const { id } = c.req.valid('param');
    const row = await ageListing(
      { db, mailer, appUrl: config.baseUrl, secret: config.authSecret },
      id,
      c.req.valid('json').days,
    );
    return c.json(
      {
        listingStatus: row.listingStatus,
        renewedAt: row.renewedAt?.toISOString() ?? null,
        freshnessAskedAt: row.freshnessAskedAt?.toISOString() ?? null,
      },
      200,
    );
  });
