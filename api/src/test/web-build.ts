// A web root laid out like the builds' (shell/dist and mfe-public/dist with their manifests and the shell's
// index.html), for tests of the HTML the server writes per route: route preloads, the first paint (whose bundles
// are built for real by the build's own tool, withFirstPaintBundles).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildFirstPaintBundle } from '../../../scripts/first-paint-bundle';

function writeBuild(
  root: string,
  dir: string,
  publicPath: string,
  remoteEntry: string,
  groups: Record<string, string[]>,
) {
  const dist = join(root, dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'preload-manifest.json'), JSON.stringify({ groups }));
  writeFileSync(
    join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData: { publicPath, remoteEntry: { name: remoteEntry, path: '' } }, shared: [] }),
  );
}

/** The shell's and mfe-public's builds under a new temporary directory; `remove` deletes it. */
export function writeWebBuild(prefix: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  writeBuild(root, 'shell', '/', '', {
    index: ['static/js/index.aaaaaaaaaa.js'],
    bootstrap: ['static/css/async/bootstrap.bbbbbbbbbb.css', 'static/js/async/bootstrap.cccccccccc.js'],
  });
  writeBuild(root, 'mfe-public', '/remotes/public/', 'static/js/mfe_public.dddddddddd.js', {
    __federation_expose_routes: [
      'static/css/async/no.eeeeeeeeee.css',
      'static/js/async/__federation_expose_routes.ffffffffff.js',
    ],
    'home-page': ['static/js/async/b7.1111111111.js', 'static/js/async/home-page.2222222222.js'],
    'property-page': ['static/js/async/b7.1111111111.js', 'static/js/async/property-page.3333333333.js'],
  });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Naija Homes</title><script defer src="/static/js/index.aaaaaaaaaa.js"></script></head><body><div id="root"></div></body></html>',
  );
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const repoRoot = resolve(import.meta.dir, '..', '..', '..');

/** Builds the shell's and mfe-public's first-paint bundles into a web root, as `npm run build` ships them. */
export async function withFirstPaintBundles(root: string): Promise<void> {
  await buildFirstPaintBundle(join(repoRoot, 'shell'), join(root, 'shell', 'dist'));
  await buildFirstPaintBundle(join(repoRoot, 'mfe-public'), join(root, 'mfe-public', 'dist'));
}
