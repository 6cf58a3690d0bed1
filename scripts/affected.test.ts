// scripts/affected.ts decides which gates a pull request runs: only the changed remotes' when nothing shared moved,
// everything otherwise. A wrong answer either lets a break through or costs a team twenty minutes.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { affectedGates, changedPaths, remoteDirs } from './affected';

const everything = { full: true, remotes: remoteDirs };

describe('affectedGates', () => {
  test('a change inside one remote runs that remote’s gate alone', () => {
    expect(affectedGates(['mfe-agent/src/features/leads/leads-page.tsx'])).toEqual({
      full: false,
      remotes: ['mfe-agent'],
    });
  });

  test('changes in two remotes run both, in the remotes’ order, once each', () => {
    expect(
      affectedGates(['mfe-chat/src/a.ts', 'mfe-public/src/b.tsx', 'mfe-chat/package.json', 'mfe-public/c.md']),
    ).toEqual({ full: false, remotes: ['mfe-public', 'mfe-chat'] });
  });

  test('a team’s own smoke spec counts as its remote', () => {
    expect(affectedGates(['e2e/specs/smoke/mfe-buyer.spec.ts'])).toEqual({ full: false, remotes: ['mfe-buyer'] });
  });

  test.each([
    'contracts/src/property.ts',
    'ui-kit/components/button.tsx',
    'client/src/index.ts',
    'shell/src/app/router.tsx',
    'api/src/main.ts',
    'scripts/build.ts',
    'e2e/support.ts',
    'e2e/specs/areas.spec.ts',
    'e2e/playwright.config.ts',
    'package.json',
    'package-lock.json',
    'tsconfig.base.json',
    'biome.json',
    'federation.shared.ts',
    'remote.rsbuild.ts',
    '.github/workflows/pr-gates.yml',
    '.github/CODEOWNERS',
    '.ci/run',
    'Containerfile',
    'bench/search/run.ts',
    // Not a remote's folder, only a name like one.
    'mfe-agent.config.ts',
    // A folder this script has never heard of: run everything rather than guess.
    'tools/new-thing.ts',
  ])('%s runs everything', (path) => {
    expect(affectedGates(['mfe-agent/src/x.ts', path])).toEqual(everything);
  });

  test('documentation alone runs nothing', () => {
    expect(affectedGates(['docs/operations.md', 'README.md'])).toEqual({ full: false, remotes: [] });
    expect(affectedGates([])).toEqual({ full: false, remotes: [] });
  });

  test('documentation beside a remote’s change still runs that remote', () => {
    expect(affectedGates(['docs/operations.md', 'mfe-admin/src/a.tsx'])).toEqual({
      full: false,
      remotes: ['mfe-admin'],
    });
  });
});

describe('changedPaths, in a real repository', () => {
  const repo = mkdtempSync(join(tmpdir(), 'naija-affected-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) => {
    const result = Bun.spawnSync(['git', ...args], { cwd: repo, stdout: 'pipe', stderr: 'pipe' });
    if (result.exitCode !== 0) throw new Error(result.stderr.toString());
    return result.stdout.toString().trim();
  };
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  const commit = (message: string) => {
    git('add', '-A');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.ng', 'commit', '-q', '-m', message);
  };

  test('sees what the branch changed since it forked, what is uncommitted and what is new, not what main did', () => {
    git('init', '-q', '-b', 'main');
    write('contracts/src/a.ts', 'export const a = 1;\n');
    write('mfe-agent/src/b.ts', 'export const b = 1;\n');
    write('mfe-buyer/src/c.ts', 'export const c = 1;\n');
    commit('start');
    git('checkout', '-q', '-b', 'team');
    write('mfe-agent/src/b.ts', 'export const b = 2;\n');
    commit('agent change');
    // Main moves on under the branch: contracts changed there, not on the branch.
    git('checkout', '-q', 'main');
    write('contracts/src/a.ts', 'export const a = 2;\n');
    commit('main change');
    git('checkout', '-q', 'team');
    expect(changedPaths('main', repo)).toEqual(['mfe-agent/src/b.ts']);
    expect(affectedGates(changedPaths('main', repo))).toEqual({ full: false, remotes: ['mfe-agent'] });

    write('mfe-buyer/src/c.ts', 'export const c = 2;\n');
    write('mfe-chat/src/new.ts', 'export const d = 1;\n');
    expect(changedPaths('main', repo).sort()).toEqual([
      'mfe-agent/src/b.ts',
      'mfe-buyer/src/c.ts',
      'mfe-chat/src/new.ts',
    ]);
    expect(affectedGates(changedPaths('main', repo)).remotes).toEqual(['mfe-buyer', 'mfe-agent', 'mfe-chat']);
  });

  test('a base that does not exist is an error, not an empty list', () => {
    expect(() => changedPaths('no-such-ref', repo)).toThrow(/no-such-ref/);
  });
});
