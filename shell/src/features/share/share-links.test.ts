import { describe, expect, test } from 'bun:test';
import { shareTargets } from './share-links';

describe('shareTargets', () => {
  const url = 'https://naijahomes.ng/properties/3-bed-flat-lekki?tab=video';
  const title = '3 Bed Flat & BQ in Lekki';
  const byName = Object.fromEntries(shareTargets(url, title).map((target) => [target.name, target.href]));

  test('offers WhatsApp, X, Facebook and email', () => {
    expect(Object.keys(byName)).toEqual(['WhatsApp', 'X', 'Facebook', 'Email']);
  });
  test('encodes the title and the whole link, query included, into each', () => {
    expect(new URL(byName.WhatsApp ?? '').searchParams.get('text')).toBe(`${title} ${url}`);
    const x = new URL(byName.X ?? '');
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toBe(title);
    expect(new URL(byName.Facebook ?? '').searchParams.get('u')).toBe(url);
    const mail = byName.Email ?? '';
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1] ?? '')).toBe(`${title}\n\n${url}`);
  });
});
