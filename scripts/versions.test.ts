// Each shared package and front end has a real version with a changelog entry for it, and the workspaces that use
// a shared package ask for a range its version satisfies (issue 33). Bumping a version without saying what changed,
// or leaving a user on a range the new version breaks, fails here.
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sharedDependencies } from '../federation.shared';

const root = resolve(import.meta.dir, '..');
const versioned = [
  'contracts',
  'ui-kit',
  'client',
  'shell',
  'mfe-public',
  'mfe-buyer',
  'mfe-agent',
  'mfe-admin',
  'mfe-chat',
];
const shared = ['contracts', 'ui-kit', 'client'];

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}
const packageOf = (dir: string) => JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as PackageJson;
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;

/** Whether `version` satisfies a caret range (the only kind used between our packages). */
function caretSatisfies(range: string, version: string): boolean {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  const have = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!wanted || !have) return false;
  const [w, h] = [wanted.slice(1).map(Number), have.slice(1).map(Number)];
  return h[0] === w[0] && (h[1]! > w[1]! || (h[1] === w[1] && h[2]! >= w[2]!));
}

describe('versions', () => {
  for (const dir of versioned) {
    test(`${dir}: a release version, and its changelog's newest entry is that version`, () => {
      const { version } = packageOf(dir);
      expect(version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
      const changelog = join(root, dir, 'CHANGELOG.md');
      expect(existsSync(changelog)).toBe(true);
      const newest = readFileSync(changelog, 'utf8').match(/^## (\S+)/m)?.[1];
      expect(newest).toBe(version);
    });
  }

  test('every workspace asks for our shared packages by a caret range their version satisfies', () => {
    const versions = Object.fromEntries(shared.map((dir) => [packageOf(dir).name, packageOf(dir).version]));
    for (const dir of workspaces) {
      for (const [name, range] of Object.entries(packageOf(dir).dependencies ?? {})) {
        const version = versions[name];
        if (!version) continue;
        expect(caretSatisfies(range, version), `${dir} wants ${name}@${range}; it is ${version}`).toBe(true);
      }
    }
  });

  // The federation's shared singletons say which versions their users need (federation.shared.ts). The version
  // installed now is what today's builds provide to older ones and take from them, so it must stand inside.
  const packageNameOf = (shared: string) => {
    const parts = shared.replace(/\/$/, '').split('/');
    return (shared.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
  };
  for (const [shared, options] of Object.entries(sharedDependencies)) {
    test(`the shared singleton ${shared} declares a range the installed version satisfies`, () => {
      const name = packageNameOf(shared);
      const installed = (
        JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as PackageJson
      ).version;
      expect(options.singleton).toBe(true);
      expect(typeof options.requiredVersion).toBe('string');
      expect(Bun.semver.satisfies(installed, options.requiredVersion), `${name} ${installed}`).toBe(true);
    });
  }

  test('a range check refuses what it should (the check above can fail)', () => {
    expect(Bun.semver.satisfies('18.3.1', sharedDependencies.react.requiredVersion)).toBe(false);
    expect(Bun.semver.satisfies('3.0.0', sharedDependencies['@naija-homes/ui-kit/lib/router'].requiredVersion)).toBe(
      false,
    );
    expect(Bun.semver.satisfies('1.0.0', sharedDependencies['@naija-homes/ui-kit/lib/router'].requiredVersion)).toBe(
      true,
    );
  });
});
