import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentPageSlugs, NOT_FOUND_CHUNK, publicRoutes } from '@naija-homes/contracts/public-routes';

// The routers must show what the public route table says they do: the API preloads a page's chunk, lists it in the
// sitemap and tells search engines about it from the table. Read as text: a chunk's name lives in its import's
// webpackChunkName comment, which only the source has.
const source = (path: string) => readFileSync(join(import.meta.dir, '..', '..', path), 'utf8');

function routerChunks(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(
    /(?:path: '([^']+)'|index: true|path: slug),\s*element: lazyPage\(\s*async \(\) =>\s*\(await import\(\/\* webpackChunkName: "([^"]+)"/g,
  )) {
    found.set(
      match[0].startsWith('index') ? '/' : match[0].startsWith('path: slug') ? ':content' : `/${match[1]}`,
      match[2] ?? '',
    );
  }
  return found;
}

describe('the public route table and the routers', () => {
  test('mfe-public has a page at every path the table gives it, with the table’s chunk, and no other', () => {
    const chunks = routerChunks(source('mfe-public/src/routes.tsx'));
    const expected = new Map(
      publicRoutes
        .filter((route) => route.app === 'mfe-public' && !contentPageSlugs.some((slug) => route.path === `/${slug}`))
        .map((route) => [route.path, route.chunk]),
    );
    expected.set(':content', 'content-page');
    expected.set('/*', NOT_FOUND_CHUNK);
    expect(Object.fromEntries(chunks)).toEqual(Object.fromEntries(expected));
  });

  test('the shell’s account forms are the table’s, each in the chunk the table names', () => {
    const text = source('shell/src/app/account-pages.ts');
    const forms = [
      ...text.matchAll(/'([a-z-]+)': async \(\) =>\s*\(await import\(\/\* webpackChunkName: "([^"]+)"/g),
    ].map((match) => [`/${match[1]}`, match[2]]);
    const expected = publicRoutes.filter((route) => route.app === 'shell').map((route) => [route.path, route.chunk]);
    expect(forms).toEqual(expected);
  });
});
