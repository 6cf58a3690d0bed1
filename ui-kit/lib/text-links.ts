/**
 * Links in text a person typed (a chat message): found, checked and shortened for display. Only http and https
 * addresses become links; anything else (javascript:, data:, a bare host) stays text.
 */

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; label: string };

/** What a shortened link shows at most, ellipsis included. */
export const LINK_LABEL_MAX = 40;

const candidate = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.ng/a."). */
const trailing = /[.,;:!?'")\]}]+$/;

/** The host (without "www.") and as much of the path, query and fragment as fits, then "…". */
export function shortLinkLabel(url: URL, max = LINK_LABEL_MAX): string {
  const host = url.hostname.replace(/^www\./, '');
  const rest = `${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}`;
  const full = `${host}${rest}`;
  if (full.length <= max) return full;
  if (host.length >= max - 1) return `${host.slice(0, max - 1)}…`;
  return `${full.slice(0, max - 1)}…`;
}

/** Splits text into plain runs and safe links, in order; joining the parts' text and hrefs gives the input back. */
export function splitTextLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(candidate)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(trailing, '');
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href: raw, label: shortLinkLabel(url) });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
