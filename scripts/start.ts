// `npm start`: build what is not built, then run the API, which also serves the shell and every remote. An API
// that crashes (an uncaught error, the database driver dying mid-outage) is started again with backoff, saying why;
// one that keeps failing as it starts (a wrong setting) is given up after a few tries with its own message above.
import { join, resolve } from 'node:path';
import { supervise } from './supervise';

const root = resolve(import.meta.dir, '..');
const bun = process.execPath;

// BUILD_APPS=shell,mfe-agent builds only those (a team's gate, scripts/gate.ts): the others are served as they were
// last built, and one never built shows its area's fallback, as a remote that fails to load does.
const only = (process.env.BUILD_APPS ?? '').split(',').filter(Boolean);
const build = Bun.spawnSync([bun, join(root, 'scripts', 'build.ts'), ...only], {
  cwd: root,
  stdout: 'inherit',
  stderr: 'inherit',
});
if (build.exitCode !== 0) {
  console.error('The front ends failed to build; see above.');
  process.exit(build.exitCode ?? 1);
}

const api = supervise({
  command: [bun, join(root, 'api', 'src', 'main.ts')],
  cwd: root,
  env: { ...process.env, WEB_DIST_ROOT: process.env.WEB_DIST_ROOT ?? root },
  say: (line) => console.error(`npm start: ${line}`),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => api.stop(signal));
process.exit(await api.done);
