// `npm run build:sdk`: the SDK package a third party installs (issue 35), built from the typed client the web app
// uses (client/src/sdk.ts): client/dist/sdk/ holds its package.json, README (client/SDK.md), the ES module, a
// self-contained browser module, and the declarations; `npm pack` makes client/dist/naija-homes-sdk-<version>.tgz.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { $ } from 'bun';

export const SDK_VERSION = '1.0.0';
const root = resolve(import.meta.dir, '..');
const client = join(root, 'client');
const out = join(client, 'dist/sdk');

if (import.meta.main) await buildSdk();

export async function buildSdk(): Promise<string> {
  rmSync(join(client, 'dist'), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const entry = join(client, 'src/sdk.ts');
  const builds = [
    // For bundlers and Node: openapi-fetch stays a dependency.
    { naming: 'sdk.js', external: ['openapi-fetch'], minify: false },
    // For a page that imports one file (`<script type="module">`): everything inlined.
    { naming: 'sdk.browser.js', external: [], minify: true },
  ];
  for (const { naming, external, minify } of builds) {
    const result = await Bun.build({
      entrypoints: [entry],
      outdir: out,
      naming,
      format: 'esm',
      target: 'browser',
      external,
      minify,
    });
    if (!result.success) throw new AggregateError(result.logs, `SDK build failed (${naming})`);
  }
  await $`${join(root, 'node_modules/.bin/tsc')} -p ${join(client, 'tsconfig.sdk.json')}`;

  const clientPackage = JSON.parse(readFileSync(join(client, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const manifest = {
    name: '@naija-homes/sdk',
    version: SDK_VERSION,
    description:
      'Typed client of the Naija Homes property marketplace API: API keys, retries on 429 and 503, named types',
    type: 'module',
    exports: {
      '.': { types: './sdk.d.ts', default: './sdk.js' },
      './browser': { types: './sdk.d.ts', default: './sdk.browser.js' },
    },
    types: './sdk.d.ts',
    files: ['*.js', '*.d.ts', 'README.md'],
    sideEffects: false,
    dependencies: {
      'openapi-fetch': clientPackage.dependencies['openapi-fetch'],
      'openapi-typescript-helpers': clientPackage.dependencies['openapi-typescript-helpers'],
    },
  };
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(client, 'SDK.md'), join(out, 'README.md'));
  const packed = (await $`npm pack --silent --pack-destination ${join(client, 'dist')}`.cwd(out).text()).trim();
  const tarball = join(client, 'dist', packed);
  console.log(`build sdk: ${tarball}`);
  return tarball;
}
