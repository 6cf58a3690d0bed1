// Builds each front end whose sources changed since its last build (or every one with --force), or only the ones
// named (`bun scripts/build.ts mfe-agent`; each workspace's `npm run build -w <app>` is that, forced): always the
// deployable release — production mode, precompressed copies, the build stamp — whatever the environment says.
// `npm start` calls this so a fresh clone needs nothing but `npm install && npm start`.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { webApps } from './apps';
import { buildFirstPaintBundle } from './first-paint-bundle';
import { precompressDir } from './precompress';

const root = resolve(import.meta.dir, '..');
// Sources that every app compiles in, besides its own folder.
const sharedInputs = [
  'ui-kit',
  'contracts/src',
  'client/src',
  'federation.shared.ts',
  'remote.rsbuild.ts',
  'preload-manifest.rsbuild.ts',
  // A build made before its first-paint bundle existed is rebuilt, or the server would paint nothing first.
  'scripts/first-paint-bundle.ts',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The apps a command line asks for: the named ones (an unknown name is an error), or all. */
export function selectedApps(args: string[]): typeof webApps {
  const named = args.filter((arg) => !arg.startsWith('--'));
  if (!named.length) return webApps;
  const unknown = named.filter((name) => !webApps.some((app) => app.dir === name));
  if (unknown.length) {
    throw new Error(`No front end named ${unknown.join(', ')}: one of ${webApps.map((app) => app.dir).join(', ')}`);
  }
  return webApps.filter((app) => named.includes(app.dir));
}

if (import.meta.main) await build(process.argv.slice(2));

async function build(args: string[]) {
  let apps: typeof webApps;
  try {
    apps = selectedApps(args);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const sharedMtime = Math.max(...sharedInputs.map((input) => newestMtime(join(root, input))));
  let failures = 0;
  for (const app of apps) {
    const dir = join(root, app.dir);
    const stamp = join(dir, 'dist', '.build-stamp');
    const sourceMtime = Math.max(sharedMtime, newestMtime(dir));
    if (!args.includes('--force') && existsSync(stamp) && statSync(stamp).mtimeMs >= sourceMtime) {
      console.log(`build ${app.dir}: up to date`);
      continue;
    }
    const started = performance.now();
    const result = Bun.spawnSync([join(root, 'node_modules/.bin/rsbuild'), 'build'], {
      cwd: dir,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.exitCode !== 0) {
      failures++;
      console.error(`build ${app.dir}: FAILED\n${result.stdout.toString()}\n${result.stderr.toString()}`);
      continue;
    }
    const compressed = precompressDir(join(dir, 'dist'));
    try {
      // After precompressing: the bundle is read by the server from disk, never sent.
      await buildFirstPaintBundle(dir, join(dir, 'dist'));
    } catch (error) {
      failures++;
      console.error(`build ${app.dir}: FAILED\n${(error as Error).message}`);
      continue;
    }
    writeFileSync(stamp, new Date().toISOString());
    const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
    console.log(
      `build ${app.dir}: done in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(${compressed.files} assets, ${kb(compressed.bytes)} → ${kb(compressed.brotli)} with brotli)`,
    );
  }
  if (failures > 0) process.exit(1);
}
