// `npm start`: build what is not built, then run the API, which also serves the shell and every remote.
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dir, '..');
const bun = process.execPath;

const build = Bun.spawnSync([bun, join(root, 'scripts', 'build.ts')], {
  cwd: root,
  stdout: 'inherit',
  stderr: 'inherit',
});
if (build.exitCode !== 0) {
  console.error('The front ends failed to build; see above.');
  process.exit(build.exitCode ?? 1);
}

const api = Bun.spawn([bun, join(root, 'api', 'src', 'main.ts')], {
  cwd: root,
  stdout: 'inherit',
  stderr: 'inherit',
  stdin: 'inherit',
  env: { ...process.env, WEB_DIST_ROOT: process.env.WEB_DIST_ROOT ?? root },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => api.kill(signal));
}
process.exit(await api.exited);
