// Each shared package and front end has a real version with a changelog entry for it, and the workspaces that use
// a shared package ask for a range its version satisfies (issue 33). Bumping a version without saying what changed,
// or leaving a user on a range the new version breaks, fails here.
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
});
