// Smoke test of the README's first command: `npm start` on an empty DATA_DIR serves the shell and the API.
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dir, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'naija-start-'));
const port = 3200 + Math.floor(Math.random() * 500);
const server = Bun.spawn([process.execPath, join(root, 'scripts/start.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: join(dataDir, 'nested', 'db'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  },
  stdout: 'pipe',
  stderr: 'pipe',
});

afterAll(async () => {
  server.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth(): Promise<Response> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/api/v1/health`);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await Bun.sleep(250);
  }
  throw new Error('npm start did not become healthy in time');
}

test('npm start on an empty data directory serves the shell at / and the API health', async () => {
  const health = await waitForHealth();
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

  const home = await fetch(`http://localhost:${port}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toContain('text/html');
  expect(await home.text()).toContain('Naija Homes');

  const config = await fetch(`http://localhost:${port}/config.json`);
  const runtime = (await config.json()) as { remotes: Record<string, string> };
  expect(Object.keys(runtime.remotes).sort()).toEqual([
    'mfe_admin',
    'mfe_agent',
    'mfe_buyer',
    'mfe_chat',
    'mfe_public',
  ]);
  for (const url of Object.values(runtime.remotes)) {
    const manifest = await fetch(new URL(url, `http://localhost:${port}`));
    expect(manifest.status).toBe(200);
  }
}, 180_000);
