// Which gates a change must pass (issue 33): a pull request that touches only mfe-agent runs mfe-agent's gate
// (`npm test -w mfe-agent`: its unit tests, typecheck, lint and Playwright smoke, minutes) instead of the whole
// `npm test` (20 minutes). Anything every front end or the API builds on — contracts, ui-kit, client, the shell, the
// API, scripts, e2e's shared support, root configuration, CI itself — or anything this script does not know, runs
// everything: a wrong "skip" lets a break through, a wrong "run all" only costs time.
//
//   bun scripts/affected.ts [base-ref]          one gate per line: `full`, or remote folders (none: nothing to run)
//   bun scripts/affected.ts [base-ref] --json   {"full":bool,"remotes":[...]} for CI (.github/workflows/pr-gates.yml)
//
// The base defaults to origin/main; the change is `git diff base...HEAD` (what the branch added since it forked)
// plus what is uncommitted, so a team can ask before pushing.
import { resolve } from 'node:path';
import { remotes } from '../federation.shared';

/** Each remote's folder, in the order the gates run. */
export const remoteDirs: string[] = Object.values(remotes).map((remote) => remote.dir);

export interface AffectedGates {
  /** The whole `npm test`; when true it covers every remote's gate, so `remotes` lists them all. */
  full: boolean;
  /** The remote folders whose gate must run. */
  remotes: string[];
}

// Paths that no gate checks: prose. A remote's own notes (mfe-agent/README.md) still count as that remote's change
// because they sit in its folder, which is matched first.
const noGate = [/^docs\//, /^[^/]+\.md$/];

// A remote's own smoke spec is that team's file (e2e/specs/smoke/mfe-agent.spec.ts); the rest of e2e/ is shared.
const smokeSpec = /^e2e\/specs\/smoke\/(mfe-[a-z]+)\.spec\.ts$/;

/** What one changed path (relative to the repository root, `/`-separated) asks for. */
function gateOf(path: string): 'full' | 'none' | string {
  const top = path.split('/')[0] ?? '';
  if (path.includes('/') && remoteDirs.includes(top)) return top;
  const smoke = path.match(smokeSpec)?.[1];
  if (smoke && remoteDirs.includes(smoke)) return smoke;
  if (noGate.some((pattern) => pattern.test(path))) return 'none';
  return 'full';
}

/** The gates for a list of changed paths (pure: the tests and the command line both use it). */
export function affectedGates(changedPaths: string[]): AffectedGates {
  const changed = new Set<string>();
  for (const path of changedPaths) {
    const gate = gateOf(path.replace(/\\/g, '/').replace(/^\.\//, ''));
    if (gate === 'full') return { full: true, remotes: [...remoteDirs] };
    if (gate !== 'none') changed.add(gate);
  }
  return { full: false, remotes: remoteDirs.filter((dir) => changed.has(dir)) };
}

/** The paths changed on this branch since it left `base`, plus uncommitted and untracked ones, from `cwd`'s repo. */
export function changedPaths(base: string, cwd: string): string[] {
  const git = (...args: string[]) => {
    const result = Bun.spawnSync(['git', ...args], { cwd, stdout: 'pipe', stderr: 'pipe' });
    if (result.exitCode !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.toString().trim()}`);
    return result.stdout.toString();
  };
  const lines = [
    // Renames count on both sides: a file moved out of a remote changes the remote it left too.
    git('diff', '--name-only', '--no-renames', `${base}...HEAD`),
    git('diff', '--name-only', '--no-renames', 'HEAD'),
    git('ls-files', '--others', '--exclude-standard'),
  ].join('\n');
  return [...new Set(lines.split('\n').filter(Boolean))];
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const base = args.find((arg) => !arg.startsWith('--')) ?? 'origin/main';
  let gates: AffectedGates;
  try {
    gates = affectedGates(changedPaths(base, resolve(import.meta.dir, '..')));
  } catch (error) {
    console.error(`affected: ${(error as Error).message}`);
    process.exit(2);
  }
  if (args.includes('--json')) console.log(JSON.stringify(gates));
  else console.log((gates.full ? ['full'] : gates.remotes).join('\n'));
}
