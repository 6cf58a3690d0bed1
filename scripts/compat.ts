// The cross-version compatibility check (issue 33, ADR 030): what runs in production is a mix of releases — a team
// deploys its remote alone, so the shell and the remotes live side by side at different commits. This builds the
// front ends of the last release (compat/last-release.json: the commit they were released from) and runs every
// team's smoke (e2e/specs/smoke) twice against the API of today:
//   old remotes under today's shell   (today's shell may be deployed while the remotes stay on their release)
//   today's remotes under the old shell (a remote may be deployed before the shell is)
// Before the browsers run, the federation contracts are compared as the shell compares them at load
// (ui-kit/lib/federation-contract.ts): a pair the shell would refuse fails here with the reason, because deploying
// it would put areas on their fallback in production. Release first, then move compat/last-release.json.
//
// `bun scripts/compat.ts [--commit <sha>] [playwright args]`; .ci/run calls it after `npm test` (which built today's
// front ends). Builds of the old commit go to a temporary folder; node_modules is shared by hard links when the
// lockfile is the same (else installed there), never written through.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { contractSatisfied, FEDERATION_CONTRACT, UNDECLARED_CONTRACT } from '../ui-kit/lib/federation-contract';
import { webApps } from './apps';

const root = resolve(import.meta.dir, '..');
const bun = process.execPath;
const baselineFile = join(root, 'compat', 'last-release.json');

export interface LastRelease {
  /** The commit every front end of the last release was built from. */
  commit: string;
  /** What was released from it, for people reading the file (the check rebuilds from the commit). */
  versions: Record<string, string>;
}

export function readLastRelease(text: string): LastRelease {
  const parsed = JSON.parse(text) as Partial<LastRelease>;
  if (typeof parsed.commit !== 'string' || !/^[0-9a-f]{7,40}$/.test(parsed.commit)) {
    throw new Error('compat/last-release.json needs "commit": the hash the last release was built from');
  }
  return { commit: parsed.commit, versions: parsed.versions ?? {} };
}

/** The shell contract a build of this source was made for: the one it declares, or 1.0.0 before contracts existed. */
export function declaredContract(federationContractSource: string | null): string {
  if (!federationContractSource) return UNDECLARED_CONTRACT;
  const match = /export const FEDERATION_CONTRACT = '(\d+\.\d+\.\d+)'/.exec(federationContractSource);
  return match?.[1] ?? UNDECLARED_CONTRACT;
}

/** Why a shell of one contract would refuse remotes of another, or null when it takes them. */
export function contractRefusal(shell: string, remotes: string, pairing: string): string | null {
  if (contractSatisfied(shell, remotes)) return null;
  return (
    `${pairing}: the shell provides federation contract ${shell} and the remotes were built for ${remotes}, so ` +
    'the shell would show every area’s fallback. Deploy in an order that keeps them compatible, release, and ' +
    'move compat/last-release.json to the new release’s commit (docs/operations.md).'
  );
}

function run(command: string[], options: { cwd: string; env?: Record<string, string | undefined> }): number {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, ...options.env })) {
    if (value !== undefined) env[key] = value;
  }
  const result = spawnSync(command[0] as string, command.slice(1), { cwd: options.cwd, env, stdio: 'inherit' });
  return result.status ?? 1;
}

