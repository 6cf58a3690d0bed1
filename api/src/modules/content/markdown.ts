// Property News bodies: Markdown (marked) to HTML the article page can insert as it is. Raw HTML never passes (it is
// shown as text), links go only to http(s), mailto or this site's own paths, images only from http(s) or our
// uploads, and a heading is at most an h2 under the page's own h1.
import { Marked, type Tokens } from 'marked';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] as string);
}

/** Control characters and spaces out (browsers drop them inside a scheme: 'java\tscript:'), then an allow-list. */
function cleanUrl(href: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return href.replace(/[\u0000-\u0020\u007f]/g, '');
}

/** A link target we let through: http(s), mailto, a path on this site, or an anchor on the page. */
export function safeLinkHref(href: string): string | null {
  const url = cleanUrl(href);
  if (/^(https?:\/\/|mailto:)/i.test(url)) return url;
  if (/^\/(?![/\\])/.test(url) || url.startsWith('#')) return url;
  return null;
}

/** An image source we let through: http(s), or a file of our own storage. */
export function safeImageSrc(href: string): string | null {
  const url = cleanUrl(href);
  if (/^https?:\/\//i.test(url)) return url;
  if (/^\/uploads\//.test(url) && !url.includes('..')) return url;
  return null;
}

const markdown = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      // A block of raw HTML is shown as the text it is, in a paragraph of its own.
      return token.block ? `<p>${escapeHtml(token.text.trim())}</p>\n` : escapeHtml(token.text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      // The page's title is its only h1: a '# Heading' in the body becomes an h2, like '## Heading'.
      const level = Math.max(depth, 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const safe = safeLinkHref(href);
      if (!safe) return text;
      const external = /^https?:/i.test(safe);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="nofollow noopener noreferrer" target="_blank"' : '';
      return `<a href="${escapeHtml(safe)}"${titleAttr}${rel}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const safe = safeImageSrc(href);
      if (!safe) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(safe)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

/** Markdown to safe HTML. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false }) as string;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The first paragraph of a body as plain text, cut at a word near `max` characters: a card's summary. */
export function plainSummary(source: string, max = 220): string {
  const paragraph = markdown.lexer(source).find((token) => token.type === 'paragraph') as Tokens.Paragraph | undefined;
  if (!paragraph) return '';
  const html = markdown.parser([paragraph]) as string;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] as string)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
