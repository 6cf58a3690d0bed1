// The dev outbox, mounted only while mail goes to the outbox (no SMTP_URL): otherwise these paths are 404.
import { Hono } from 'hono';
import * as z from 'zod';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import type { RouteDoc } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { listOutbox } from '../../providers/mail/outbox';

const querySchema = z.object({ email: z.string().trim().max(200).optional() });

export function outboxRoutes(database: Database) {
  return new Hono()
    .get('/outbox', validate('query', querySchema), async (c) => {
      const { email } = c.req.valid('query');
      return c.json({ data: await listOutbox(database, email || undefined) });
    })
    .get('/outbox/page', validate('query', querySchema), async (c) => {
      const { email } = c.req.valid('query');
      const mails = await listOutbox(database, email || undefined);
      const items = mails
        .map(
          (
            m,
          ) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p>
<pre>${escapeHtml(m.text)}</pre><details><summary>HTML version</summary><iframe sandbox="" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe></details></article>`,
        )
        .join('');
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev outbox</title><style>body{font-family:system-ui,sans-serif;max-width:820px;margin:0 auto;padding:16px;color:#1f2933}
h1{color:#0b6e4f}article{border:1px solid #e5e7eb;border-radius:10px;padding:12px 16px;margin:12px 0}h2{font-size:17px;margin:0}
.meta{color:#6b7280;font-size:13px}pre{white-space:pre-wrap;background:#f3f4f6;padding:10px;border-radius:8px}
iframe{width:100%;height:420px;border:1px solid #e5e7eb;border-radius:8px}form{display:flex;gap:8px}input{flex:1;padding:6px}</style></head>
<body><h1>Dev outbox</h1><p>Mail is stored here because SMTP_URL is not set. Newest first.</p>
<form method="get"><label for="email">Recipient</label><input id="email" name="email" type="email" value="${escapeHtml(email ?? '')}"><button>Filter</button></form>
${items || '<p>No mail yet.</p>'}</body></html>`);
    });
}

const tag = 'Dev';
export const outboxDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/v1/dev/outbox',
    tag,
    access: 'dev',
    query: querySchema,
    summary: 'Mail in the dev outbox, newest first (404 when SMTP is configured)',
    responses: {
      200: {
        description: 'Mail',
        schema: z.object({
          data: z.array(
            z.object({
              to: z.string(),
              subject: z.string(),
              text: z.string(),
              html: z.string(),
              createdAt: z.string(),
            }),
          ),
        }),
      },
      404: { description: 'Outbox not in use' },
    },
  },
  {
    method: 'get',
    path: '/api/v1/dev/outbox/page',
    tag,
    access: 'dev',
    query: querySchema,
    summary: 'The dev outbox as an HTML page',
    responses: { 200: { description: 'HTML page' }, 404: { description: 'Outbox not in use' } },
  },
];
