import { describe, expect, test } from 'bun:test';
import { LINK_LABEL_MAX, shortLinkLabel, splitTextLinks } from './text-links';

describe('splitTextLinks', () => {
  test('plain text stays one part', () => {
    expect(splitTextLinks('Is this still available?')).toEqual([{ kind: 'text', text: 'Is this still available?' }]);
  });

  test('a link inside a sentence is cut out, its full address kept and its sentence punctuation left as text', () => {
    expect(splitTextLinks('See https://example.ng/a?b=1. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.ng/a?b=1', label: 'example.ng/a?b=1' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  test('a long link is shown as its host and the start of its path, ending in an ellipsis', () => {
    const href = `https://www.example.ng/listings/lekki/${'abcdefghij'.repeat(16)}`;
    const [part] = splitTextLinks(href);
    expect(part).toEqual({ kind: 'link', href, label: expect.stringMatching(/^example\.ng\/listings\/lekki\/.+…$/) });
    expect(part?.kind === 'link' && part.label.length).toBe(LINK_LABEL_MAX);
  });

  test('only http and https become links', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.ng/file', 'www.example.ng']) {
      expect(splitTextLinks(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(splitTextLinks('http://')).toEqual([{ kind: 'text', text: 'http://' }]);
  });

  test('two links and the text between them', () => {
    const parts = splitTextLinks('http://a.ng and https://b.ng/x');
    expect(parts.map((part) => part.kind)).toEqual(['link', 'text', 'link']);
  });
});

describe('shortLinkLabel', () => {
  test('a short address is shown whole, without www. and a lone slash', () => {
    expect(shortLinkLabel(new URL('https://www.naijahomes.ng/'))).toBe('naijahomes.ng');
  });
  test('a very long host is cut too', () => {
    const label = shortLinkLabel(new URL(`https://${'a'.repeat(60)}.ng/x`));
    expect(label.length).toBe(LINK_LABEL_MAX);
    expect(label.endsWith('…')).toBe(true);
  });
});
