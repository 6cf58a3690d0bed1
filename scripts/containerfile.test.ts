// The API's container image (Containerfile) is checked here, since CI cannot pull base images: every workspace's
// package.json is in place before `npm ci`, the image runs as a non-root user, its health check and command point at
// what exists, and the settings production needs are set.
import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dir, '..');
const lines = readFileSync(join(root, 'Containerfile'), 'utf8')
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const instructions = lines.map((line) => ({ op: line.split(/\s+/)[0]?.toUpperCase() ?? '', args: line }));
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
  .workspaces;

test('every workspace package.json is copied before npm ci (or the install fails in the image)', () => {
  const install = instructions.findIndex((i) => i.op === 'RUN' && i.args.includes('npm ci'));
  expect(install).toBeGreaterThan(0);
  const copied = instructions
    .slice(0, install)
    .filter((i) => i.op === 'COPY')
    .map((i) => i.args);
  for (const workspace of workspaces) {
    expect(copied.some((args) => args.includes(`${workspace}/package.json`))).toBe(true);
  }
  expect(copied.some((args) => args.includes('package-lock.json'))).toBe(true);
});

test('the final stage runs as a non-root user, in production mode, with health and readiness', () => {
  const lastFrom = instructions.map((i) => i.op).lastIndexOf('FROM');
  const final = instructions.slice(lastFrom);
  expect(final.find((i) => i.op === 'USER')?.args).not.toMatch(/root/);
  const env = final
    .filter((i) => i.op === 'ENV')
    .map((i) => i.args)
    .join(' ');
  expect(env).toContain('NODE_ENV=production');
  expect(env).toContain('DEMO_SEED=false');
  expect(final.find((i) => i.op === 'HEALTHCHECK')?.args).toContain('/api/v1/health');
  const command = final.find((i) => i.op === 'CMD')?.args ?? '';
  const entry = command.match(/"(api\/src\/[^"]+)"/)?.[1];
  expect(entry && existsSync(join(root, entry))).toBe(true);
  expect(final.find((i) => i.op === 'EXPOSE')?.args).toContain('3000');
});

test('what the image must not carry is ignored', () => {
  const ignored = readFileSync(join(root, '.containerignore'), 'utf8');
  for (const entry of ['node_modules', 'data', '.git']) expect(ignored).toContain(entry);
});

test('the health check counts a process that answers as alive, a database outage (503) included', async () => {
  const healthcheck = instructions.find((i) => i.op === 'HEALTHCHECK')?.args ?? '';
  const script = healthcheck.match(/node -e "(.+)"$/)?.[1];
  expect(script).toBeDefined();
  const probe = async (status: number | null) => {
    const server = status === null ? null : Bun.serve({ port: 0, fetch: () => new Response('{}', { status }) });
    const port = server?.port ?? 9; // nothing listens on the discard port here: a process that is gone
    const child = Bun.spawn(['node', '-e', script as string], { env: { ...process.env, PORT: String(port) } });
    const code = await child.exited;
    server?.stop(true);
    return code;
  };
  expect(await probe(200)).toBe(0);
  expect(await probe(503)).toBe(0);
  expect(await probe(500)).toBe(1);
  expect(await probe(null)).toBe(1);
});