function git(args: string[]): string {
  const result = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The old commit's tree with its own front ends built, in a temporary folder. */
function buildRelease(commit: string): string {
  try {
    git(['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    throw new Error(`The last release's commit ${commit} is not in this clone; fetch the full history.`);
  }
  const dir = mkdtempSync(join(tmpdir(), `naija-compat-${commit.slice(0, 8)}-`));
  console.log(`== compat: the front ends of ${commit.slice(0, 12)} into ${dir}`);
  const archive = spawnSync('sh', ['-c', `git -C '${root}' archive '${commit}' | tar -x -C '${dir}'`], {
    stdio: 'inherit',
  });
  if (archive.status !== 0) throw new Error(`could not unpack ${commit}`);

  const sameLockfile =
    spawnSync('git', ['-C', root, 'diff', '--quiet', commit, '--', 'package-lock.json']).status === 0;
  if (sameLockfile && existsSync(join(root, 'node_modules'))) {
    // Hard links: no copy of a gigabyte. The workspace links in node_modules are relative, so in the copy they name
    // the old commit's ui-kit, contracts and client, as a build of that release did. Tools replace files rather
    // than write into them; their cache folder is left out all the same.
    if (run(['cp', '-al', join(root, 'node_modules'), join(dir, 'node_modules')], { cwd: dir }) !== 0) {
      throw new Error('could not link node_modules');
    }
    rmSync(join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
  } else if (run(['npm', 'ci', '--no-audit', '--no-fund'], { cwd: dir }) !== 0) {
    throw new Error(`npm ci failed for ${commit}`);
  }
  if (run([bun, join(dir, 'scripts', 'build.ts'), '--force'], { cwd: dir, env: { NODE_ENV: 'production' } }) !== 0) {
    throw new Error(`the front ends of ${commit} failed to build`);
  }
  return dir;
}

/** A folder laid out as the API serves it (WEB_DIST_ROOT): each app's dist taken from the tree chosen for it. */
function mixedRoot(treeOf: (app: string) => string, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `naija-compat-${label}-`));
  for (const app of webApps) {
    mkdirSync(join(dir, app.dir));
    symlinkSync(join(treeOf(app.dir), app.dir, 'dist'), join(dir, app.dir, 'dist'));
  }
  return dir;
}

function main(args: string[]): number {
  const commitFlag = args.indexOf('--commit');
  const playwrightArgs = args.filter((_, index) => index !== commitFlag && index !== commitFlag + 1);
  const baseline = readLastRelease(readFileSync(baselineFile, 'utf8'));
  const commit = commitFlag >= 0 ? (args[commitFlag + 1] ?? '') : baseline.commit;
  if (!existsSync(join(root, 'shell', 'dist', 'index.html'))) {
    console.error('Build today’s front ends first (npm run build).');
    return 2;
  }

  const oldSource = (() => {
    try {
      return git(['show', `${commit}:ui-kit/lib/federation-contract.ts`]);
    } catch {
      return null;
    }
  })();
  const oldContract = declaredContract(oldSource);
  const refusals = [
    contractRefusal(FEDERATION_CONTRACT, oldContract, 'Released remotes under today’s shell'),
    contractRefusal(oldContract, FEDERATION_CONTRACT, 'Today’s remotes under the released shell'),
  ].filter((refusal): refusal is string => refusal !== null);
  if (refusals.length) {
    for (const refusal of refusals) console.error(refusal);
    return 1;
  }

  const old = buildRelease(commit);
  const pairings = [
    {
      label: 'old-remotes',
      title: 'released remotes under today’s shell',
      treeOf: (app: string) => (app === 'shell' ? root : old),
    },
    {
      label: 'old-shell',
      title: 'today’s remotes under the released shell',
      treeOf: (app: string) => (app === 'shell' ? old : root),
    },
  ];
  let failed = 0;
  for (const [index, pairing] of pairings.entries()) {
    const webRoot = mixedRoot(pairing.treeOf, pairing.label);
    console.log(`== compat: ${pairing.title} (contract ${oldContract} and ${FEDERATION_CONTRACT})`);
    const status = run(
      [
        join(root, 'node_modules', '.bin', 'playwright'),
        'test',
        '-c',
        'e2e/playwright.config.ts',
        'e2e/specs/smoke',
        ...(playwrightArgs.length ? playwrightArgs : ['--project', 'desktop']),
      ],
      {
        cwd: root,
        env: {
          E2E_WEB_DIST_ROOT: webRoot,
          E2E_PORT: String(Number(process.env.E2E_PORT ?? 3180) + index),
          E2E_RELEASES_DIR: undefined,
          E2E_DATA_DIR: undefined,
        },
      },
    );
    if (status !== 0) {
      console.error(`compat: ${pairing.title} FAILED`);
      failed++;
    }
    rmSync(webRoot, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
  return failed ? 1 : 0;
}

if (import.meta.main) process.exit(main(process.argv.slice(2)));
