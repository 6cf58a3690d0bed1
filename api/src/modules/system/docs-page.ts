// The API reference at /api/v1/docs, rendered on the server from the OpenAPI document (the same one SDKs are built
// from): a quick start, how to authenticate, every operation by tag with its credentials, parameters and answers,
// the event stream's events, and the named schemas, all linked. One page, no CDN; the search is a small script of
// our own (/api/v1/docs.js, allowed by the site's CSP as 'self').
import { escapeHtml } from '../../lib/html';
import type { OpenApiDocument } from '../../lib/openapi';

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  'x-access'?: unknown;
  'x-events'?: Record<string, { description: string; data: Schema }>;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: Schema }>;
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: Schema }> }
  >;
};

const methodColours: Record<string, string> = {
  get: '#1d4ed8',
  post: '#0b6e4f',
  patch: '#b45309',
  put: '#7c3aed',
  delete: '#b91c1c',
};

/** A schema as JSON, with every `$ref` to a named schema a link to it on this page. */
function json(value: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(value, null, 2)).replace(
    /&quot;#\/components\/schemas\/(\w+)&quot;/g,
    '<a href="#schema-$1">$1</a>',
  )}</pre>`;
}

/** Who may call an operation, from the `x-access` its definition wrote (lib/route.ts). */
function access(value: unknown): string {
  if (Array.isArray(value)) return `roles: ${value.join(', ')}`;
  if (value === 'signed-in') return 'signed-in users';
  if (value === 'approved-agent') return 'approved agents';
  return 'anyone';
}

const credentialNames: Record<string, string> = {
  sessionCookie: 'session cookie',
  sessionToken: 'session token',
  apiKey: 'API key',
};

function credentials(security: Operation['security']): string {
  const names = (security ?? []).flatMap((requirement) => Object.keys(requirement)).map((n) => credentialNames[n] ?? n);
  return names.length ? names.join(', ') : 'none needed';
}

const operationAnchor = (method: string, path: string, op: Operation) => `op-${op.operationId ?? `${method}-${path}`}`;

function renderOperation(path: string, method: string, op: Operation): string {
  const params = op.parameters?.length
    ? `<h4>Parameters</h4><ul>${op.parameters
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> <span class="muted">${escapeHtml(p.in)}${p.required ? ', required' : ''}${
              typeof p.schema?.type === 'string' ? `, ${escapeHtml(p.schema.type)}` : ''
            }</span>${p.description ? ` — ${escapeHtml(p.description)}` : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, media]) =>
            `<details><summary>Request body (${escapeHtml(type)})</summary>${json(media.schema)}</details>`,
        )
        .join('')
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => {
      const schema = r.content ? Object.values(r.content)[0]?.schema : undefined;
      const headers = r.headers
        ? ` <span class="muted">headers: ${Object.keys(r.headers).map(escapeHtml).join(', ')}</span>`
        : '';
      const line = `<strong>${escapeHtml(status)}</strong> ${inline(r.description)}${headers}`;
      return schema ? `<li><details><summary>${line}</summary>${json(schema)}</details></li>` : `<li>${line}</li>`;
    })
    .join('');
  const events = op['x-events']
    ? `<h4>Events</h4><ul>${Object.entries(op['x-events'])
        .map(
          ([name, event]) =>
            `<li><code>${escapeHtml(name)}</code> — ${escapeHtml(event.description)}: ${json(event.data)}</li>`,
        )
        .join('')}</ul>`
    : '';
  return `<section class="op" id="${escapeHtml(operationAnchor(method, path, op))}">
<h3><span class="m" style="background:${methodColours[method] ?? '#555'}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${inline(op.summary ?? '')}</p>${op.description ? `<p class="d">${inline(op.description)}</p>` : ''}
<p class="muted">Operation <code>${escapeHtml(op.operationId ?? '')}</code> · who: ${escapeHtml(access(op['x-access']))} · credentials: ${escapeHtml(
    credentials(op.security),
  )}</p>${params}${body}<h4>Responses</h4><ul>${responses}</ul>${events}</section>`;
}

