// Each remote's own gate (scripts/gate.ts, `npm test -w <remote>`): wired in its package.json, with a smoke spec
// tagged for it, building only what its smoke needs.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteDirs } from './affected';
import { appsForSmoke, gateSteps } from './gate';

const root = join(import.meta.dir, '..');

describe.each(remoteDirs)('%s’s gate', (remote) => {
  test('is its `npm test`', () => {
    const manifest = JSON.parse(readFileSync(join(root, remote, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.test).toBe(`bun ../scripts/gate.ts ${remote}`);
  });

  test('has a smoke spec tagged with its name', () => {
    const spec = readFileSync(join(root, 'e2e', 'specs', 'smoke', `${remote}.spec.ts`), 'utf8');
    expect(spec).toContain(`{ tag: '@${remote}' }`);
  });

  test('typechecks its own project, tests its folder and smokes only its tag', () => {
    const steps = gateSteps(remote, ['--project', 'desktop'], { smoke: true });
    expect(steps.map((step) => step.name)).toEqual(['typecheck', 'lint', 'imports', 'unit', 'build', 'smoke']);
    const byName = Object.fromEntries(steps.map((step) => [step.name, step]));
    expect(byName.typecheck?.command.slice(1)).toEqual(['scripts/typecheck.ts', remote]);
    expect(byName.smoke?.command.slice(1)).toEqual([
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--grep',
      `@${remote}`,
      '--project',
      'desktop',
    ]);
    // The server the smoke starts builds no more than the gate's build step did.
    expect(byName.smoke?.env).toEqual({ BUILD_APPS: appsForSmoke(remote).join(',') });
    expect(byName.build?.command.slice(2)).toEqual(appsForSmoke(remote));
  });
});

test('a smoke builds the shell and its remote; the chat remote also the buyer area it renders in', () => {
  expect(appsForSmoke('mfe-agent')).toEqual(['shell', 'mfe-agent']);
  expect(appsForSmoke('mfe-chat')).toEqual(['shell', 'mfe-buyer', 'mfe-chat']);
});

test('--skip-smoke leaves the smoke out', () => {
  expect(gateSteps('mfe-agent', [], { smoke: false }).map((step) => step.name)).not.toContain('smoke');
});
