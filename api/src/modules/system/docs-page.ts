// The OpenAPI document rendered as one self-contained HTML page (no CDN, no script).
import { escapeHtml } from '../../lib/html';
import type { OpenApiDocument } from '../../lib/openapi';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  'x-access'?: unknown;
  parameters?: Array<{ name: string; in: string; required: boolean; schema: unknown }>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

const methodColours: Record<string, string> = {
  get: '#2563eb',
  post: '#0b6e4f',
  patch: '#b45309',
  put: '#7c3aed',
  delete: '#dc2626',
};

function json(value: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
}

/** Who may call an operation, from the `x-access` its definition wrote (lib/route.ts). */
function access(value: unknown): string {
  if (Array.isArray(value)) return `roles: ${value.join(', ')}`;
  if (value === 'signed-in') return 'signed-in users';
  if (value === 'approved-agent') return 'approved agents';
  return 'public';
}

function renderOperation(path: string, method: string, op: Operation): string {
  const params = op.parameters?.length
    ? `<h4>Parameters</h4><ul>${op.parameters
        .map(
          (p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})</li>`,
        )
        .join('')}</ul>`
    : '';
  const body = op.requestBody
    ? `<details><summary>Request body</summary>${json(Object.values(op.requestBody.content)[0]?.schema)}</details>`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const schema = r.content ? Object.values(r.content)[0]?.schema : undefined;
      const line = `<strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description)}`;
      return schema ? `<li><details><summary>${line}</summary>${json(schema)}</details></li>` : `<li>${line}</li>`;
    })
    .join('');
  return `<section class="op" id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="m" style="background:${methodColours[method] ?? '#555'}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? '')}</p>${op.description ? `<p class="d">${escapeHtml(op.description)}</p>` : ''}
<p class="a">Access: ${escapeHtml(access(op['x-access']))}</p>${params}${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(path, method, op)]);
    }
  }
  const toc = [...byTag.keys()].map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join(' · ');
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} — API docs</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2933;background:#f7faf9}
header{background:#0b6e4f;color:#fff;padding:20px 24px}header h1{margin:0 0 4px;font-size:22px}header a{color:#d1fae5}
main{max-width:960px;margin:0 auto;padding:16px 24px 48px}nav{margin:8px 0 16px}nav a{color:#0b6e4f}
h2{margin-top:32px;border-bottom:2px solid #0b6e4f;padding-bottom:4px}
.op{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:12px 16px;margin:12px 0}
.op h3{margin:0;font-size:16px}.m{color:#fff;border-radius:6px;padding:2px 8px;font-size:12px;margin-right:6px}
.a{color:#6b7280;font-size:13px}.d{color:#374151}h4{margin:10px 0 4px;font-size:13px;text-transform:uppercase;color:#6b7280}
pre{background:#111827;color:#e5e7eb;padding:10px;border-radius:8px;overflow:auto;font-size:12px}summary{cursor:pointer}
</style></head><body><header><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<div>${escapeHtml(document.info.description ?? '')} Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a></div></header>
<main><nav>${toc}</nav>${sections}</main></body></html>`;
}
