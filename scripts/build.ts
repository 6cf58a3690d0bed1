// Builds each front end whose sources changed since its last build (or every one with --force).
// `npm start` calls this so a fresh clone needs nothing but `npm install && npm start`.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { webApps } from './apps';
import { precompressDir } from './precompress';

const root = resolve(import.meta.dir, '..');
const force = process.argv.includes('--force');
// Sources that every app compiles in, besides its own folder.
const sharedInputs = [
  'ui-kit',
  'contracts/src',
  'client/src',
  'federation.shared.ts',
  'remote.rsbuild.ts',
  'preload-manifest.rsbuild.ts',
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

const sharedMtime = Math.max(...sharedInputs.map((input) => newestMtime(join(root, input))));
let failures = 0;
for (const app of webApps) {
  const dir = join(root, app.dir);
  const stamp = join(dir, 'dist', '.build-stamp');
  const sourceMtime = Math.max(sharedMtime, newestMtime(dir));
  if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= sourceMtime) {
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
  writeFileSync(stamp, new Date().toISOString());
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
  console.log(
    `build ${app.dir}: done in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${compressed.files} assets, ${kb(compressed.bytes)} → ${kb(compressed.brotli)} with brotli)`,
  );
}
if (failures > 0) process.exit(1);
