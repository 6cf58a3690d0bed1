// The shell's index.html as each route sends it: the build's own tags untouched, with the route's head tags, its
// preload links and its inlined data added by plain string operations (no HTML parser on the request path).
// One function composes a page (renderShellHtml), so a new kind of hint (modulepreload of a route's chunks) is
// one more entry in `preloads` at its one call site.
import { readFileSync, statSync } from 'node:fs';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@naija-homes/contracts/page-data';
import { FIRST_PAINT_BODY_ATTRIBUTE } from '@naija-homes/contracts/web-apps';

/** One `<link>` that starts a download early: the LCP photo now, a route's script chunks later. */
export interface PreloadLink {
  /** A stylesheet only where the page must not paint without it (a first paint, web/first-paint.ts). */
  rel: 'preload' | 'modulepreload' | 'stylesheet';
  href?: string;
  as?: 'image' | 'script' | 'style' | 'fetch' | 'font';
  imagesrcset?: string;
  imagesizes?: string;
  media?: string;
  type?: string;
  crossorigin?: 'anonymous' | 'use-credentials';
  fetchpriority?: 'high' | 'low' | 'auto';
}

export interface ShellParts {
  /** Tags for the top of the head. A `<title>` or description meta here replaces the build's default one. */
  head?: string;
  /** Tags for the end of the head (JSON-LD): read by crawlers, not needed before the scripts start. */
  headEnd?: string;
  preloads?: readonly PreloadLink[];
  /** The first route's API answers, read once by the front end (client/src/queries/inlined-data.ts). */
  data?: PageData | null;
  /** The page's content painted by the server (web/first-paint.ts), placed just after the app's root. */
  firstPaint?: string | null;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON that is safe inside a `<script>` element: no `<` can close the element or open a comment, and the line
 * separators older JavaScript rejected are escaped too. JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderPreloads(links: readonly PreloadLink[]): string {
  return links
    .map((link) => {
      const attributes = Object.entries(link)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([name, value]) => `${name}="${escapeHtml(value)}"`);
      return `<link ${attributes.join(' ')}>`;
    })
    .join('');
}

const TITLE = /<title>[^<]*<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
const CHARSET = /<meta\s+charset=[^>]*>/i;
const VIEWPORT = /<meta\s+name="viewport"[^>]*>/i;
const HEAD_OPEN = /<head(?:\s[^>]*)?>/i;
const ROOT = /<div\s+id="root"[^>]*><\/div>/i;

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The title and description the shell's build wrote (shell/rsbuild.config.ts `html`), for pages that keep them. */
export function shellDefaults(template: string): { title: string; description: string } {
  const title = /<title>([^<]*)<\/title>/i.exec(template)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(template)?.[1] ?? '';
  return { title: unescapeHtml(title), description: unescapeHtml(description) };
}

/**
 * The page for one route: the route's tags after the charset (which must stay in the first bytes) and the
 * viewport, before the build's own preloads and scripts; JSON-LD at the end of the head; the first paint after the app's root; the
 * data at the end of the body. A template
 * without a head is sent as it is.
 */
export function renderShellHtml(template: string, parts: ShellParts = {}): string {
  const headClose = template.search(/<\/head>/i);
  if (headClose < 0) return template;
  let html = template;
  const head = parts.head ?? '';
  if (/<title>/i.test(head)) html = html.replace(TITLE, '');
  if (/\sname="description"/i.test(head)) html = html.replace(DESCRIPTION, '');
  // Screen readers and translators need the page's language; the build does not write one.
  html = html.replace(/<html(?![^>]*\slang=)([^>]*)>/i, '<html lang="en-NG"$1>');

  const top = head + renderPreloads(parts.preloads ?? []);
  if (top) {
    // After the viewport too: a phone picks an image preload's file from its srcset by the viewport known when the
    // link is read, and before the viewport's meta that is a 980 px desktop page's, so it fetched the full-size
    // photo while the page then showed the phone's smaller file (two downloads instead of one).
    const anchors = [CHARSET.exec(html), VIEWPORT.exec(html)].filter((match) => match !== null);
    const anchor = anchors.length ? anchors.reduce((a, b) => (a.index > b.index ? a : b)) : HEAD_OPEN.exec(html);
    const at = anchor ? anchor.index + anchor[0].length : html.search(/<\/head>/i);
    html = html.slice(0, at) + top + html.slice(at);
  }
  if (parts.headEnd) {
    const at = html.search(/<\/head>/i);
    html = html.slice(0, at) + parts.headEnd + html.slice(at);
  }
  const root = parts.firstPaint ? ROOT.exec(html) : null;
  if (parts.firstPaint && root) {
    // After the (empty) root, which the shell's stylesheet keeps unseen while the body carries the attribute.
    const at = root.index + root[0].length;
    html = html.slice(0, at) + parts.firstPaint + html.slice(at);
    html = html.replace(/<body(?=[\s>])/i, `<body ${FIRST_PAINT_BODY_ATTRIBUTE}`);
  }
  if (parts.data) {
    const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(parts.data)}</script>`;
    const bodyClose = html.search(/<\/body>/i);
    html = bodyClose < 0 ? html + script : html.slice(0, bodyClose) + script + html.slice(bodyClose);
  }
  return html;
}

/**
 * index.html, read once per process and again only when the file changes (a rebuild under a running server),
 * so a page costs no disk read beyond one stat.
 */
export function shellTemplate(path: string): () => string | null {
  let cached: { text: string; mtimeMs: number; size: number } | null = null;
  return () => {
    try {
      const { mtimeMs, size } = statSync(path);
      if (!cached || cached.mtimeMs !== mtimeMs || cached.size !== size) {
        cached = { text: readFileSync(path, 'utf8'), mtimeMs, size };
      }
    } catch {
      // Mid-rebuild the file can be missing for a moment: the last good copy serves meanwhile.
    }
    return cached?.text ?? null;
  };
}
