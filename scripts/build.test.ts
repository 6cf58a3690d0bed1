// One build command per front end makes the deployable release whatever the environment (issue 33): a remote built
// under NODE_ENV=development once loaded its code from localhost:3003, and `npm run build -w` skipped compression.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remotes } from '../federation.shared';
import { defineRemoteConfig } from '../remote.rsbuild';
import { webApps } from './apps';
import { selectedApps } from './build';

const root = join(import.meta.dir, '..');

/** What a remote's config says for a command, as rsbuild asks for it. */
function configFor(command: 'build' | 'dev') {
  const config = defineRemoteConfig('mfe_agent', { './routes': './src/routes.tsx' })({ command });
  return { assetPrefix: config.output?.assetPrefix };
}

describe('a remote’s build', () => {
  test('`rsbuild build` serves the remote from its path, even with NODE_ENV=development', () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      expect(configFor('build').assetPrefix).toBe(remotes.mfe_agent.path);
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  test('`rsbuild dev` serves it from its own port', () => {
    expect(configFor('dev').assetPrefix).toBe(`http://localhost:${remotes.mfe_agent.devPort}/`);
  });

  test('each front end’s `npm run build -w <app>` is the full build of that app alone', () => {
    for (const app of webApps) {
      const manifest = JSON.parse(readFileSync(join(root, app.dir, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      expect(manifest.scripts.build).toBe(`bun ../scripts/build.ts --force ${app.dir}`);
    }
  });
});

describe('which apps a build command builds', () => {
  test('the named ones, or every one', () => {
    expect(selectedApps(['--force', 'mfe-agent']).map((app) => app.dir)).toEqual(['mfe-agent']);
    expect(selectedApps(['mfe-chat', 'shell']).map((app) => app.dir)).toEqual(['shell', 'mfe-chat']);
    expect(selectedApps(['--force'])).toEqual(webApps);
  });

  test('an unknown name is an error that lists the real ones', () => {
    expect(() => selectedApps(['mfe-agnet'])).toThrow(/No front end named mfe-agnet: one of shell, mfe-public/);
  });
});
