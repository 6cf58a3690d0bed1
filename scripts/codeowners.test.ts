// .github/CODEOWNERS names the team that reviews each folder (issue 33). A new workspace or top-level folder that
// nobody owns would fall to the catch-all silently; a remote owned by the platform team would mean its team cannot
// approve its own change. These tests read the file the way GitHub does: the last matching line wins.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteDirs } from './affected';

const root = join(import.meta.dir, '..');

interface Rule {
  pattern: string;
  owners: string[];
}

const rules: Rule[] = readFileSync(join(root, '.github', 'CODEOWNERS'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => {
    const [pattern = '', ...owners] = line.split(/\s+/);
    return { pattern, owners };
  });

/** Whether a CODEOWNERS pattern matches a path; only the forms this file uses (`*`, `/folder/`, `/file`). */
function matches(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  if (!pattern.startsWith('/')) throw new Error(`CODEOWNERS: anchor ${pattern} at the root (/${pattern})`);
  const anchored = pattern.slice(1);
  return anchored.endsWith('/') ? path.startsWith(anchored) : path === anchored;
}

/** The rule GitHub applies to a path: the last one that matches. */
function ruleFor(path: string): Rule | undefined {
  return rules.findLast((rule) => matches(rule.pattern, path));
}

const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;

const topLevelFolders = [
  ...new Set(
    Bun.spawnSync(['git', 'ls-files'], { cwd: root, stdout: 'pipe' })
      .stdout.toString()
      .split('\n')
      .filter((path) => path.includes('/'))
      .map((path) => path.split('/')[0] as string),
  ),
];

const teamOf = (remote: string) => `@naija-homes/${remote.replace(/^mfe-/, '')}-team`;

describe('CODEOWNERS', () => {
  test('every owner is one of the organisation’s teams', () => {
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.owners.length, rule.pattern).toBeGreaterThan(0);
      for (const owner of rule.owners) expect(owner).toMatch(/^@naija-homes\/[a-z]+-team$/);
    }
  });

  test.each(workspaces)('workspace %s has an owner of its own, not only the catch-all', (workspace) => {
    const rule = ruleFor(`${workspace}/package.json`);
    expect(rule?.pattern).toBe(`/${workspace}/`);
  });

  test('every top-level folder in the repository has a line of its own', () => {
    expect(topLevelFolders).toContain('api');
    for (const folder of topLevelFolders) expect(ruleFor(`${folder}/x`)?.pattern, folder).not.toBe('*');
  });

  test.each(remoteDirs)('%s and its smoke spec belong to its team', (remote) => {
    expect(ruleFor(`${remote}/src/index.ts`)?.owners).toEqual([teamOf(remote)]);
    expect(ruleFor(`e2e/specs/smoke/${remote}.spec.ts`)?.owners).toEqual([teamOf(remote)]);
  });

  test.each(['contracts', 'ui-kit', 'client', 'shell', 'api', 'scripts'])('%s is the platform team’s', (folder) => {
    expect(ruleFor(`${folder}/x.ts`)?.owners).toEqual(['@naija-homes/platform-team']);
  });

  test('root files fall to the platform team', () => {
    expect(ruleFor('package.json')?.owners).toEqual(['@naija-homes/platform-team']);
    expect(ruleFor('federation.shared.ts')?.owners).toEqual(['@naija-homes/platform-team']);
  });
});