/** The SDK's package name (client/SDK.md), as third parties install it. */
const SDK_PACKAGE = '@naija-homes/sdk';

function quickStart(serverUrl: string): string {
  const base = serverUrl.replace(/\/+$/, '');
  const curl = `curl -H "Authorization: Bearer $NAIJA_HOMES_KEY" \\
  "${base}/api/v1/property/all?propertyFor=rent&amp;search=Lekki&amp;page=1&amp;limit=20"`;
  const typescript = `import { createNaijaHomesClient, ok } from '${SDK_PACKAGE}';

const naija = createNaijaHomesClient({ baseUrl: '${escapeHtml(base)}', apiKey: process.env.NAIJA_HOMES_KEY });
const page = await ok(naija.GET('/api/v1/property/all', {
  params: { query: { propertyFor: 'rent', search: 'Lekki', page: 1, limit: 20 } },
}));
console.log(page.total, page.data.map((home) =&gt; home.title));`;
  return `<h2 id="quick-start">Quick start</h2>
<ol><li>Sign in as an agent or admin, open <strong>Settings → API keys</strong> and create a key (shown once).</li>
<li>Install the SDK: <code>npm install @naija-homes/sdk</code> (typed from this document; retries 429 and 503 by their <code>Retry-After</code>).</li>
<li>Call the API:</li></ol>
<h3>curl</h3><pre>${curl}</pre><h3>TypeScript</h3><pre>${typescript}</pre>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<
    string,
    Array<{ anchor: string; method: string; path: string; summary: string; html: string }>
  >();
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags?.[0] ?? 'Other';
      const entry = {
        anchor: operationAnchor(method, path, op),
        method,
        path,
        summary: op.summary ?? '',
        html: renderOperation(path, method, op),
      };
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, unknown>);
  const [intro, ...rest] = (document.info.description ?? '').split(/\n\n+/);
  const serverUrl = document.servers?.[0]?.url ?? '';
  const nav = [...byTag.entries()]
    .map(
      ([tag, ops]) =>
        `<li class="group"><a class="tag" href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a><ul>${ops
          .map(
            (op) =>
              `<li class="entry"><a href="#${escapeHtml(op.anchor)}"><span class="mm" style="color:${
                methodColours[op.method] ?? '#555'
              }">${escapeHtml(op.method.toUpperCase())}</span> ${escapeHtml(op.path.replace('/api/v1', ''))}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = [...byTag.entries()]
    .map(
      ([tag, ops]) =>
        `<div class="group"><h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ops.map((op) => op.html).join('')}</div>`,
    )
    .join('');
  const schemaSections = schemas
    .map(
      ([name, schema]) =>
        `<section class="op" id="schema-${escapeHtml(name)}"><h3><code>${escapeHtml(name)}</code></h3>${json(schema)}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} — API reference</title>
<style>
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2933;background:#f7faf9}
header{background:#0b6e4f;color:#fff;padding:16px 24px}header h1{margin:0 0 4px;font-size:22px}header a{color:#d1fae5}header code{background:#064e3b;padding:1px 6px;border-radius:4px}
.layout{display:grid;grid-template-columns:300px minmax(0,1fr)}
aside{position:sticky;top:0;height:100vh;overflow:auto;border-right:1px solid #e5e7eb;background:#fff;padding:12px}
aside ul{list-style:none;margin:0;padding:0}aside .tag{display:block;min-height:24px;font-weight:600;margin:10px 0 4px;color:#0b6e4f}
aside .entry a{display:block;min-height:24px;padding:3px 4px;color:#1f2933;text-decoration:none;font-size:13px;overflow-wrap:anywhere}aside .entry a:hover{background:#ecfdf5}
.mm{font-weight:700;font-size:11px}label{font-size:13px;font-weight:600}
input[type=search]{width:100%;padding:8px;border:1px solid #9ca3af;border-radius:8px;font-size:14px;margin:4px 0 8px}
main{padding:16px 24px 48px;max-width:1000px}h2{margin-top:32px;border-bottom:2px solid #0b6e4f;padding-bottom:4px}
.op{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:12px 16px;margin:12px 0;scroll-margin-top:8px}
.op h3{margin:0;font-size:16px;overflow-wrap:anywhere}.m{color:#fff;border-radius:6px;padding:2px 8px;font-size:12px;margin-right:6px}
.muted{color:#4b5563;font-size:13px}.d{color:#374151}h4{margin:10px 0 4px;font-size:13px;text-transform:uppercase;color:#4b5563}
table{border-collapse:collapse;background:#fff;font-size:14px}th,td{border:1px solid #e5e7eb;padding:4px 8px;text-align:left}
pre{background:#111827;color:#e5e7eb;padding:10px;border-radius:8px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:12px}pre a{color:#6ee7b7}summary{cursor:pointer;min-height:24px;padding:2px 0}
[hidden]{display:none!important}
@media (max-width:800px){.layout{display:block}aside{position:static;height:auto;max-height:50vh;border-right:0;border-bottom:1px solid #e5e7eb}}
</style></head><body><header><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<div>${inline(intro ?? '')} SDK: <code>npm install @naija-homes/sdk</code> · Machine-readable: <a href="/api/v1/openapi.json">openapi.json</a></div></header>
<div class="layout"><aside><nav aria-label="API reference"><label for="api-search">Search the API</label>
<input id="api-search" type="search" placeholder="listing, offer, lead, 429…" autocomplete="off">
<p id="api-search-count" class="muted" role="status"></p>
<ul><li><a class="tag" href="#quick-start">Quick start</a></li>${rest
    .filter((block) => block.startsWith('## '))
    .map((block) => `<li><a class="tag" href="#${slug(block.slice(3))}">${escapeHtml(block.slice(3))}</a></li>`)
    .join('')}${nav}<li><a class="tag" href="#schemas">Schemas</a></li></ul></nav></aside>
<main>${quickStart(serverUrl)}${rest.map(renderBlock).join('')}${sections}<h2 id="schemas">Schemas</h2>${schemaSections}</main></div>
<script src="/api/v1/docs.js" defer></script></body></html>`;
}

/** The search box: hides the operations (and their entries in the menu) that do not contain every word typed. */
export const docsSearchScript = `(() => {
  const box = document.getElementById('api-search');
  const count = document.getElementById('api-search-count');
  if (!box) return;
  const operations = [...document.querySelectorAll('main .op')];
  const entries = new Map([...document.querySelectorAll('aside .entry a')].map((a) => [a.getAttribute('href').slice(1), a.parentElement]));
  const texts = new Map(operations.map((op) => [op, op.textContent.toLowerCase()]));
  box.addEventListener('input', () => {
    const words = box.value.toLowerCase().split(/\\s+/).filter(Boolean);
    let shown = 0;
    for (const op of operations) {
      const match = words.every((word) => texts.get(op).includes(word));
      op.hidden = !match;
      if (match) shown++;
      const entry = entries.get(op.id);
      if (entry) entry.hidden = !match;
    }
    for (const group of document.querySelectorAll('.group')) {
      group.hidden = words.length > 0 && !group.querySelector('.op:not([hidden]), .entry:not([hidden])');
    }
    count.textContent = words.length ? shown + ' matching' : '';
  });
})();
`;

/** The anchor of a description heading. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `code` spans of the description's Markdown, the rest escaped. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/** One block of the description's Markdown: a heading, a list, a table or a paragraph (all it uses). */
function renderBlock(block: string): string {
  if (block.startsWith('## ')) return `<h2 id="${slug(block.slice(3))}">${inline(block.slice(3))}</h2>`;
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith('- '))) {
    return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
  }
  if (lines.every((line) => line.startsWith('|'))) {
    const cells = (line: string) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
    const [head = '', , ...rows] = lines;
    return `<table><thead><tr>${cells(head)
      .map((cell) => `<th>${inline(cell)}</th>`)
      .join('')}</tr></thead><tbody>${rows
      .map(
        (row) =>
          `<tr>${cells(row)
            .map((cell) => `<td>${inline(cell)}</td>`)
            .join('')}</tr>`,
      )
      .join('')}</tbody></table>`;
  }
  return `<p>${inline(block)}</p>`;
}
