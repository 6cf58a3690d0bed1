/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The button of a plain page's form (a signed link's "Stop these alerts", "Still available"). */
export const plainPageButtonStyle =
  'font:inherit;padding:10px 18px;border-radius:8px;border:0;background:#0b6b4f;color:#fff;cursor:pointer';

/**
 * A page the API answers itself, for a link opened from a mail (a signed link's question and its answer): no app,
 * no search engine, and a way on to where the person manages it. `bodyHtml` is HTML of ours, its text escaped.
 */
export function plainPage(title: string, bodyHtml: string, onward: { href: string; label: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Naija Homes</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#1f2933">
${bodyHtml}
<p><a href="${escapeHtml(onward.href)}">${escapeHtml(onward.label)}</a></p></body></html>`;
}
