// Builds one remote as an immutable release (docs/operations.md, "Releasing a remote"; ADR 030):
//   bun scripts/release.ts mfe-agent [--version 1.4.0] [--origin https://agent.naijahomes.ng]
// into <releases>/<remote dir>/<version>/, served at /remotes/<name>/<version>/ (or from --origin, the remote's own
// host, under the same path). The version is the remote's package.json version unless given; a version already
// released is refused, never overwritten: a tab running it must keep finding its files. Nothing is live until
// `npm run deploy`. The folder in use by `npm start` (<remote>/dist) is not touched.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isReleaseVersion, releaseFolder, remoteNamed } from '../api/src/web/releases';
import { remotes } from '../federation.shared';
import { buildFirstPaintBundle } from './first-paint-bundle';
import { precompressDir } from './precompress';

const root = resolve(import.meta.dir, '..');

export function releasesDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_DIR ? resolve(env.INIT_CWD ?? process.cwd(), env.RELEASES_DIR) : join(root, 'releases');
}

/** The value after `--name` on a command line. */
export function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const name = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const remote = name ? remoteNamed(name) : null;
  if (!remote)
    fail(
      `Usage: release <remote> [--version X.Y.Z] [--origin https://host]; remotes: ${Object.values(remotes)
        .map((r) => r.dir)
        .join(', ')}`,
    );
  const { dir, path } = remotes[remote];
  const packageVersion = (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { version: string })
    .version;
  const version = option(args, 'version') ?? packageVersion;
  if (!isReleaseVersion(version)) fail(`"${version}" is not a release version (1.4.0, 1.4.0-rc.1).`);
  const origin = option(args, 'origin')?.replace(/\/+$/, '');
  if (origin !== undefined && !/^https?:\/\/[^/]+$/i.test(origin))
    fail(`--origin must be like https://agent.naijahomes.ng`);
  const releasesDir = releasesDirFromEnv();
  const target = releaseFolder(releasesDir, remote, version);
  if (existsSync(target))
    fail(`${dir} ${version} is already released (${target}): releases are never rebuilt; raise the version.`);
  mkdirSync(join(releasesDir, dir), { recursive: true });
  const building = join(releasesDir, dir, `.building-${version}-${process.pid}`);
  const started = performance.now();
  const result = Bun.spawnSync([join(root, 'node_modules/.bin/rsbuild'), 'build'], {
    cwd: join(root, dir),
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ASSET_PREFIX: `${origin ?? ''}${path}${version}/`,
      REMOTE_DIST_DIR: building,
    },
  });
  if (result.exitCode !== 0) {
    rmSync(building, { recursive: true, force: true });
    console.error(`release ${dir} ${version}: build FAILED\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  precompressDir(building);
  try {
    await buildFirstPaintBundle(join(root, dir), building);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    console.error(`release ${dir} ${version}: ${(error as Error).message}`);
    process.exit(1);
  }
  writeFileSync(
    join(building, 'release.json'),
    `${JSON.stringify({ remote, version, origin: origin ?? null, commit: gitCommit(), builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  // One rename: a reader sees no release or a whole one. Two releases of one version at once: the second is refused.
  try {
    renameSync(building, target);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (existsSync(target)) fail(`${dir} ${version} was released meanwhile (${target}); it is kept as it is.`);
    throw error;
  }
  console.log(`released ${dir} ${version} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${target}`);
  console.log(`make it live with: npm run deploy -- ${dir} ${version}`);
}
