// One team's gate (issue 33): `npm test -w mfe-agent` runs `bun ../scripts/gate.ts mfe-agent`, which checks that
// remote alone, in minutes rather than the whole `npm test`'s twenty:
//   typecheck  its tsconfig project (tsc -b: contracts, client and ui-kit come from their incremental builds)
//   lint       biome over its folder and its smoke spec, and the import boundaries
//   unit       bun test of its folder (skipped when it has no tests)
//   build      the shell and the remote (plus the area hosting it, for mfe-chat), as the release is built
//   smoke      the Playwright tests tagged @<remote> (e2e/specs/smoke/<remote>.spec.ts) against the API serving
//              that build, at both widths; the other remotes are not built (their areas show their fallback)
// Every step runs even after one fails (each is quick, and a team wants every failure at once), except the smoke
// after a failed build. Arguments after the remote go to Playwright (`npm test -w mfe-agent -- --project desktop`);
// `--skip-smoke` stops after the build. Prints each step's time; exits 1 if any failed.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { remoteDirs } from './affected';

const root = resolve(import.meta.dir, '..');
const bun = process.execPath;
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/**
 * Remotes whose smoke needs another area built: the chat remote has no page of its own, it renders inside the
 * buyer, agent and admin areas (shell/src/app/remote-slots.tsx); its smoke uses the buyer's.
 */
export const smokeHosts: Record<string, string[]> = { 'mfe-chat': ['mfe-buyer'] };

/** The front ends a remote's smoke needs built, in build order. */
export function appsForSmoke(remote: string): string[] {
  return ['shell', ...remoteDirs.filter((dir) => dir === remote || smokeHosts[remote]?.includes(dir))];
}

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

/** The gate's steps for a remote, as commands run from the repository root. */
export function gateSteps(remote: string, playwrightArgs: string[], options: { smoke: boolean }): Step[] {
  const smokeSpec = `e2e/specs/smoke/${remote}.spec.ts`;
  const apps = appsForSmoke(remote);
  const hasUnitTests = [...new Bun.Glob('**/*.test.{ts,tsx}').scanSync(join(root, remote))].some(
    (file) => !/(^|\/)(node_modules|dist)\//.test(file),
  );
  const steps: Step[] = [
    { name: 'typecheck', command: [bun, 'scripts/typecheck.ts', remote] },
    {
      name: 'lint',
      command: [bin('biome'), 'check', remote, ...(existsSync(join(root, smokeSpec)) ? [smokeSpec] : [])],
    },
    { name: 'imports', command: [bun, 'scripts/check-imports.ts'] },
  ];
  if (hasUnitTests) steps.push({ name: 'unit', command: [bun, 'test', '--timeout', '20000', remote] });
  steps.push({ name: 'build', command: [bun, 'scripts/build.ts', ...apps] });
  if (options.smoke) {
    steps.push({
      name: 'smoke',
      command: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts', '--grep', `@${remote}`, ...playwrightArgs],
      // The server Playwright starts (scripts/start.ts) builds only these too.
      env: { BUILD_APPS: apps.join(',') },
    });
  }
  return steps;
}

function main(args: string[]) {
  const remote = args[0];
  if (!remote || !remoteDirs.includes(remote)) {
    console.error(`usage: bun scripts/gate.ts <remote> [playwright args]; a remote is one of ${remoteDirs.join(', ')}`);
    process.exit(2);
  }
  const rest = args.slice(1);
  const smoke = !rest.includes('--skip-smoke');
  const steps = gateSteps(
    remote,
    rest.filter((arg) => arg !== '--skip-smoke'),
    { smoke },
  );
  const results: { name: string; status: 'ok' | 'FAILED' | 'skipped'; seconds: number }[] = [];
  const gateStarted = performance.now();
  for (const step of steps) {
    if (step.name === 'smoke' && results.some((result) => result.name === 'build' && result.status === 'FAILED')) {
      results.push({ name: step.name, status: 'skipped', seconds: 0 });
      continue;
    }
    console.log(`\n== ${remote} ${step.name}: ${step.command.map((part) => part.replace(`${root}/`, '')).join(' ')}`);
    const started = performance.now();
    const run = Bun.spawnSync(step.command, {
      cwd: root,
      stdout: 'inherit',
      stderr: 'inherit',
      env: { ...process.env, ...step.env },
    });
    results.push({
      name: step.name,
      status: run.exitCode === 0 ? 'ok' : 'FAILED',
      seconds: (performance.now() - started) / 1000,
    });
  }
  const total = (performance.now() - gateStarted) / 1000;
  console.log(`\n== ${remote} gate`);
  for (const result of results) {
    console.log(`  ${result.name.padEnd(10)} ${result.status.padEnd(8)} ${result.seconds.toFixed(1).padStart(6)} s`);
  }
  const failed = results.filter((result) => result.status === 'FAILED');
  console.log(
    `  ${'total'.padEnd(10)} ${(failed.length ? 'FAILED' : 'ok').padEnd(8)} ${total.toFixed(1).padStart(6)} s`,
  );
  process.exit(failed.length ? 1 : 0);
}

if (import.meta.main) main(process.argv.slice(2));
