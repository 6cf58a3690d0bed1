import { describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FEDERATION_CONTRACT } from '../ui-kit/lib/federation-contract';
import { contractRefusal, declaredContract, readLastRelease } from './compat';

const root = resolve(import.meta.dir, '..');

describe('the cross-version check', () => {
  test('the last release is a commit of this history, built for a contract today’s shell takes', () => {
    const baseline = readLastRelease(readFileSync(join(root, 'compat', 'last-release.json'), 'utf8'));
    const ancestor = spawnSync('git', ['-C', root, 'merge-base', '--is-ancestor', baseline.commit, 'HEAD']);
    expect(ancestor.status).toBe(0);
    const source = spawnSync('git', ['-C', root, 'show', `${baseline.commit}:ui-kit/lib/federation-contract.ts`], {
      encoding: 'utf8',
    });
    const released = declaredContract(source.status === 0 ? source.stdout : null);
    expect(contractRefusal(FEDERATION_CONTRACT, released, 'old remotes')).toBeNull();
    expect(contractRefusal(released, FEDERATION_CONTRACT, 'old shell')).toBeNull();
  });

  test('a commit from before contracts is read as 1.0.0; a declared one as written', () => {
    expect(declaredContract(null)).toBe('1.0.0');
    expect(declaredContract("export const FEDERATION_CONTRACT = '2.3.1';")).toBe('2.3.1');
  });

  test('another major either way, or remotes newer than the shell, is refused with what to do', () => {
    expect(contractRefusal('2.0.0', '1.0.0', 'old remotes')).toContain('built for 1.0.0');
    expect(contractRefusal('2.0.0', '2.1.0', 'new remotes')).toContain('compat/last-release.json');
    expect(contractRefusal('2.1.0', '2.0.0', 'old remotes')).toBeNull();
  });

  test('the baseline file must name a commit', () => {
    expect(() => readLastRelease('{"versions":{}}')).toThrow('"commit"');
    expect(() => readLastRelease('{"commit":"main"}')).toThrow('"commit"');
  });
});
