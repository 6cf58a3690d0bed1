// `npm run dev`: the API with --watch and every front end's dev server with hot reload.
// Remote URLs in /config.json point at the remote dev servers, so the shell on :3000 loads live remotes.
import { resolve } from 'node:path';
import { apiDevPort, remotes, shellDevPort } from '../federation.shared';
import { webApps } from './apps';

const root = resolve(import.meta.dir, '..');
const bun = process.execPath;
const remoteUrlEnv = Object.fromEntries(
  Object.entries(remotes).map(([name, remote]) => [
    `${name.replace('mfe_', 'MFE_').toUpperCase()}_URL`,
    `http://localhost:${remote.devPort}/mf-manifest.json`,
  ]),
);

const children = [
  // People open the shell's dev server, which proxies /api: links in mail and the map style's URLs point there.
  spawn('api', [bun, '--watch', 'api/src/main.ts'], root, {
    PORT: String(apiDevPort),
    BASE_URL: process.env.BASE_URL ?? `http://localhost:${shellDevPort}`,
    ...remoteUrlEnv,
  }),
  ...webApps.map((app) =>
    spawn(app.dir, [resolve(root, 'node_modules/.bin/rsbuild'), 'dev'], resolve(root, app.dir), {}),
  ),
];

function spawn(label: string, command: string[], cwd: string, env: Record<string, string>) {
  const child = Bun.spawn(command, { cwd, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' });
  for (const stream of [child.stdout, child.stderr]) void prefixLines(label, stream);
  return child;
}

async function prefixLines(label: string, stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) console.log(`[${label.padEnd(10)}] ${line}`);
  }
}

console.log(`Shell: http://localhost:3000  API: http://localhost:${apiDevPort}/api/v1/health`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
await Promise.all(children.map((child) => child.exited));
